import { describe, expect, it } from 'vitest';
import {
  type AccessSubject,
  canUse,
  FEATURE_NAMES,
  type FeatureName,
  featureAccess,
  missingAccessReason,
  PAID_FEATURES,
  PLAN_FEATURES,
  planAllows,
  ROLE_FEATURES,
  roleAllows,
} from './feature-access';
import { PLAN_CLASSES } from './plans';

// The spec's tables (accounts-and-access §6), copied by hand so the test does not trust the
// implementation's data. Role columns: OWNER, PRACTICE_SCHEDULER. Plan columns: core,
// complete, ai-only, core-with-ai, enterprise. '-' means the table does not name the feature.
const ROLES = ['OWNER', 'PRACTICE_SCHEDULER'] as const;
const PLANS = ['core', 'complete', 'ai-only', 'core-with-ai', 'enterprise'] as const;

const SPEC: Record<string, { role: string; plan: string }> = {
  dashboard: { role: 'YN', plan: '-' },
  'business-analytics': { role: 'YN', plan: 'NYNNY' },
  'notes-and-forms': { role: 'YN', plan: 'YYYYY' },
  billing: { role: 'YN', plan: '-' },
  messaging: { role: 'YN', plan: 'YYYYY' },
  invite: { role: 'YN', plan: '-' },
  'calendar-sync': { role: 'YN', plan: 'NYNNY' },
  'client-chart-notes': { role: 'YN', plan: '-' },
  'client-chart-medication-history': { role: 'YN', plan: '-' },
  'client-chart-treatment-plans': { role: 'YN', plan: '-' },
  'client-chart-measurements': { role: 'YN', plan: '-' },
  'client-chart-attachments': { role: 'YN', plan: '-' },
  'edit-scheduling': { role: 'YN', plan: '-' },
  calendar: { role: 'YY', plan: 'YYNYY' },
  'patient-charts': { role: 'YY', plan: 'YYNYY' },
  'orchid-storage': { role: 'YY', plan: 'NYNNY' },
  settings: { role: 'YY', plan: '-' },
  policies: { role: 'YY', plan: '-' },
  'ai-sidebar': { role: '-', plan: 'NYYYN' },
  'ai-settings': { role: '-', plan: 'NYYYN' },
  'full-settings': { role: '-', plan: 'YYNYY' },
  'session-audio-upload': { role: '-', plan: 'NYNYY' },
  'group-sessions': { role: '-', plan: 'NYNNY' },
  'can-contact-professionals': { role: '-', plan: 'NYNNY' },
  'load-previous-note': { role: '-', plan: 'NYNNY' },
  'note-file-upload': { role: '-', plan: 'NYNNY' },
  'ai-patient-chart': { role: '-', plan: 'NNYNN' },
  'ai-home': { role: '-', plan: 'NNYNN' },
  'ai-session-review': { role: '-', plan: 'YYYYN' },
  'audio-recorder': { role: '-', plan: 'NYYYN' },
  waitlist: { role: '-', plan: 'YYNYN' },
  'medication-history': { role: '-', plan: 'NYNNN' },
  autopay: { role: '-', plan: 'NYNNN' },
};

const cell = (column: string, index: number) => column === '-' || column[index] === 'Y';

describe('feature tables (§6)', () => {
  it('names exactly the spec features', () => {
    expect([...FEATURE_NAMES].sort()).toEqual(Object.keys(SPEC).sort());
    expect(new Set(FEATURE_NAMES).size).toBe(33);
    const tabled = new Set([...Object.keys(ROLE_FEATURES), ...Object.keys(PLAN_FEATURES)]);
    expect([...tabled].sort()).toEqual([...FEATURE_NAMES].sort());
  });

  it('keeps the plan columns in the order this test assumes', () => {
    expect(PLAN_CLASSES).toEqual(PLANS);
  });

  it.each(Object.entries(SPEC))('%s follows the role and plan tables', (name, spec) => {
    const feature = name as FeatureName;
    ROLES.forEach((role, index) => {
      expect(roleAllows(role, feature), role).toBe(cell(spec.role, index));
    });
    PLANS.forEach((plan, index) => {
      expect(planAllows(plan, feature), plan).toBe(cell(spec.plan, index));
    });
  });

  it('needs both tables for every role and plan', () => {
    for (const [name, spec] of Object.entries(SPEC)) {
      ROLES.forEach((role, r) => {
        PLANS.forEach((plan, p) => {
          const access = featureAccess({ plan_type: plan, role, restricted_paid_features: false });
          expect(access[name as FeatureName], `${name} ${role} ${plan}`).toBe(
            cell(spec.role, r) && cell(spec.plan, p),
          );
        });
      });
    }
  });

  it('treats a missing role as OWNER', () => {
    expect(roleAllows(null, 'billing')).toBe(true);
    expect(roleAllows(undefined, 'dashboard')).toBe(true);
  });
});

describe('the amhc restriction', () => {
  const restricted: AccessSubject = {
    plan_type: 'core',
    role: 'OWNER',
    restricted_paid_features: true,
  };

  it('withholds every plan feature that not all plans have', () => {
    const expected = Object.entries(SPEC)
      .filter(([, spec]) => spec.plan !== '-' && spec.plan !== 'YYYYY')
      .map(([name]) => name)
      .sort();
    expect([...PAID_FEATURES].sort()).toEqual(expected);
    const access = featureAccess(restricted);
    expect(access.calendar).toBe(false);
    expect(access.waitlist).toBe(false);
    expect(access['ai-session-review']).toBe(false);
  });

  it('shares one frozen map per plan, role and restriction', () => {
    const access = featureAccess(restricted);
    expect(featureAccess({ ...restricted })).toBe(access);
    expect(Object.isFrozen(access)).toBe(true);
    const unrestricted = featureAccess({ ...restricted, restricted_paid_features: false });
    expect(unrestricted.calendar).toBe(true);
    expect(featureAccess({ ...restricted, role: 'PRACTICE_SCHEDULER' })).not.toBe(access);
    expect(featureAccess({ ...restricted, plan_type: 'complete' })).not.toBe(access);
  });

  it('keeps the features of every plan and those only a role decides', () => {
    const access = featureAccess(restricted);
    expect(access['notes-and-forms']).toBe(true);
    expect(access.messaging).toBe(true);
    expect(access.billing).toBe(true);
    expect(access.settings).toBe(true);
    expect(canUse({ ...restricted, restricted_paid_features: false }, 'calendar')).toBe(true);
  });
});

describe('missingAccessReason', () => {
  it('names the plans that include the feature', () => {
    expect(
      missingAccessReason(
        { plan_type: 'core', role: 'OWNER', restricted_paid_features: false },
        'group-sessions',
      ),
    ).toBe('Your plan does not include group-sessions. Available on: Complete, Enterprise.');
    expect(
      missingAccessReason(
        { plan_type: 'enterprise', role: 'OWNER', restricted_paid_features: false },
        'ai-session-review',
      ),
    ).toBe(
      'Your plan does not include ai-session-review. Available on: Core, Complete, AI Only, Core + AI.',
    );
  });

  it('lists the plans in the usual order', () => {
    expect(
      missingAccessReason(
        { plan_type: 'core', role: 'OWNER', restricted_paid_features: false },
        'ai-sidebar',
      ),
    ).toBe('Your plan does not include ai-sidebar. Available on: Complete, AI Only, Core + AI.');
  });

  it('names the role first', () => {
    expect(
      missingAccessReason(
        { plan_type: 'core', role: 'PRACTICE_SCHEDULER', restricted_paid_features: false },
        'billing',
      ),
    ).toBe('Your role (PRACTICE_SCHEDULER) does not allow billing.');
    expect(
      missingAccessReason(
        { plan_type: 'ai-only', role: 'PRACTICE_SCHEDULER', restricted_paid_features: true },
        'business-analytics',
      ),
    ).toBe('Your role (PRACTICE_SCHEDULER) does not allow business-analytics.');
  });

  it('explains the restriction', () => {
    expect(
      missingAccessReason(
        { plan_type: 'core', role: 'OWNER', restricted_paid_features: true },
        'calendar',
      ),
    ).toBe(
      'A subscription is needed for calendar. Available on: Core, Complete, Core + AI, Enterprise.',
    );
  });

  it('is undefined when access is granted', () => {
    expect(
      missingAccessReason(
        { plan_type: 'complete', role: 'PRACTICE_SCHEDULER', restricted_paid_features: false },
        'calendar',
      ),
    ).toBeUndefined();
  });
});

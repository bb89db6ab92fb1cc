import { describe, expect, it } from 'vitest';
import { PRICED_PLAN_CLASSES } from './plans';
import {
  BUILT_FEATURES,
  COMING_FEATURES,
  PRODUCT_FEATURE_KEYS,
  PRODUCT_FEATURES,
  planOnSale,
} from './product-features';

describe('product features registry', () => {
  it('splits every feature into built or coming, once', () => {
    expect([...BUILT_FEATURES, ...COMING_FEATURES].sort()).toEqual(
      [...PRODUCT_FEATURE_KEYS].sort(),
    );
    expect(BUILT_FEATURES.every((key) => PRODUCT_FEATURES[key].built)).toBe(true);
    expect(COMING_FEATURES.some((key) => PRODUCT_FEATURES[key].built)).toBe(false);
  });

  it('does not call charts, notes, messaging, invoices, assessments, video or AI built', () => {
    for (const key of [
      'client-charts',
      'notes-and-forms',
      'assessments',
      'messaging',
      'invoices',
      'telehealth',
      'ai-notes',
    ] as const) {
      expect(COMING_FEATURES, key).toContain(key);
    }
  });

  it('sells AI Only and Core + AI only once AI notes are built', () => {
    expect(PRICED_PLAN_CLASSES.filter(planOnSale)).toEqual(['core', 'complete']);
  });
});

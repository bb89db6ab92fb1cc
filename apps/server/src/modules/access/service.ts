import {
  type Access,
  type FeatureName,
  featureAccess,
  missingAccessReason,
  type PlanStateSubscription,
  planState,
} from '@orchid/contracts';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { readTogether } from '../../platform/db/read-together';
import type { Principal } from '../../platform/http/access';
import { type SessionRead, sessionRead } from '../../platform/http/session-reads';
import { planFacts } from '../accounts/profile-names';

type PlanSubscription = PlanStateSubscription | null;

/**
 * Where the plan rules find a professional's subscription as it stands at `now` (the
 * subscriptions module): with the session (routes that name a feature, and GET access, declare
 * the read), or read anew while a guardian acts for a minor.
 */
export type SubscriptionSource = {
  withSession: SessionRead<(now: Date) => PlanSubscription>;
  read: (db: Db, userId: string, now: Date) => Promise<PlanSubscription>;
};

export type AccessContext = AppContext & { subscriptionOf: SubscriptionSource };

async function subjectOf(ctx: AccessContext, principal: Principal) {
  const { userId, user: known } = principal;
  const now = ctx.clock.now();
  const withSession = sessionRead(principal, ctx.subscriptionOf.withSession);
  const [user, subscription] = await readTogether(ctx.db, [
    () => planFacts(ctx, userId, known),
    () =>
      withSession
        ? Promise.resolve(withSession(now))
        : ctx.subscriptionOf.read(ctx.db, userId, now),
  ] as const);
  const state = planState({ user, subscription, now });
  return { state, subject: { ...state, role: user.role ?? 'OWNER' } };
}

/** GET /api/users/v1/access: plan state and the feature map, computed by the contracts' rules. */
export async function accessOf(ctx: AccessContext, principal: Principal): Promise<Access> {
  const { state, subject } = await subjectOf(ctx, principal);
  return {
    plan_type: state.plan_type,
    role: subject.role,
    subscribed: state.subscribed,
    on_trial: state.on_trial,
    trial_ends_at: state.trial_ends_at?.toISOString() ?? null,
    platform_access: state.platform_access,
    features: featureAccess(subject),
  };
}

/** Why the caller may not use a feature (a 403's detail), or undefined when they may. */
export async function featureRefusal(
  ctx: AccessContext,
  principal: Principal,
  feature: FeatureName,
): Promise<string | undefined> {
  const { subject } = await subjectOf(ctx, principal);
  return missingAccessReason(subject, feature);
}

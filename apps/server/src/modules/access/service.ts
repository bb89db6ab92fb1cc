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
import { planFacts } from '../accounts/profile-names';

/** Where the plan rules find a professional's subscription (the subscriptions module). */
export type SubscriptionSource = (
  db: Db,
  userId: string,
  now: Date,
) => Promise<PlanStateSubscription | null>;

export type AccessContext = AppContext & { subscriptionOf: SubscriptionSource };

async function subjectOf(ctx: AccessContext, { userId, user: known }: Principal) {
  const now = ctx.clock.now();
  const [user, subscription] = await readTogether(ctx.db, [
    () => planFacts(ctx, userId, known),
    () => ctx.subscriptionOf(ctx.db, userId, now),
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

import { useSession } from '../../app/session/session';
import { type PlanStanding, planStanding } from './plan-standing';
import { useCurrentSubscription } from './subscription-queries';

/**
 * Where the signed-in professional's plan stands, for the cards: undefined while it loads.
 * Guests, members, schedulers (billing is their owner's) and anyone whose plan cannot be read
 * see the page as a guest does.
 */
export function usePlanStanding(): PlanStanding | undefined {
  const { user } = useSession();
  const ownsBilling = user?.user_type === 'orchid_pro' && user.role !== 'PRACTICE_SCHEDULER';
  const current = useCurrentSubscription({ enabled: ownsBilling });
  const guest: PlanStanding = { kind: 'none', trialUsed: false };
  if (user === undefined) return undefined;
  if (!ownsBilling || current.isError) return guest;
  return current.data ? planStanding(current.data) : undefined;
}

import { atPath } from '@orchid/contracts/endpoint';
import type { PlanChoice } from '@orchid/contracts/plan-changes';
import type { PricingSelection } from '@orchid/contracts/plans';
import {
  type CurrentSubscription,
  cancelScheduledPlanChange,
  cancelSubscription,
  changeSubscriptionPlan,
  getSubscription,
  getSubscriptionCheckout,
  startSubscriptionCheckout,
  updateSubscription,
} from '@orchid/contracts/subscriptions';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api/api-client';
import { refreshAccess } from '../access/use-access';

// The subscription calls of accounts-and-access §7, as cached queries and mutations.

export const subscriptionQueryKey = ['subscription'] as const;

/** A changed subscription replaces the cached one, and the access it gives is asked again. */
function subscriptionChanged(queryClient: QueryClient, current: CurrentSubscription) {
  queryClient.setQueryData(subscriptionQueryKey, current);
  return refreshAccess(queryClient);
}

/**
 * GET /api/users/v1/subscription: the subscription and the plan state it gives. `enabled`
 * false asks nothing (a page that only some people read it on).
 */
export function useCurrentSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => call(getSubscription, undefined, { signal }),
    enabled,
  });
}

/** How often, and how many times, an open checkout is asked again before the page says so. */
export const CHECKOUT_POLL_MS = 2000;
export const CHECKOUT_POLLS = 5;

/**
 * GET /api/users/v1/subscription/checkout/{checkout_id}. An open checkout (the provider has
 * not told us how it ended yet) is asked again a few times; `waiting` says the page is still
 * doing so, after which it offers to check again.
 */
export function useSubscriptionCheckout(checkoutId: string) {
  const queryClient = useQueryClient();
  const queryKey = ['subscription-checkout', checkoutId];
  const stillPolling = (answers: number) => answers <= CHECKOUT_POLLS;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      call(atPath(getSubscriptionCheckout, { checkout_id: checkoutId }), undefined, { signal }),
    refetchInterval: ({ state }) =>
      state.data?.status === 'open' && stillPolling(state.dataUpdateCount)
        ? CHECKOUT_POLL_MS
        : false,
  });
  // Read during render, so isFetching is what re-renders the page as each answer comes: the
  // answer itself is often the same as the one before.
  const answers = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const waiting = query.data?.status === 'open' && (query.isFetching || stillPolling(answers));
  return { query, waiting };
}

/**
 * POST /api/users/v1/subscription/checkout. A trial answers with the new subscription, which
 * replaces the cached one; a paid plan answers with the payment page to go to.
 */
export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selection: PricingSelection) => call(startSubscriptionCheckout, selection),
    onSuccess: (started) => {
      if (started.type === 'trial') {
        const { subscription, plan, scheduled_change } = started;
        return subscriptionChanged(queryClient, { subscription, plan, scheduled_change });
      }
    },
  });
}

/** PUT /api/users/v1/subscription (auto_renew on or off). */
export function useSetAutoRenew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (autoRenew: boolean) => call(updateSubscription, { auto_renew: autoRenew }),
    onSuccess: (current) => subscriptionChanged(queryClient, current),
  });
}

/** POST /api/users/v1/subscription/cancel. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(cancelSubscription),
    onSuccess: (current) => subscriptionChanged(queryClient, current),
  });
}

/**
 * POST /api/users/v1/subscription/change: an upgrade at once, a downgrade at the period's
 * end. The answer's `change` says which, and what was charged.
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: PlanChoice) => call(changeSubscriptionPlan, to),
    onSuccess: ({ change: _change, ...current }) => subscriptionChanged(queryClient, current),
  });
}

/** POST /api/users/v1/subscription/change/cancel: the scheduled change is dropped. */
export function useCancelPlanChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(cancelScheduledPlanChange),
    onSuccess: (current) => subscriptionChanged(queryClient, current),
  });
}

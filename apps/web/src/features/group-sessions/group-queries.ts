import { atPath, withQuery } from '@orchid/contracts/endpoint';
import {
  closeGroupSeries,
  type GroupSeriesInput,
  getGroupRoster,
  getGroupSeries,
  groupCouponDiscount,
  holdGroupSeat,
  listGroupSeries,
  listMyGroupSeats,
  listMyGroupSeries,
  publishGroupSeries,
} from '@orchid/contracts/group-sessions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api/api-client';
import type { CouponPrice, PlaceToHold } from '../checkout/checkout-queries';
import { isNotFound } from '../directory/directory-queries';

// Group sessions' calls: the public list and page, a seat's price and hold (paid with the
// checkout's calls), and the practice owner's groups and rosters.

/** Groups on one page of the public list. */
export const GROUPS_PAGE_SIZE = 12;

const groupsKey = ['group-sessions'] as const;

/** One page (1-based) of the open groups, the soonest first. */
export function useOpenGroups(page: number) {
  return useQuery({
    queryKey: [...groupsKey, 'open', page],
    queryFn: ({ signal }) =>
      call(
        withQuery(listGroupSeries, {
          skip: String((page - 1) * GROUPS_PAGE_SIZE),
          limit: String(GROUPS_PAGE_SIZE),
        }),
        undefined,
        { signal },
      ),
    // The last page stays while the next one loads, instead of a blank list.
    placeholderData: keepPreviousData,
  });
}

export function useGroupSeries(seriesId: string) {
  return useQuery({
    queryKey: [...groupsKey, 'series', seriesId],
    queryFn: ({ signal }) =>
      call(atPath(getGroupSeries, { group_sessions_series_id: seriesId }), undefined, { signal }),
    retry: (count, error) => count < 2 && !isNotFound(error),
  });
}

/** A seat's price for the meetings ahead after a coupon. */
export const seatCouponPrice =
  (seriesId: string): CouponPrice =>
  (couponName) =>
    call(atPath(groupCouponDiscount, { group_sessions_series_id: seriesId }), {
      coupon_name: couponName,
    });

/** A seat in the group, held while the member pays (409 when full or already paid for). */
export const seatPlace = (seriesId: string, couponName: string | null): PlaceToHold => ({
  hold: () =>
    call(atPath(holdGroupSeat, { group_sessions_series_id: seriesId }), {
      coupon_name: couponName,
    }),
});

/**
 * The signed-in member's seats (the minor's while a guardian acts for one): none for anyone
 * else, who is not asked.
 */
export function useMySeats(asMember: boolean) {
  return useQuery({
    queryKey: [...groupsKey, 'seats'],
    queryFn: ({ signal }) => call(listMyGroupSeats, undefined, { signal }),
    select: (answer) => answer.seats,
    enabled: asMember,
  });
}

export type MySeatRow = NonNullable<ReturnType<typeof useMySeats>['data']>[number];

/** A seat that still counts: held to pay, being paid, or paid. */
export const seatCounts = (seat: MySeatRow): boolean =>
  seat.status === 'booked' || seat.status === 'held' || seat.status === 'pending_payment';

/** The member's seat in this group that still counts, if any. */
export function useMySeatIn(seriesId: string, asMember: boolean) {
  const seats = useMySeats(asMember);
  return seats.data?.find((seat) => seat.group_sessions_series_id === seriesId && seatCounts(seat));
}

// ---- The practice owner's groups --------------------------------------------------------------

const mineKey = [...groupsKey, 'mine'] as const;

export function useMyGroups() {
  return useQuery({
    queryKey: mineKey,
    queryFn: ({ signal }) => call(listMyGroupSeries, undefined, { signal }),
    select: (answer) => answer.series,
  });
}

/** Publishing or closing changes the owner's list and the public one. */
function useGroupChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKey }),
  });
}

export const usePublishGroup = () =>
  useGroupChange((input: GroupSeriesInput) => call(publishGroupSeries, input));

export const useCloseGroup = () =>
  useGroupChange((seriesId: string) =>
    call(atPath(closeGroupSeries, { group_sessions_series_id: seriesId })),
  );

/** Who has a seat: asked afresh each time it is opened (names of clients, not kept). */
export function useGroupRoster(seriesId: string) {
  return useQuery({
    queryKey: [...groupsKey, 'roster', seriesId],
    queryFn: ({ signal }) =>
      call(atPath(getGroupRoster, { group_sessions_series_id: seriesId }), undefined, { signal }),
    select: (answer) => answer.seats,
    gcTime: 0,
  });
}

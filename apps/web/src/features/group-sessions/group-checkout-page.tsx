import { Alert, Anchor, Container, Stack, Title } from '@mantine/core';
import type { GroupSeries } from '@orchid/contracts/group-sessions';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/brand';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session/session';
import { QueryView } from '../../ui/query-view';
import { CheckoutForm, type CheckoutOffer } from '../checkout/checkout-form';
import { isNotFound } from '../directory/directory-queries';
import { NotFoundPage } from '../not-found/not-found-page';
import { groupCheckout, groupCheckoutConfirm, groupSeriesPage } from './group-paths';
import { seatCouponPrice, seatPlace, useGroupSeries, useMySeats } from './group-queries';
import { joinBlocked } from './group-words';

/**
 * /group-session/series/{group_sessions_series_id}/checkout: a seat in every meeting ahead,
 * in the one-on-one booking's checkout (booking-practice-and-marketing §2, §4).
 */
export function GroupCheckoutPage({ seriesId }: { seriesId: string }) {
  usePageTitle('Confirm your booking');
  const series = useGroupSeries(seriesId);
  const { user } = useSession();
  const asMember = user?.user_type === 'member';
  const seats = useMySeats(asMember);
  if (series.isError && isNotFound(series.error)) return <NotFoundPage />;
  return (
    <Container size="sm" py="xl">
      <Title order={1}>Confirm your booking</Title>
      <Stack gap="md" mt="md">
        <QueryView query={series} failedMessage="failed to get the group">
          {(group) => {
            // Whether the member holds a seat to pay is known before the group is judged full.
            if (asMember && seats.isPending) return null;
            // A seat the member holds to pay is counted as taken: the group may be full of it.
            const holding = seats.data?.some(
              (seat) =>
                seat.group_sessions_series_id === seriesId &&
                (seat.status === 'held' || seat.status === 'pending_payment'),
            );
            const blocked = holding ? undefined : joinBlocked(group);
            return blocked ? (
              <Alert color="red" variant="light" role="alert" title={blocked}>
                <Anchor component={Link} to={paths.groupSession}>
                  See the other support groups
                </Anchor>
              </Alert>
            ) : (
              <CheckoutForm offer={seatOffer(group)} />
            );
          }}
        </QueryView>
      </Stack>
    </Container>
  );
}

/** A seat in the group, for every meeting still ahead. */
function seatOffer(series: GroupSeries): CheckoutOffer {
  const id = series.group_sessions_series_id;
  return {
    details: {
      professional: {
        name: series.orchid_pro.display_name,
        photoUrl: series.orchid_pro.photo_url,
        credentials: null,
      },
      type: series.appointment_type_label,
      group: { title: series.title, meetings: series.meetings.length },
      start: series.meetings[0] ?? '',
      lengthMinutes: series.length_minutes,
    },
    listPrice: series.price,
    paymentMethod: null,
    couponPrice: seatCouponPrice(id),
    place: (couponName) => seatPlace(id, couponName),
    addresses: [groupCheckout(id)],
    confirmPath: (timeslotId) => groupCheckoutConfirm(id, timeslotId),
    editPath: groupSeriesPage(id),
    action: 'join this group',
    failedTitle: 'We could not hold your seat',
  };
}

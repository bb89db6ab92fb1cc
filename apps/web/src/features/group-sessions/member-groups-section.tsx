import { Anchor, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Panel } from '../../ui/panel';
import { PlainList } from '../../ui/plain-list';
import { groupCheckout, groupCheckoutConfirm, groupSeriesPage } from './group-paths';
import { type MySeatRow, seatCounts, useGroupSeries, useMySeats } from './group-queries';
import { meetingWhen } from './group-words';

/**
 * My sessions' groups: each group the member has a seat in (paid, or held while paying), with
 * its next meeting on their clock. Nothing when they have none.
 */
export function MemberGroupsSection({ timeZone }: { timeZone: string }) {
  const seats = useMySeats(true);
  const live = (seats.data ?? []).filter(seatCounts);
  if (live.length === 0) return null;
  return (
    <section aria-labelledby="groups-title">
      <Title order={2} id="groups-title" mb="sm">
        Support groups
      </Title>
      <Panel>
        <PlainList label="Your support groups" gap="md">
          {live.map((seat) => (
            <SeatLine key={seat.timeslot_id} seat={seat} timeZone={timeZone} />
          ))}
        </PlainList>
      </Panel>
    </section>
  );
}

function SeatLine({ seat, timeZone }: { seat: MySeatRow; timeZone: string }) {
  const id = seat.group_sessions_series_id;
  const series = useGroupSeries(id);
  const next = series.data?.meetings[0];
  const paid = seat.status === 'booked';
  return (
    <li>
      <Anchor component={Link} to={groupSeriesPage(id)} fw={600}>
        {series.data?.title ?? 'Support group'}
      </Anchor>
      <Text size="sm">
        {next ? `Next meeting: ${meetingWhen(next, timeZone)}` : 'No meeting is ahead.'}
      </Text>
      <Anchor
        component={Link}
        size="sm"
        to={paid ? groupCheckoutConfirm(id, seat.timeslot_id) : groupCheckout(id)}
      >
        {paid ? 'Your booking' : 'Finish paying for your seat'}
      </Anchor>
    </li>
  );
}

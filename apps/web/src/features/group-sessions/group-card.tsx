import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import type { GroupSeries } from '@orchid/contracts/group-sessions';
import { IconCalendarEvent, IconUsers, IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router';
import { dollarsInWords } from '../../app/format/money';
import listing from '../../ui/listing.module.css';
import { Panel } from '../../ui/panel';
import { meetingsInWords } from '../checkout/checkout-rules';
import { Fact } from './fact';
import { groupSeriesPage } from './group-paths';
import { forAllMeetings, meetingWhen, placeInWords } from './group-words';
import { SeatsLeft } from './seats-left';

/**
 * One open group in the list: its title, who leads it, the first meeting on the reader's
 * clock, how many meetings, the price of a seat and the seats left (or Full). The look of the
 * directory's cards, as both are found the same way.
 */
export function GroupCard({ series, timeZone }: { series: GroupSeries; timeZone: string }) {
  const to = groupSeriesPage(series.group_sessions_series_id);
  const [first] = series.meetings;
  const count = series.meetings.length;
  return (
    <Panel className={listing.card}>
      <Anchor component={Link} to={to} fw={650} size="lg" className={listing.cardName}>
        {series.title}
      </Anchor>
      <Text c="dimmed" mt={4}>
        Led by {series.orchid_pro.display_name}
      </Text>
      <dl className={listing.facts}>
        <Fact term="First meeting">
          <IconCalendarEvent size={16} aria-hidden="true" className={listing.factIcon} />
          {first ? meetingWhen(first, timeZone) : 'No meeting ahead'}
        </Fact>
        <Fact term="Meetings">
          <IconVideo size={16} aria-hidden="true" className={listing.factIcon} />
          {meetingsInWords(count)} of {series.length_minutes} minutes ·{' '}
          {placeInWords(series.session_location_type)}
        </Fact>
        <Fact term="Price">
          {dollarsInWords(series.price)}
          {forAllMeetings(count)}
        </Fact>
        <Fact term="Seats">
          <IconUsers size={16} aria-hidden="true" className={listing.factIcon} />
          <SeatsLeft series={series} />
        </Fact>
      </dl>
      <Group justify="flex-end" mt="sm">
        <Anchor component={Link} to={to} fw={600}>
          See the meetings and join<VisuallyHidden> {series.title}</VisuallyHidden>
        </Anchor>
      </Group>
    </Panel>
  );
}

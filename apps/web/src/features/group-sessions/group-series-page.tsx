import { Anchor, Badge, Button, Container, Stack, Text, Title } from '@mantine/core';
import type { GroupSeries } from '@orchid/contracts/group-sessions';
import { Link } from 'react-router';
import { brandName } from '../../app/brand';
import { dollarsInWords } from '../../app/format/money';
import { useViewerTimeZone } from '../../app/format/time-zone';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session/session';
import { usePageMeta } from '../../app/use-page-meta';
import { BackLink } from '../../ui/back-link';
import listing from '../../ui/listing.module.css';
import { Panel } from '../../ui/panel';
import { QueryView } from '../../ui/query-view';
import { meetingsInWords } from '../checkout/checkout-rules';
import { professionalProfile } from '../directory/directory-paths';
import { isNotFound } from '../directory/directory-queries';
import { NotFoundPage } from '../not-found/not-found-page';
import { Fact } from './fact';
import { groupCheckout, groupCheckoutConfirm } from './group-paths';
import { type MySeatRow, useGroupSeries, useMySeatIn } from './group-queries';
import layout from './group-sessions.module.css';
import { forAllMeetings, joinBlocked, meetingWhen, placeInWords, statusLabel } from './group-words';
import { SeatsLeft } from './seats-left';

/**
 * /group-session/series/{group_sessions_series_id}: one group, who leads it, every meeting
 * ahead on the reader's clock, the price of a seat and the seats left, and Join. Who has a
 * seat is never shown.
 */
export function GroupSeriesPage({ seriesId }: { seriesId: string }) {
  const series = useGroupSeries(seriesId);
  if (series.isError && isNotFound(series.error)) return <NotFoundPage />;
  return (
    <Container size="lg" className={listing.page}>
      <BackLink to={paths.groupSession}>All support groups</BackLink>
      <QueryView query={series} failedMessage="We could not load this group">
        {(group) => <Series series={group} />}
      </QueryView>
    </Container>
  );
}

function Series({ series }: { series: GroupSeries }) {
  const timeZone = useViewerTimeZone();
  const count = series.meetings.length;
  const pro = series.orchid_pro;
  usePageMeta(
    series.title,
    `${series.title}: a support group led by ${pro.display_name} on ${brandName()}, ${meetingsInWords(count)} of ${series.length_minutes} minutes. ${series.description}`.slice(
      0,
      300,
    ),
  );
  return (
    <Stack gap="lg">
      <div>
        {series.status !== 'open' && (
          <Badge color="gray" variant="light" size="lg" mb="xs">
            {statusLabel[series.status]}
          </Badge>
        )}
        <Title order={1}>{series.title}</Title>
        <Text size="lg" mt={4}>
          Led by{' '}
          <Anchor component={Link} to={professionalProfile(pro.custom_url ?? pro.cognito_sub)}>
            {pro.display_name}
          </Anchor>
        </Text>
      </div>
      <div className={layout.layout}>
        <div className={layout.join}>
          <JoinPanel series={series} />
        </div>
        <Stack gap="lg" className={layout.about}>
          {series.description && (
            <Panel>
              <Title order={2} size="h3" mb="xs">
                About this group
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }}>{series.description}</Text>
            </Panel>
          )}
          <Meetings meetings={series.meetings} timeZone={timeZone} />
        </Stack>
      </div>
    </Stack>
  );
}

function Meetings({ meetings, timeZone }: { meetings: string[]; timeZone: string }) {
  return (
    <Panel>
      <Title order={2} size="h3">
        Meetings ahead
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm">
        Times are in your time zone ({timeZone.replaceAll('_', ' ')}).
      </Text>
      {meetings.length === 0 ? (
        <Text>No meeting is ahead.</Text>
      ) : (
        <Stack component="ol" gap={6} m={0} pl="lg">
          {meetings.map((meeting) => (
            <li key={meeting}>
              <Text>{meetingWhen(meeting, timeZone)}</Text>
            </li>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

/** What a seat is and costs, and Join (or why not, or the member's own seat). */
function JoinPanel({ series }: { series: GroupSeries }) {
  const blocked = joinBlocked(series);
  const count = series.meetings.length;
  const { user } = useSession();
  const mine = useMySeatIn(series.group_sessions_series_id, user?.user_type === 'member');
  return (
    <Panel>
      <dl className={`${listing.facts} ${layout.pairs}`}>
        <Fact term="Session">{series.appointment_type_label}</Fact>
        <Fact term="Length">{series.length_minutes} minutes a meeting</Fact>
        <Fact term="Where">{placeInWords(series.session_location_type)}</Fact>
        <Fact term="Meetings">{meetingsInWords(count)}</Fact>
        <Fact term="Price">
          <Text component="span" fw={700} size="lg">
            {dollarsInWords(series.price)}
          </Text>
          {forAllMeetings(count)}
        </Fact>
        <Fact term="Seats">
          <SeatsLeft series={series} ofAll />
        </Fact>
      </dl>
      {mine ? (
        <MySeat series={series} seat={mine} />
      ) : blocked ? (
        <>
          <Button size="md" fullWidth mt="md" disabled aria-describedby="join-blocked">
            Join this group
          </Button>
          <Text id="join-blocked" mt="xs">
            {blocked}
          </Text>
        </>
      ) : (
        <Button
          component={Link}
          to={groupCheckout(series.group_sessions_series_id)}
          size="md"
          fullWidth
          mt="md"
        >
          Join this group
        </Button>
      )}
    </Panel>
  );
}

/** The member has a seat already: paid (see the booking) or held (finish paying). */
function MySeat({ series, seat }: { series: GroupSeries; seat: MySeatRow }) {
  const id = series.group_sessions_series_id;
  const paid = seat.status === 'booked';
  return (
    <>
      <Text fw={700} mt="md">
        {paid ? 'You have a seat in this group.' : 'Your seat is held while you pay.'}
      </Text>
      <Button
        component={Link}
        to={paid ? groupCheckoutConfirm(id, seat.timeslot_id) : groupCheckout(id)}
        size="md"
        fullWidth
        mt="xs"
        variant={paid ? 'light' : 'filled'}
      >
        {paid ? 'See your booking' : 'Finish paying'}
      </Button>
    </>
  );
}

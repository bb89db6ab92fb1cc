import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { cardDeclineMessage } from '@orchid/contracts/card-declines';
import { checkoutMessages, type HeldTimeslot } from '@orchid/contracts/checkout';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/brand';
import { dollarsInWords } from '../../app/format/money';
import { viewerTimeZone } from '../../app/format/time-zone';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session/session';
import { Panel } from '../../ui/panel';
import { QueryView } from '../../ui/query-view';
import { professionalCheckout, professionalProfile } from '../directory/directory-paths';
import { useDirectoryProfessional } from '../directory/directory-queries';
import { useAddToCalendar } from '../members/sessions/session-queries';
import { forgetBooking } from './checkout-memory';
import { useHeldTimeslot } from './checkout-queries';
import { checkoutTime, checkoutWhen, meetingsInWords } from './checkout-rules';
import { holdState } from './hold-state';

/**
 * /professional-search/{id_or_custom_url}/checkout-confirm/{timeslot_id}: the booked session,
 * or where its payment stands.
 */
export function CheckoutConfirmPage() {
  const { id_or_custom_url: idOrCustomUrl = '', timeslot_id: timeslotId = '' } = useParams();
  const professional = useDirectoryProfessional(idOrCustomUrl);
  const pro = professional.data;
  return (
    <HoldConfirmation
      timeslotId={timeslotId}
      placeOf={(held) => ({
        professional: pro?.display_name,
        payAgain:
          pro &&
          professionalCheckout(idOrCustomUrl, {
            start: held.timeslot_datetime_start,
            length: held.timeslot_length_minute,
            type: held.appointmentType.label,
            firstname: pro.first_name,
            lastname: pro.last_name,
          }),
        chooseAgain: { label: 'Choose another time', to: professionalProfile(idOrCustomUrl) },
      })}
    />
  );
}

/** Where a hold belongs, as its checkout-confirm page names it and links back. */
export type HeldPlace = {
  /** The professional's name, once loaded. */
  professional: string | undefined;
  /** A seat's group: its title and page, and how many meetings the seat is for once known. */
  group?: { title: string; to: string; meetings: number | undefined };
  /** The checkout to pay the hold from again, once known. */
  payAgain: string | undefined;
  /** Where to choose again once the hold is over. */
  chooseAgain: { label: string; to: string };
};

/**
 * A hold's checkout-confirm page (a session's or a seat's): what was booked, or where its
 * payment stands (asked again for a while when it is still being confirmed).
 */
export function HoldConfirmation({
  timeslotId,
  placeOf,
}: {
  timeslotId: string;
  placeOf: (held: HeldTimeslot) => HeldPlace;
}) {
  usePageTitle('Your booking');
  const timeslot = useHeldTimeslot(timeslotId);
  return (
    <Container size="sm" py="xl">
      <QueryView query={timeslot} failedMessage="We could not load your booking">
        {(held) => <BookingState held={held} place={placeOf(held)} />}
      </QueryView>
    </Container>
  );
}

function BookingState({ held, place }: { held: HeldTimeslot; place: HeldPlace }) {
  const { user } = useSession();
  const addToCalendar = useAddToCalendar();
  const state = holdState(held);
  // A booking that is over no longer has a hold to pay again.
  useEffect(() => {
    if (!state.canPay && !state.waiting) forgetBooking();
  }, [state.canPay, state.waiting]);
  const timeZone = viewerTimeZone(user);
  const appointmentId = held.appointment_id;
  const { group } = place;
  const when = checkoutWhen(held.timeslot_datetime_start, timeZone);
  return (
    <Stack gap="md">
      <div>
        <Badge color={state.color} variant="light" size="lg">
          {state.word}
        </Badge>
        <Title order={1} mt="xs">
          {state.title}
        </Title>
      </div>
      <Panel>
        <Stack gap={4}>
          {group && (
            <Anchor component={Link} to={group.to} fw={600} size="lg">
              {group.title}
            </Anchor>
          )}
          {place.professional && <Text fw={600}>{place.professional}</Text>}
          <Text>{held.appointmentType.label}</Text>
          {group ? (
            <Text>
              First meeting {when}
              {group.meetings !== undefined &&
                ` · ${meetingsInWords(group.meetings)} of ${held.timeslot_length_minute} minutes`}
            </Text>
          ) : (
            <Text>
              {when} · {held.timeslot_length_minute} minutes
            </Text>
          )}
          <Text fw={600}>{dollarsInWords(held.price)}</Text>
        </Stack>
      </Panel>
      <StateDetails held={held} timeZone={timeZone} seat={group !== undefined} />
      {addToCalendar.error && (
        <Alert color="red" variant="light" role="alert" title="No calendar file">
          {addToCalendar.error.message}
        </Alert>
      )}
      <Group gap="sm">
        {state.canPay && place.payAgain && (
          <Button component={Link} to={place.payAgain}>
            {group ? 'Pay for this seat' : 'Pay for this session'}
          </Button>
        )}
        {appointmentId && (
          <Button
            variant="default"
            leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
            loading={addToCalendar.isPending}
            onClick={() => addToCalendar.mutate(appointmentId)}
          >
            Add to calendar
          </Button>
        )}
        {group ? (
          // A seat's meetings are on its group's page, not among the member's sessions.
          <Button component={Link} to={group.to} variant={state.canPay ? 'default' : 'filled'}>
            See the meetings
          </Button>
        ) : (
          <Button
            component={Link}
            to={paths.memberSessions}
            variant={appointmentId ? 'filled' : 'default'}
          >
            My sessions
          </Button>
        )}
      </Group>
      {state.word === 'cancelled' && (
        <Anchor component={Link} to={place.chooseAgain.to}>
          {place.chooseAgain.label}
        </Anchor>
      )}
    </Stack>
  );
}

/** What the state means for the member, and what to do next. */
function StateDetails({
  held,
  timeZone,
  seat,
}: {
  held: HeldTimeslot;
  timeZone: string;
  seat: boolean;
}) {
  switch (holdState(held).word) {
    case 'booked':
      return seat ? (
        <Text>Your seat is for every meeting ahead. We sent you a receipt by email.</Text>
      ) : (
        <Text>It is in My sessions. We sent you a confirmation by email.</Text>
      );
    case 'pending payment confirmation':
      return (
        <Group gap="xs" wrap="nowrap">
          <Loader size="sm" aria-hidden="true" />
          <Text>Your card is being confirmed. This page updates by itself.</Text>
        </Group>
      );
    case 'failed':
      return (
        <Alert color="red" variant="light" role="alert" title="The card was declined">
          {cardDeclineMessage({ message: checkoutMessages.declined, code: held.decline_code })}
        </Alert>
      );
    case 'unconfirmed':
      return (
        <Text>
          This {seat ? 'seat' : 'time'} is held for you until{' '}
          {checkoutTime(held.hold_expires_at, timeZone)}. Pay to book it.
        </Text>
      );
    case 'cancelled':
      if (held.status !== 'refunded') {
        return <Text>The {seat ? 'seat' : 'time'} was not paid in time and is free again.</Text>;
      }
      return (
        <Text>
          {seat
            ? 'Your payment for the meetings ahead was refunded.'
            : 'Your payment was refunded in full. The time could not be booked.'}
        </Text>
      );
  }
}

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
import { browserTimeZone } from '../../app/browser-time-zone';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session/session';
import { Panel } from '../../ui/panel';
import { QueryView } from '../../ui/query-view';
import { professionalCheckout, professionalProfile } from '../directory/directory-paths';
import { useDirectoryProfessional } from '../directory/directory-queries';
import { useAddToCalendar } from '../members/sessions/session-queries';
import { forgetBooking } from './checkout-memory';
import { useHeldTimeslot } from './checkout-queries';
import { checkoutPrice, checkoutWhen } from './checkout-rules';
import { holdState } from './hold-state';

/**
 * /professional-search/{id_or_custom_url}/checkout-confirm/{timeslot_id}: the booked session,
 * or where its payment stands (asked again for a while when it is still being confirmed).
 */
export function CheckoutConfirmPage() {
  usePageTitle('Your booking');
  const { id_or_custom_url: idOrCustomUrl = '', timeslot_id: timeslotId = '' } = useParams();
  const timeslot = useHeldTimeslot(timeslotId);
  return (
    <Container size="sm" py="xl">
      <QueryView query={timeslot} failedMessage="We could not load your booking">
        {(held) => <BookingState held={held} idOrCustomUrl={idOrCustomUrl} />}
      </QueryView>
    </Container>
  );
}

function BookingState({ held, idOrCustomUrl }: { held: HeldTimeslot; idOrCustomUrl: string }) {
  const { user } = useSession();
  const professional = useDirectoryProfessional(idOrCustomUrl);
  const addToCalendar = useAddToCalendar();
  const state = holdState(held);
  // A booking that is over no longer has a hold to pay again.
  useEffect(() => {
    if (!state.canPay && !state.waiting) forgetBooking();
  }, [state.canPay, state.waiting]);
  const timeZone = user?.timezone ?? browserTimeZone();
  const pro = professional.data;
  const appointmentId = held.appointment_id;
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
          {pro && <Text fw={600}>{pro.display_name}</Text>}
          <Text>{held.appointmentType.label}</Text>
          <Text>
            {checkoutWhen(held.timeslot_datetime_start, timeZone)} · {held.timeslot_length_minute}{' '}
            minutes
          </Text>
          <Text fw={600}>{checkoutPrice(held.price)}</Text>
        </Stack>
      </Panel>
      <StateDetails held={held} timeZone={timeZone} />
      {addToCalendar.error && (
        <Alert color="red" variant="light" role="alert" title="No calendar file">
          {addToCalendar.error.message}
        </Alert>
      )}
      <Group gap="sm">
        {state.canPay && pro && (
          <Button
            component={Link}
            to={professionalCheckout(idOrCustomUrl, {
              start: held.timeslot_datetime_start,
              length: held.timeslot_length_minute,
              type: held.appointmentType.label,
              firstname: pro.first_name,
              lastname: pro.last_name,
            })}
          >
            Pay for this session
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
        <Button
          component={Link}
          to={paths.memberSessions}
          variant={appointmentId ? 'filled' : 'default'}
        >
          My sessions
        </Button>
      </Group>
      {state.word === 'cancelled' && (
        <Anchor component={Link} to={professionalProfile(idOrCustomUrl)}>
          Choose another time
        </Anchor>
      )}
    </Stack>
  );
}

/** What the state means for the member, and what to do next. */
function StateDetails({ held, timeZone }: { held: HeldTimeslot; timeZone: string }) {
  switch (holdState(held).word) {
    case 'completed':
      return <Text>It is in My sessions. We sent you a confirmation by email.</Text>;
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
          This time is held for you until{' '}
          {checkoutWhen(held.hold_expires_at, timeZone).split(', ')[1]}. Pay to book it.
        </Text>
      );
    case 'cancelled':
      return (
        <Text>
          {held.status === 'refunded'
            ? 'Your payment was refunded in full. The time could not be booked.'
            : 'The time was not paid in time and is free again.'}
        </Text>
      );
  }
}

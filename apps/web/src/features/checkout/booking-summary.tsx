import { Alert, Group, Stack, Text } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import type { BookableSessionTypeSchema } from '@orchid/contracts/scheduling';
import type { z } from 'zod';
import { dollarsInWords } from '../../app/format/money';
import { viewerTimeZone } from '../../app/format/time-zone';
import { isActingForMinor } from '../../app/session/acting';
import { Panel } from '../../ui/panel';
import { ProfessionalAvatar } from '../directory/professional-avatar';
import { checkoutWhen, meetingsInWords } from './checkout-rules';

export type BookableSessionType = z.infer<typeof BookableSessionTypeSchema>;

/** What is booked: a session's time, or a seat in a group's meetings. */
export type BookingDetails = {
  professional: { name: string; photoUrl: string | null; credentials: string | null };
  /** The session type's label. */
  type: string;
  /** A seat's group: its title, and how many meetings the seat is for. */
  group?: { title: string; meetings: number };
  /** The (first) start, an instant. */
  start: string;
  lengthMinutes: number;
  /** The session type is no longer offered: the summary says so. */
  unavailable?: boolean;
};

type BookingSummaryProps = BookingDetails & {
  /** Dollars to pay (after a coupon); null when it cannot be booked. */
  price: number | null;
  user?: UserInfo | null;
};

/**
 * §2: who, what, when (MM/DD/YYYY, hh:mm A in the member's time zone; a group's first meeting
 * and how many) and the price with 2 decimals; whose it is when a guardian books for a minor.
 */
export function BookingSummary({
  professional,
  type,
  group,
  start,
  lengthMinutes,
  unavailable = false,
  price,
  user,
}: BookingSummaryProps) {
  const timeZone = viewerTimeZone(user);
  return (
    <Panel>
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap">
          <ProfessionalAvatar name={professional.name} photoUrl={professional.photoUrl} size={56} />
          <div>
            <Text fw={600} size="lg">
              {professional.name}
            </Text>
            {professional.credentials && <Text c="dimmed">{professional.credentials}</Text>}
          </div>
        </Group>
        <dl style={{ margin: 0, display: 'grid', gap: 4 }}>
          {group && <SummaryRow term="Group" value={group.title} />}
          <SummaryRow term="Session" value={type} />
          <SummaryRow
            term={group ? 'First meeting' : 'When'}
            value={checkoutWhen(start, timeZone)}
          />
          {group && <SummaryRow term="Meetings" value={meetingsInWords(group.meetings)} />}
          <SummaryRow
            term="Length"
            value={`${lengthMinutes} minutes${group && group.meetings > 1 ? ' each' : ''}`}
          />
          {isActingForMinor(user) && user && (
            <SummaryRow term="For" value={`${user.first_name} ${user.last_name}`} />
          )}
          {price !== null && <SummaryRow term="Price" value={dollarsInWords(price)} strong />}
        </dl>
        {unavailable && (
          <Alert color="yellow" variant="light" title="This session type cannot be booked">
            The professional no longer offers it online. Please choose another time.
          </Alert>
        )}
      </Stack>
    </Panel>
  );
}

function SummaryRow({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text component="dt" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : 500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

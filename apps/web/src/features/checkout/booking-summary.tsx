import { Alert, Group, Stack, Text } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import type { DirectoryProfessional } from '@orchid/contracts/directory';
import type { BookableSessionTypeSchema } from '@orchid/contracts/scheduling';
import type { z } from 'zod';
import { browserTimeZone } from '../../app/browser-time-zone';
import { isActingForMinor } from '../../app/session/acting';
import { Panel } from '../../ui/panel';
import { ProfessionalAvatar } from '../directory/professional-avatar';
import { type CheckoutQuery, checkoutPrice, checkoutWhen } from './checkout-rules';

export type BookableSessionType = z.infer<typeof BookableSessionTypeSchema>;

type BookingSummaryProps = {
  pro: DirectoryProfessional;
  query: CheckoutQuery;
  type: BookableSessionType | undefined;
  /** Dollars to pay (after a coupon); null when the type is not bookable. */
  price: number | null;
  user?: UserInfo | null;
};

/**
 * §2: who, what, when (MM/DD/YYYY, hh:mm A in the member's time zone) and the price with 2
 * decimals; whose session it is when a guardian books for a minor.
 */
export function BookingSummary({ pro, query, type, price, user }: BookingSummaryProps) {
  const timeZone = user?.timezone ?? browserTimeZone();
  return (
    <Panel>
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap">
          <ProfessionalAvatar name={pro.display_name} photoUrl={pro.photo_url} size={56} />
          <div>
            <Text fw={600} size="lg">
              {pro.display_name}
            </Text>
            {pro.credentials && <Text c="dimmed">{pro.credentials}</Text>}
          </div>
        </Group>
        <dl style={{ margin: 0, display: 'grid', gap: 4 }}>
          <SummaryRow term="Session" value={query.type} />
          <SummaryRow term="When" value={checkoutWhen(query.start, timeZone)} />
          <SummaryRow term="Length" value={`${query.length} minutes`} />
          {isActingForMinor(user) && user && (
            <SummaryRow term="For" value={`${user.first_name} ${user.last_name}`} />
          )}
          {price !== null && <SummaryRow term="Price" value={checkoutPrice(price)} strong />}
        </dl>
        {type === undefined && (
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

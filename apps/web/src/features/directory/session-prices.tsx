import { Group, Text, Title } from '@mantine/core';
import { dollarsInWords } from '../../app/format/money';
import { Panel } from '../../ui/panel';
import { PlainList } from '../../ui/plain-list';
import { QueryView } from '../../ui/query-view';
import { useBookableSessionTypes } from './directory-queries';
import { DIRECTORY_PRICE } from './directory-words';

/** The session types a client can book with the professional, each with its length and price. */
export function SessionPrices({ sub }: { sub: string }) {
  const types = useBookableSessionTypes(sub);
  return (
    <Panel>
      <Title order={2} size="h3" mb="sm">
        Sessions and prices
      </Title>
      <QueryView query={types} failedMessage="We could not load the session types">
        {(list) =>
          list.length === 0 ? (
            <Text>No sessions can be booked online right now.</Text>
          ) : (
            <PlainList gap="xs">
              {list.map((type) => (
                <Group key={type.label} component="li" justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={600}>{type.label}</Text>
                    <Text size="sm" c="dimmed">
                      {type.length_minutes} minutes ·{' '}
                      {type.session_location_type === 'in-person' ? 'In person' : 'Telehealth'}
                    </Text>
                  </div>
                  <Text fw={600}>{dollarsInWords(type.price, DIRECTORY_PRICE)}</Text>
                </Group>
              ))}
            </PlainList>
          )
        }
      </QueryView>
    </Panel>
  );
}

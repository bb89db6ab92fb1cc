import { Stack, Table, Text, Title } from '@mantine/core';
import type { Availability } from '@orchid/contracts/scheduling';
import { calendarDayInWords } from '../../app/format/dates';
import { Panel } from '../../ui/panel';
import { minutesInWords, periodInWords, sortedOverrides, weekInWords } from './availability-values';

/** The practice's hours as a scheduler reads them (only the owner changes them). */
export function AvailabilitySummary({ availability }: { availability: Availability }) {
  const overrides = sortedOverrides(availability.date_overrides);
  return (
    <Stack gap="lg">
      <Panel>
        <Title order={3}>Weekly hours</Title>
        <Text c="dimmed" size="sm" mt={4} mb="sm">
          In {availability.timezone.replaceAll('_', ' ')}
        </Text>
        <Table>
          <Table.Tbody>
            {weekInWords(availability.weekly).map((day) => (
              <Table.Tr key={day.name}>
                <Table.Th scope="row">{day.name}</Table.Th>
                <Table.Td>{day.hours}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Panel>
      <Panel>
        <Title order={3} mb="sm">
          Days off and changed hours
        </Title>
        {overrides.length === 0 ? (
          <Text c="dimmed">None</Text>
        ) : (
          <Table>
            <Table.Tbody>
              {overrides.map((override) => (
                <Table.Tr key={override.date}>
                  <Table.Th scope="row">{calendarDayInWords(override.date, 'full')}</Table.Th>
                  <Table.Td>
                    {override.intervals.length === 0
                      ? 'Day off'
                      : override.intervals.map(periodInWords).join(', ')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Panel>
      <Panel>
        <Title order={3} mb="sm">
          Booking rules
        </Title>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Minimum notice</Table.Th>
              <Table.Td>{minutesInWords(availability.min_notice_minutes)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Booking window</Table.Th>
              <Table.Td>{minutesInWords(availability.booking_window_days * 24 * 60)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Buffer between sessions</Table.Th>
              <Table.Td>{minutesInWords(availability.buffer_minutes)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Panel>
    </Stack>
  );
}

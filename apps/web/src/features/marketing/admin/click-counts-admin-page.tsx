import { Badge, Group, Text, Title } from '@mantine/core';
import type { ClickCount } from '@orchid/contracts/marketing-desk';
import { useState } from 'react';
import { calendarDayInWords } from '../../../app/format/dates';
import { DeskList } from '../../operators/desk-list';
import { useClickCounts } from './marketing-admin-queries';

/**
 * The desk's tab of clicks on the marketing pages' buttons: per day, page and button, newest
 * day first and the most clicked first. Counts only: nothing tells who clicked.
 */
export function ClickCountsAdminPage() {
  const [page, setPage] = useState(1);
  const clicks = useClickCounts(page);
  return (
    <section aria-labelledby="clicks-title">
      <Title order={2} id="clicks-title">
        Button clicks
      </Title>
      <Text c="dimmed" mb="md">
        How often each button of the marketing pages was pressed, per day (UTC). Only the counts are
        kept, never who pressed them.
      </Text>
      <DeskList
        query={clicks}
        itemsOf={(answer) => answer.clicks}
        label="Button clicks"
        failedMessage="We could not load the button clicks"
        empty="No click yet. They are counted when visitors press the buttons of the marketing pages, such as Book Your Free Demo."
        page={page}
        onPage={setPage}
      >
        {(click) => <ClickRow key={`${click.day} ${click.page} ${click.button}`} click={click} />}
      </DeskList>
    </section>
  );
}

function ClickRow({ click }: { click: ClickCount }) {
  return (
    <li>
      <Group justify="space-between" gap="xs" wrap="nowrap" py={6}>
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {click.button}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {click.page} · {calendarDayInWords(click.day, 'medium')}
          </Text>
        </div>
        <Badge variant="light" size="lg" aria-label={`${click.count} clicks`}>
          {click.count}
        </Badge>
      </Group>
    </li>
  );
}

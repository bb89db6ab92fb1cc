import { Anchor, Group, Text, Title } from '@mantine/core';
import type { DemoRequest } from '@orchid/contracts/marketing-desk';
import { useState } from 'react';
import { brandName } from '../../../app/brand';
import { instantInWords } from '../../../app/format/dates';
import { Panel } from '../../../ui/panel';
import { DeskList } from '../../operators/desk-list';
import { useDemoRequests } from './marketing-admin-queries';

/** The desk's tab of demo requests from the marketing pages, newest first. */
export function DemoRequestsAdminPage() {
  const [page, setPage] = useState(1);
  const requests = useDemoRequests(page);
  return (
    <section aria-labelledby="demo-requests-title">
      <Title order={2} id="demo-requests-title">
        Demo requests
      </Title>
      <Text c="dimmed" mb="md">
        People who asked for a demo on the marketing pages. Each one was also mailed to the support
        address; write to them to agree on a time.
      </Text>
      <DeskList
        query={requests}
        itemsOf={(answer) => answer.demo_requests}
        label="Demo requests"
        failedMessage="We could not load the demo requests"
        empty="No demo request yet. Visitors send them from the partner page and the other marketing pages."
        page={page}
        onPage={setPage}
      >
        {(request) => <DemoRequestRow key={request.id} request={request} />}
      </DeskList>
    </section>
  );
}

function DemoRequestRow({ request }: { request: DemoRequest }) {
  const name = `${request.first_name} ${request.last_name}`;
  const reply = `mailto:${request.email}?subject=${encodeURIComponent(`Your ${brandName()} demo`)}`;
  return (
    <li>
      <Panel>
        <Group justify="space-between" gap="xs" align="flex-start" wrap="wrap">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {instantInWords(request.create_datetime)}
          </Text>
        </Group>
        <Text mt={4} style={{ overflowWrap: 'anywhere' }}>
          <Anchor href={reply}>{request.email}</Anchor>
        </Text>
      </Panel>
    </li>
  );
}

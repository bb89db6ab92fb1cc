import { Anchor, Badge, Group, Text, Title } from '@mantine/core';
import type { Lead } from '@orchid/contracts/marketing-desk';
import { useState } from 'react';
import { instantInWords } from '../../../app/format/dates';
import { Panel } from '../../../ui/panel';
import { DeskList } from '../../operators/desk-list';
import { useLeads } from './marketing-admin-queries';

/** What each lead source means, in the desk's words. */
const sourceLabels: Record<string, string> = { CaseStudy: 'Case study download' };

/** The desk's tab of leads the marketing pages captured, newest first. */
export function LeadsAdminPage() {
  const [page, setPage] = useState(1);
  const leads = useLeads(page);
  return (
    <section aria-labelledby="leads-title">
      <Title order={2} id="leads-title">
        Leads
      </Title>
      <Text c="dimmed" mb="md">
        People who left their name and e-mail on the marketing pages, for example to download the
        case study.
      </Text>
      <DeskList
        query={leads}
        itemsOf={(answer) => answer.leads}
        label="Leads"
        failedMessage="We could not load the leads"
        empty="No lead yet. They arrive when visitors download the case study on the partner page."
        page={page}
        onPage={setPage}
      >
        {(lead) => <LeadRow key={lead.id} lead={lead} />}
      </DeskList>
    </section>
  );
}

function LeadRow({ lead }: { lead: Lead }) {
  return (
    <li>
      <Panel>
        <Group justify="space-between" gap="xs" align="flex-start" wrap="wrap">
          <Badge variant="light">{sourceLabels[lead.source] ?? lead.source}</Badge>
          <Text size="sm" c="dimmed">
            {instantInWords(lead.create_datetime)}
          </Text>
        </Group>
        <Title order={3} size="h4" mt="sm" style={{ overflowWrap: 'anywhere' }}>
          {lead.first_name}
        </Title>
        <Text mt={4} style={{ overflowWrap: 'anywhere' }}>
          <Anchor href={`mailto:${lead.email}`}>{lead.email}</Anchor>
        </Text>
      </Panel>
    </li>
  );
}

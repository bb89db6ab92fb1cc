import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { WaitingProfessional } from '@orchid/contracts/admin';
import { PLAN_CLASS_LABELS } from '@orchid/contracts/plans';
import { DEFAULT_LICENSE_EXPIRATION } from '@orchid/contracts/professional-options';
import { useState } from 'react';
import { calendarDayInWords, instantInWords } from '../../app/format/dates';
import { todayHere } from '../../app/format/time-zone';
import { showToast } from '../../app/toasts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Panel } from '../../ui/panel';
import { ROLE_LABELS } from '../teams/team-roles';
import { DeskList } from './desk-list';
import { useApproveProfessional, useWaitingProfessionals } from './desk-queries';

const fullName = (pro: WaitingProfessional) => `${pro.first_name} ${pro.last_name}`.trim();

function planWords(pro: WaitingProfessional): string {
  if (!pro.plan_type) return 'No plan yet';
  return `${PLAN_CLASS_LABELS[pro.plan_type]}${pro.on_trial ? ', free trial' : ''}`;
}

/**
 * Professionals waiting for approval to use the platform: who they are, their licenses and
 * plan, and Approve (as `npm run approve-professional` does: they are mailed, a free trial
 * starts again and the directory lists them).
 */
export function WaitingProfessionalsTab() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const waiting = useWaitingProfessionals(page, debounced);
  const approve = useApproveProfessional();
  const [toApprove, setToApprove] = useState<WaitingProfessional>();
  return (
    <section aria-labelledby="waiting-title">
      <Title order={2} id="waiting-title">
        Professionals to approve
      </Title>
      <Text c="dimmed" mb="md">
        Check their licenses before approving. Those who finished their intake come first, then
        whoever waits longest.
      </Text>
      <TextInput
        label="Find by name or e-mail"
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
        mb="md"
      />
      <DeskList
        query={waiting}
        itemsOf={(answer) => answer.professionals}
        label="Professionals waiting for approval"
        failedMessage="We could not load the professionals waiting"
        empty={
          debounced.trim()
            ? 'Nobody waiting for approval has that name or e-mail.'
            : 'Nobody is waiting for approval. New professionals appear here.'
        }
        page={page}
        onPage={setPage}
      >
        {(pro) => <WaitingCard key={pro.sub} pro={pro} onApprove={() => setToApprove(pro)} />}
      </DeskList>
      <ConfirmDialog
        opened={toApprove !== undefined}
        title={toApprove ? `Approve ${fullName(toApprove)}?` : 'Approve'}
        confirmLabel="Approve"
        failureTitle="Not approved"
        action={approve}
        onClose={() => setToApprove(undefined)}
        onConfirm={(done) => {
          if (!toApprove) return;
          const name = fullName(toApprove);
          approve.mutate(toApprove.sub, {
            onSuccess: ({ outcome }) => {
              showToast({
                color: 'green',
                message:
                  outcome === 'approved' ? `${name} is approved.` : `${name} was approved already.`,
              });
              done();
            },
          });
        }}
      >
        They can use the platform at once and get an e-mail saying so. A free trial they started
        begins again today, and the directory lists them once their profile is listed.
      </ConfirmDialog>
    </section>
  );
}

function WaitingCard({ pro, onApprove }: { pro: WaitingProfessional; onApprove: () => void }) {
  const name = fullName(pro);
  return (
    <li>
      <Panel>
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" gap="sm">
            <div>
              <Title order={3} size="h4">
                {name}
              </Title>
              <Text style={{ overflowWrap: 'anywhere' }}>{pro.email}</Text>
            </div>
            <Button onClick={onApprove} aria-label={`Approve ${name}`}>
              Approve
            </Button>
          </Group>
          <Group gap="xs">
            <Badge variant="outline" color="gray">
              {ROLE_LABELS[pro.role]}
            </Badge>
            <Badge variant="outline" color={pro.plan_type ? 'orchid' : 'gray'}>
              {planWords(pro)}
            </Badge>
            {!pro.signup_form_finished && (
              <Badge variant="outline" color="gray">
                Intake not finished
              </Badge>
            )}
            {!pro.email_confirmed && (
              <Badge variant="outline" color="gray">
                E-mail not confirmed
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            Registered {instantInWords(pro.create_datetime)}
          </Text>
          {pro.licenses.length === 0 ? (
            <Text size="sm">No license given yet.</Text>
          ) : (
            <ul aria-label={`Licenses of ${name}`} style={{ margin: 0, paddingLeft: '1.25rem' }}>
              {pro.licenses.map((license) => (
                <li key={`${license.conferring_entity}-${license.license_number}`}>
                  <Text size="sm">
                    {license.type ?? 'License'} {license.license_number},{' '}
                    {license.conferring_entity},{' '}
                    {/* The spec's default expiry means nobody gave one. */}
                    {license.expiration_date === DEFAULT_LICENSE_EXPIRATION ? (
                      <Text span size="sm" fw={700}>
                        Expiry not given
                      </Text>
                    ) : license.expiration_date < todayHere() ? (
                      <Text span size="sm" fw={700} c="red.9">
                        expired {calendarDayInWords(license.expiration_date, 'medium')}
                      </Text>
                    ) : (
                      `valid until ${calendarDayInWords(license.expiration_date, 'medium')}`
                    )}
                    {license.supervised ? ', practised under supervision' : ''}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </Panel>
    </li>
  );
}

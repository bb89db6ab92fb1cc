import { Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import { AUDIT_ACTIONS, type AuditAction, auditActions } from '@orchid/contracts/audit';
import { teamMessages } from '@orchid/contracts/teams';
import { useState } from 'react';
import { isRefusal } from '../../app/api/api-error';
import { usePageTitle } from '../../app/brand';
import { instantInWords } from '../../app/format/dates';
import { viewerTimeZone } from '../../app/format/time-zone';
import { dashboardPath } from '../../app/session/landing';
import { LoadFailed } from '../../ui/load-failed';
import { Panel } from '../../ui/panel';
import { ScreenLoading } from '../../ui/screen-loading';
import { NotInYourAccount } from '../access/feature-gate';
import { useDashboardUser } from '../dashboard/use-dashboard-user';
import { usePracticeAuditEvents } from './access-log-queries';
import { dayBounds } from './audit-days';
import { PagedEvents } from './paged-events';
import { type PracticePerson, usePracticeAudit } from './practice-audit-access';
import classes from './practice-audit-page.module.css';

const actionOptions = AUDIT_ACTIONS.map((action) => ({
  value: action,
  label: auditActions[action],
}));

/**
 * /pro-dashboard/settings/audit-events: the practice owner (or a professional on their own)
 * searches the practice's events by who did them, what was done and between which days.
 * Anyone else is told the page is not theirs, as the server would refuse it.
 */
export function PracticeAuditPage() {
  usePageTitle('Audit events');
  const user = useDashboardUser();
  const practice = usePracticeAudit(user);
  return (
    <Stack gap="md" maw={880}>
      <Title order={1}>Audit events</Title>
      {practice.state === 'loading' ? (
        <ScreenLoading />
      ) : practice.state === 'failed' ? (
        <LoadFailed
          message="We could not load your practice"
          error={practice.error}
          onRetry={practice.retry}
        />
      ) : practice.state === 'refused' ? (
        <NotYours user={user} />
      ) : (
        <AuditSearch user={user} people={practice.people} />
      )}
    </Stack>
  );
}

function NotYours({ user }: { user: UserInfo }) {
  return <NotInYourAccount to={dashboardPath(user)} reason={teamMessages.ownerOnlyAudit} />;
}

function AuditSearch({ user, people }: { user: UserInfo; people: PracticePerson[] }) {
  const timeZone = viewerTimeZone(user);
  const [actor, setActor] = useState<string | null>(null);
  const [action, setAction] = useState<AuditAction | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const events = usePracticeAuditEvents({
    actor: actor ?? undefined,
    action: action ?? undefined,
    ...dayBounds(from, to, timeZone),
  });
  // The practice changed under the page (the owner gave it up): the server's rule wins.
  if (isRefusal(events.error, 'teams.ownerOnlyAudit')) return <NotYours user={user} />;
  return (
    <>
      <Text>
        Everything done by or to the people of your practice: sign-ins, changes, and each time
        someone opened another person's information.
      </Text>
      <Stack gap={4}>
        <div className={classes.filters}>
          <Select
            className={classes.wide}
            label="Done by"
            placeholder="Anyone"
            data={people}
            value={actor}
            onChange={setActor}
            clearable
          />
          <Select
            className={classes.wide}
            label="Action"
            placeholder="All actions"
            data={actionOptions}
            value={action}
            onChange={(value) => setAction(value as AuditAction | null)}
            clearable
            searchable
          />
          <TextInput
            type="date"
            label="From"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="To"
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.currentTarget.value)}
          />
        </div>
        <Text size="sm" c="dimmed">
          Days and times are in your time zone, {timeZone.replaceAll('_', ' ')}.
        </Text>
      </Stack>
      <Panel>
        <PagedEvents
          label="Audit events found"
          query={events}
          failedMessage="We could not load the audit events"
          empty="No events match. Try another person or action, or a wider range of days."
        >
          {(event) => (
            <li key={event.id}>
              <Text fw={600}>
                {event.actor_name ?? 'Someone not signed in'}: {event.what}
              </Text>
              <Text size="sm">
                {event.subject_name ? `About ${event.subject_name}. ` : ''}
                {event.outcome === 'success' ? '' : `Outcome: ${event.outcome}. `}
                {event.ip ? `From ${event.ip}.` : ''}
              </Text>
              <Text size="sm" c="dimmed">
                {instantInWords(event.at, timeZone)}
              </Text>
            </li>
          )}
        </PagedEvents>
      </Panel>
    </>
  );
}

import { Anchor, Text, Title } from '@mantine/core';
import type { Access } from '@orchid/contracts/access';
import { PLAN_CLASS_LABELS } from '@orchid/contracts/plans';
import { APPROVAL_WAIT } from '@orchid/contracts/professionals';
import { brandName } from '../../app/brand';
import { supportEmail, supportMailto } from '../../app/support';
import { Panel } from '../../ui/panel';
import { formatBillingDate } from '../subscriptions/plan-offer';
import classes from './plan-state-panel.module.css';

/** Trial with its end, active, or not subscribed (accounts-and-access §4). */
function subscriptionStatus(
  access: Pick<Access, 'subscribed' | 'on_trial' | 'trial_ends_at'>,
  timeZone: string | null,
) {
  if (access.on_trial && access.trial_ends_at) {
    // The same day, in the same words, as billing settings shows.
    return `Free trial until ${formatBillingDate(access.trial_ends_at, timeZone)}`;
  }
  if (access.on_trial) return 'Free trial';
  return access.subscribed ? 'Active' : 'Not subscribed';
}

type PlanStatePanelProps = {
  access: Access;
  /** The profile's approval, the other half of platform access. */
  approved: boolean;
  /** The professional's timezone from user info, for the trial's last day. */
  timezone: string | null;
};

/** The plan, its state and whether the platform is open (the checklist links the plans). */
export function PlanStatePanel({ access, approved, timezone }: PlanStatePanelProps) {
  const platformNote = access.platform_access
    ? 'Granted'
    : !access.subscribed
      ? 'Starts with a plan'
      : approved
        ? 'Not granted'
        : 'Waiting for your profile to be approved';
  return (
    <section aria-labelledby="plan-title">
      <Panel>
        <Title order={2} size="h3" id="plan-title">
          Your plan
        </Title>
        <dl className={classes.list}>
          <div className={classes.row}>
            <dt>Plan</dt>
            <dd>{PLAN_CLASS_LABELS[access.plan_type]}</dd>
          </div>
          <div className={classes.row}>
            <dt>Status</dt>
            <dd>{subscriptionStatus(access, timezone)}</dd>
          </div>
          <div className={classes.row}>
            <dt>Platform access</dt>
            <dd>{platformNote}</dd>
          </div>
        </dl>
        {!access.subscribed && (
          <Text size="sm" mt="sm">
            Choose a plan to get platform access, support included. Some plans start with a free
            trial.
          </Text>
        )}
        {access.subscribed && !approved && <WaitingForApproval onTrial={access.on_trial} />}
      </Panel>
    </section>
  );
}

/**
 * Who approves, how long it takes and whom to ask, while a professional with a plan waits. Only
 * a trial starts again at approval: one who paid is not told so.
 */
function WaitingForApproval({ onTrial }: { onTrial: boolean }) {
  const email = supportEmail();
  return (
    <Text size="sm" mt="sm" data-testid="approval-wait">
      The {brandName()} team reviews every new professional before their practice opens to clients,{' '}
      {APPROVAL_WAIT}. We will email you as soon as yours is approved
      {onTrial ? ', and your free trial starts again from that day' : ''}. Questions? Write to{' '}
      <Anchor href={supportMailto('Waiting for approval')}>{email}</Anchor>.
    </Text>
  );
}

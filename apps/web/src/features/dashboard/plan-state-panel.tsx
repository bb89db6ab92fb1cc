import { Button, Text, Title } from '@mantine/core';
import type { Access } from '@orchid/contracts/access';
import { PLAN_CLASS_LABELS } from '@orchid/contracts/plans';
import { Link } from 'react-router';
import { Panel } from '../../ui/panel';
import classes from './plan-state-panel.module.css';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** Trial with its end, active, or not subscribed (accounts-and-access §4). */
export function subscriptionStatus(
  access: Pick<Access, 'subscribed' | 'on_trial' | 'trial_ends_at'>,
) {
  if (access.on_trial && access.trial_ends_at) {
    return `Free trial until ${longDate.format(new Date(access.trial_ends_at))}`;
  }
  if (access.on_trial) return 'Free trial';
  return access.subscribed ? 'Active' : 'Not subscribed';
}

type PlanStatePanelProps = {
  access: Access;
  /** The profile's approval, the other half of platform access. */
  approved: boolean;
};

/** The plan, its state and whether the platform is open, with the way to a plan if none. */
export function PlanStatePanel({ access, approved }: PlanStatePanelProps) {
  const platformNote = access.platform_access
    ? 'Granted'
    : !access.subscribed
      ? 'Starts with a plan'
      : approved
        ? 'Not granted'
        : 'Waiting for your profile to be approved';
  return (
    <section aria-labelledby="plan-title">
      <Panel h="100%">
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
            <dd>{subscriptionStatus(access)}</dd>
          </div>
          <div className={classes.row}>
            <dt>Platform access</dt>
            <dd>{platformNote}</dd>
          </div>
        </dl>
        {!access.subscribed && (
          <>
            <Text size="sm" mt="sm">
              Choose a plan to get platform access, support included. Some plans start with a free
              trial.
            </Text>
            <Button mt="sm" component={Link} to="/pricing">
              See plans
            </Button>
          </>
        )}
      </Panel>
    </section>
  );
}

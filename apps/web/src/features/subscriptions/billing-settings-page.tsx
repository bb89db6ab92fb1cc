import { Alert, Badge, Box, Button, Group, Modal, Stack, Switch, Text, Title } from '@mantine/core';
import { formatMoney } from '@orchid/contracts/money';
import { PLAN_CLASS_LABELS, PLANS } from '@orchid/contracts/plans';
import type {
  CurrentSubscription,
  ScheduledPlanChange,
  Subscription,
} from '@orchid/contracts/subscriptions';
import { useState } from 'react';
import { Link } from 'react-router';
import { isRefusal } from '../../app/api/api-error';
import { usePageTitle } from '../../app/brand';
import { paths } from '../../app/paths';
import { showToast } from '../../app/toasts';
import { LoadFailed } from '../../ui/load-failed';
import { Panel } from '../../ui/panel';
import { ScreenLoading } from '../../ui/screen-loading';
import { PayoutAccountPanel } from '../checkout/payout-account-panel';
import { useDashboardUser } from '../dashboard/use-dashboard-user';
import classes from './billing-settings-page.module.css';
import {
  BILLING_STATUS_LABELS,
  type BillingStatus,
  billingStatus,
  isRunning,
} from './billing-status';
import { formatBillingDate, PERIOD_LABELS, perPeriod } from './plan-offer';
import {
  useCancelPlanChange,
  useCancelSubscription,
  useCurrentSubscription,
  useSetAutoRenew,
} from './subscription-queries';

/**
 * /pro-dashboard/settings/billing: the professional's plan, where it stands, auto-renewal and
 * cancelling, or the way to choose a plan. Billing is the practice owner's (§6): a role without
 * the billing feature (the server refuses with platform.featureNotAllowed) is told so in the
 * server's own words.
 */
export function BillingSettingsPage() {
  usePageTitle('Billing');
  const current = useCurrentSubscription();
  return (
    <>
      <Title order={2}>Billing</Title>
      <Box mt="md" maw={640}>
        {current.isPending ? (
          <ScreenLoading />
        ) : current.isError ? (
          isRefusal(current.error, 'platform.featureNotAllowed') ? (
            <Alert
              color="orchid"
              variant="light"
              role="note"
              title="Billing is managed by your practice"
            >
              {current.error.message} The practice owner can see and change the plan.
            </Alert>
          ) : (
            <LoadFailed
              message="We could not load your plan"
              error={current.error}
              onRetry={() => current.refetch()}
            />
          )
        ) : (
          <PlanPanel current={current.data} />
        )}
        {/* Clients' payments go to the payout account: shown to whoever sees the plan. */}
        {current.isSuccess && <PayoutAccountPanel />}
      </Box>
    </>
  );
}

function PlanPanel({ current }: { current: CurrentSubscription }) {
  const { timezone } = useDashboardUser();
  const status = billingStatus(current, new Date());
  const { subscription, plan } = current;
  if (!subscription || status.kind === 'none') {
    return (
      <Panel>
        <Title order={2} size="h3">
          You have no plan yet
        </Title>
        <Text mt="xs">
          Choose a plan to run your practice here. Core and AI Only start with a free trial.
        </Text>
        <Group mt="md">
          <PlansButton>Choose a plan</PlansButton>
        </Group>
      </Panel>
    );
  }
  const label = PLAN_CLASS_LABELS[subscription.sub_class];
  const date = (instant: string) => formatBillingDate(instant, timezone);
  const scheduled = current.scheduled_change;
  // The next payment is the new plan's when a change takes effect on that day.
  const nextPayment =
    status.kind === 'active' && plan.next_billing_date
      ? scheduled && Date.parse(scheduled.effective_at) <= Date.parse(plan.next_billing_date)
        ? scheduled.price_cents
        : plan.price_cents
      : null;
  return (
    <Panel>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} size="h3">
          {label} plan
        </Title>
        <StatusBadge status={status} />
      </Group>
      <dl className={classes.facts}>
        <div>
          <dt>Billing period</dt>
          <dd>{PERIOD_LABELS[subscription.sub_period]}</dd>
        </div>
        {plan.price_cents !== null && (
          <div>
            <dt>Price</dt>
            <dd>
              {formatMoney(plan.price_cents)} {perPeriod(subscription.sub_period)}
            </dd>
          </div>
        )}
        <div>
          <dt>{statusDateLabel(status)}</dt>
          <dd>{date(status.until)}</dd>
        </div>
        {status.kind === 'trial' && plan.next_billing_date && (
          <div>
            <dt>Next billing date</dt>
            <dd>{date(plan.next_billing_date)}</dd>
          </div>
        )}
        {nextPayment !== null && (
          <div>
            <dt>Next payment</dt>
            <dd>{formatMoney(nextPayment)}</dd>
          </div>
        )}
      </dl>
      <Text mt="sm">{statusSentence(status, label, date)}</Text>
      {scheduled && isRunning(status) && (
        <ScheduledChangeNotice scheduled={scheduled} label={label} date={date} />
      )}
      {isRunning(status) ? (
        <RunningPlanControls subscription={subscription} status={status} label={label} />
      ) : (
        status.kind === 'ended' && (
          <Group mt="md">
            <PlansButton>Choose a plan</PlansButton>
          </Group>
        )
      )}
    </Panel>
  );
}

/** A downgrade waiting for the end of the period: when, to what, and a way to keep the plan. */
function ScheduledChangeNotice({
  scheduled,
  label,
  date,
}: {
  scheduled: ScheduledPlanChange;
  label: string;
  date: (instant: string) => string;
}) {
  const cancel = useCancelPlanChange();
  const next = PLANS[scheduled.sub_class].label;
  const period = PERIOD_LABELS[scheduled.sub_period].toLowerCase();
  return (
    <Alert
      color="orchid"
      variant="light"
      role="note"
      mt="md"
      title={`Changes to ${next} on ${date(scheduled.effective_at)}`}
    >
      <Text size="sm">
        You keep {label} until then. From {date(scheduled.effective_at)} your plan is {next} (
        {period}), at {formatMoney(scheduled.price_cents)} {perPeriod(scheduled.sub_period)}.
      </Text>
      {cancel.error && (
        <Text size="sm" c="red.9" role="alert" mt="xs">
          We could not cancel the change: {cancel.error.message}
        </Text>
      )}
      <Group mt="sm">
        <Button
          variant="default"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () =>
                showToast({
                  color: 'green',
                  title: 'Change canceled',
                  message: `You keep ${label}.`,
                }),
            })
          }
        >
          Cancel change
        </Button>
      </Group>
    </Alert>
  );
}

function StatusBadge({ status }: { status: Exclude<BillingStatus, { kind: 'none' }> }) {
  const color = {
    trial: 'orchid',
    active: 'green',
    'not-renewing': 'yellow',
    terminated: 'gray',
    ended: 'gray',
  }[status.kind];
  return (
    <Badge color={color} variant="light" size="lg">
      {BILLING_STATUS_LABELS[status.kind]}
    </Badge>
  );
}

function statusDateLabel(status: Exclude<BillingStatus, { kind: 'none' }>): string {
  switch (status.kind) {
    case 'trial':
      return 'Trial ends';
    case 'active':
      return 'Renews on';
    case 'not-renewing':
    case 'terminated':
      return 'Access until';
    case 'ended':
      return 'Ended on';
  }
}

function statusSentence(
  status: Exclude<BillingStatus, { kind: 'none' }>,
  label: string,
  date: (instant: string) => string,
): string {
  switch (status.kind) {
    case 'trial':
      return `You are on a free trial of ${label} until ${date(status.until)}. Choose a paid plan any time to keep going after it.`;
    case 'active':
      return 'Your plan renews automatically. Turn auto-renew off to let it end with this period instead.';
    case 'not-renewing':
      return `Your plan will not renew. You keep ${label} until ${date(status.until)}; turn auto-renew on to keep it after that.`;
    case 'terminated':
      return `Your plan was canceled. You keep ${label} until ${date(status.until)}.`;
    case 'ended':
      return `Your ${label} plan ended. Choose a plan to carry on.`;
  }
}

function PlansButton({ children }: { children: string }) {
  return (
    <Button component={Link} to={paths.pricing}>
      {children}
    </Button>
  );
}

/** Auto-renew (PUT) and cancel (POST, after a confirmation) for a plan that still runs. */
function RunningPlanControls({
  subscription,
  status,
  label,
}: {
  subscription: Subscription;
  status: BillingStatus;
  label: string;
}) {
  const autoRenew = useSetAutoRenew();
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap="md" mt="md" className={classes.controls}>
      <Switch
        size="md"
        label="Auto-renew"
        description="Renew the plan automatically at the end of each billing period."
        checked={autoRenew.isPending ? autoRenew.variables : subscription.auto_renew}
        disabled={autoRenew.isPending}
        onChange={(event) => autoRenew.mutate(event.currentTarget.checked)}
      />
      {autoRenew.error && (
        <Alert color="red" variant="light" role="alert">
          We could not change auto-renew: {autoRenew.error.message}
        </Alert>
      )}
      <Group gap="sm">
        {status.kind === 'trial' && <PlansButton>Choose a paid plan</PlansButton>}
        {(status.kind === 'active' || status.kind === 'not-renewing') && (
          <PlansButton>Change plan</PlansButton>
        )}
        <Button variant="light" color="red" onClick={() => setConfirming(true)}>
          Cancel plan
        </Button>
      </Group>
      <CancelPlanDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        label={label}
        accessUntil={subscription.current_period_end}
      />
    </Stack>
  );
}

function CancelPlanDialog({
  opened,
  onClose,
  label,
  accessUntil,
}: {
  opened: boolean;
  onClose: () => void;
  label: string;
  accessUntil: string;
}) {
  const { timezone } = useDashboardUser();
  const cancel = useCancelSubscription();
  const close = () => {
    cancel.reset();
    onClose();
  };
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        showToast({ color: 'green', title: 'Plan canceled', message: 'It will not renew.' });
        onClose();
      },
    });
  return (
    <Modal opened={opened} onClose={close} title="Cancel your plan?">
      <Text>
        Your {label} plan will not renew. You keep it until{' '}
        {formatBillingDate(accessUntil, timezone)}; after that, its features stop.
      </Text>
      {cancel.error && (
        <Alert color="red" variant="light" role="alert" mt="md">
          We could not cancel your plan: {cancel.error.message}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={close}>
          Keep my plan
        </Button>
        <Button color="red.9" onClick={confirm} loading={cancel.isPending}>
          Cancel plan
        </Button>
      </Group>
    </Modal>
  );
}

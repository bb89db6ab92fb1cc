import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatMoney } from '@orchid/contracts/money';
import type { PlanChoice } from '@orchid/contracts/plan-changes';
import { PLANS, periodSubtotal } from '@orchid/contracts/plans';
import { Link } from 'react-router';
import { isRefusal } from '../../app/api/api-error';
import { paths } from '../../app/paths';
import { showToast } from '../../app/toasts';
import { PERIOD_LABELS, perPeriod } from './plan-offer';
import { useChangePlan } from './subscription-queries';

type ChangePlanDialogProps = {
  opened: boolean;
  onClose: () => void;
  from: PlanChoice;
  to: PlanChoice;
  change: 'upgrade' | 'downgrade';
  /** What the button that opened it said: the dialog's title and confirm button say it too. */
  label: string;
  /** The end of the current period: when a downgrade takes effect. */
  periodEnd: string;
  date: (instant: string) => string;
};

const planWords = (plan: PlanChoice) =>
  `${PLANS[plan.sub_class].label} (${PERIOD_LABELS[plan.sub_period].toLowerCase()}, ${formatMoney(
    periodSubtotal(plan.sub_class, plan.sub_period),
  )} ${perPeriod(plan.sub_period)})`;

/**
 * Confirms a change of a paid plan before making it, saying what happens when: an upgrade at
 * once with the prorated difference charged now, a downgrade when the period ends.
 */
export function ChangePlanDialog({
  opened,
  onClose,
  from,
  to,
  change,
  label,
  periodEnd,
  date,
}: ChangePlanDialogProps) {
  const changePlan = useChangePlan();
  const close = () => {
    changePlan.reset();
    onClose();
  };
  const confirm = () =>
    changePlan.mutate(to, {
      onSuccess: ({ change: made }) => {
        const name = PLANS[to.sub_class].label;
        showToast(
          made.kind === 'upgrade'
            ? {
                color: 'green',
                title: `You are on ${name} now`,
                message:
                  made.charged_cents === null
                    ? 'The difference for the rest of this period is charged to your card.'
                    : `${formatMoney(made.charged_cents)} was charged for the rest of this period.`,
              }
            : {
                color: 'green',
                title: 'Plan change scheduled',
                message: `Your plan changes to ${name} on ${date(made.effective_at)}.`,
              },
        );
        onClose();
      },
    });
  const periodChanges = from.sub_period !== to.sub_period;
  return (
    <Modal opened={opened} onClose={close} title={`${label}?`}>
      <Stack gap="sm">
        {change === 'upgrade' ? (
          <>
            <Text>
              {planWords(to)} starts now
              {periodChanges ? ', with a new billing period from today' : ''}.
            </Text>
            <Text>
              You pay the difference now: the new plan for the rest of{' '}
              {periodChanges ? 'its first period' : 'this billing period'}, less the unused part of{' '}
              {PLANS[from.sub_class].label}.
            </Text>
          </>
        ) : (
          <>
            <Text>
              You keep {planWords(from)} until {date(periodEnd)}.
            </Text>
            <Text>
              From then, your plan is {planWords(to)}. You can cancel this change until then.
            </Text>
          </>
        )}
        {changePlan.error && (
          <Alert color="red" variant="light" role="alert" title="Your plan was not changed">
            {changePlan.error.message}
            {isRefusal(changePlan.error, 'subscriptions.changeNotRenewing') && (
              <Group mt="sm">
                <Button component={Link} to={paths.proBillingSettings} variant="default">
                  See billing
                </Button>
              </Group>
            )}
          </Alert>
        )}
      </Stack>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={close}>
          Keep my plan
        </Button>
        <Button onClick={confirm} loading={changePlan.isPending}>
          {label}
        </Button>
      </Group>
    </Modal>
  );
}

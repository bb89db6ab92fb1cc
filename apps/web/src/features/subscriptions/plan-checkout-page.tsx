import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { keptTrialEnd, planChangeKind } from '@orchid/contracts/plan-changes';
import {
  CHECKOUT_TRIAL_DAYS,
  PLANS,
  type PricingSelection,
  parsePricingParams,
} from '@orchid/contracts/plans';
import { planOnSale } from '@orchid/contracts/product-features';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isRefusal } from '../../app/api/api-error';
import { usePageTitle } from '../../app/brand';
import { useCurrentModal, useModals } from '../../app/modals/modals';
import { paths, planCheckout, pricingFor } from '../../app/paths';
import { useSession } from '../../app/session/session';
import { isLeavingAfterSignOut } from '../../app/session/use-sign-out';
import { showToast } from '../../app/toasts';
import { Panel } from '../../ui/panel';
import { ScreenLoading } from '../../ui/screen-loading';
import { NotFoundPage } from '../not-found/not-found-page';
import { ApprovalNote } from './approval-note';
import { ChangePlanDialog } from './change-plan-dialog';
import { ForProfessionalsOnly } from './for-professionals-only';
import { OrderSummaryPanel } from './order-summary';
import { formatBillingDate, orderSummary, PERIOD_LABELS } from './plan-offer';
import type { PlanStanding } from './plan-standing';
import { useStartCheckout } from './subscription-queries';
import { usePlanStanding } from './use-plan-standing';

/**
 * /pricing/{sub_class}/{sub_period}/{type}: the order summary and the button that starts
 * the plan. Anything that cannot be bought there (an unknown plan, period or type, or a trial
 * of a plan without one) is the not-found page.
 */
export function PlanCheckoutPage() {
  const selection = parsePricingParams(useParams());
  return selection ? <PlanCheckout selection={selection} /> : <NotFoundPage />;
}

function PlanCheckout({ selection }: { selection: PricingSelection }) {
  const { label } = PLANS[selection.sub_class];
  const trial = selection.type === 'trial';
  usePageTitle(trial ? `${label} free trial` : `${label} checkout`);
  const { user } = useSession();
  const standing = usePlanStanding();
  const [now] = useState(() => new Date());
  // A paid plan bought during the trial keeps the trial's days (contracts' keptTrialEnd).
  const billingStartsAt =
    standing?.kind === 'trial' && !trial ? keptTrialEnd(new Date(standing.until), now) : null;
  const summary = orderSummary(selection, now, user?.timezone, billingStartsAt);
  return (
    <Container size="sm" py="xl">
      <Anchor component={Link} to={pricingFor(selection.sub_period)} underline="hover">
        <Group gap={4} component="span">
          <IconArrowLeft size={18} aria-hidden="true" />
          Back to plans
        </Group>
      </Anchor>
      <Title order={1} mt="sm">
        {trial ? `Start your free trial of ${label}` : `Check out ${label}`}
      </Title>
      <Text mt="xs" c="dimmed">
        {trial
          ? `${CHECKOUT_TRIAL_DAYS} days free. No card needed, and nothing is charged today.`
          : billingStartsAt
            ? 'You give your card on the next page. Nothing is charged before your free trial ends.'
            : 'You pay on the next page, with your card.'}
      </Text>
      <Stack gap="md" mt="md">
        <OrderSummaryPanel summary={summary} />
        {(user === null ||
          (user?.user_type === 'orchid_pro' && !user.profile_approved_to_use_the_platform)) && (
          <ApprovalNote trial={trial} />
        )}
        {user === undefined ? (
          <ScreenLoading />
        ) : !planOnSale(selection.sub_class) && !holds(standing, selection) ? (
          <NotOnSale selection={selection} />
        ) : user === null ? (
          <GuestCheckout />
        ) : user.user_type !== 'orchid_pro' ? (
          <ForProfessionalsOnly user={user} />
        ) : standing === undefined ? (
          <ScreenLoading />
        ) : standing.kind === 'paid' || standing.kind === 'not-renewing' ? (
          <AlreadySubscribed selection={selection} standing={standing} />
        ) : (
          <ConfirmCheckout selection={selection} />
        )}
      </Stack>
    </Container>
  );
}

/** Whether the professional has this plan already (a plan off sale stays its holder's). */
const holds = (standing: PlanStanding | undefined, selection: PricingSelection) =>
  standing !== undefined && 'plan' in standing && standing.plan.sub_class === selection.sub_class;

/** A plan whose features are not built (contracts' planOnSale): the server refuses it too. */
function NotOnSale({ selection }: { selection: PricingSelection }) {
  const { label } = PLANS[selection.sub_class];
  return (
    <Panel>
      <Title order={2} size="h3">
        {label} is not on sale yet
      </Title>
      <Text mt="xs">
        What it adds, AI progress notes, is still being built. It goes on sale when it works, not
        before.
      </Text>
      <Group mt="md">
        <Button component={Link} to={pricingFor(selection.sub_period)}>
          See the plans on sale
        </Button>
      </Group>
    </Panel>
  );
}

/**
 * A guest is asked to log in (the dialog opens on arrival, as on the dashboards) or to create
 * a professional account; once logged in, the same page offers the plan.
 */
function GuestCheckout() {
  const { open } = useModals();
  const current = useCurrentModal();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (current === undefined && !isLeavingAfterSignOut()) open('login');
  }, []);
  return (
    <Panel>
      <Title order={2} size="h3">
        Log in to continue
      </Title>
      <Text mt="xs">
        Plans are for professionals. Log in to your professional account, or create one, to start
        this plan.
      </Text>
      <Group mt="md" gap="sm">
        <Button onClick={() => open('login')}>Log in</Button>
        <Button component={Link} to={paths.professionalRegister} variant="default">
          Create a professional account
        </Button>
      </Group>
    </Panel>
  );
}

/** The confirm button: a trial starts at once; a paid plan goes to the payment page. */
function ConfirmCheckout({ selection }: { selection: PricingSelection }) {
  const { label } = PLANS[selection.sub_class];
  const start = useStartCheckout();
  const navigate = useNavigate();
  const confirm = () =>
    start.mutate(selection, {
      onSuccess: (started) => {
        if (started.type === 'paid') {
          window.location.assign(started.checkout_url);
          return;
        }
        showToast({
          color: 'green',
          title: 'Your free trial has started',
          message: `${label} is yours for ${CHECKOUT_TRIAL_DAYS} days.`,
          autoClose: 6000,
        });
        navigate(paths.proHomepage);
      },
    });
  return (
    <Stack gap="sm">
      {start.error && <CheckoutRefused error={start.error} selection={selection} />}
      <Button
        size="md"
        onClick={confirm}
        // A paid checkout stays busy while the browser leaves for the payment page.
        loading={start.isPending || start.data?.type === 'paid'}
      >
        {selection.type === 'trial' ? 'Start free trial' : 'Continue to payment'}
      </Button>
    </Stack>
  );
}

/** Why the server refused, with the way forward the refusal suggests. */
function CheckoutRefused({ error, selection }: { error: Error; selection: PricingSelection }) {
  const action = isRefusal(error, 'subscriptions.trialUsed') ? (
    <Button component={Link} to={planCheckout({ ...selection, type: 'paid' })} variant="default">
      Choose the paid plan
    </Button>
  ) : isRefusal(error, 'subscriptions.alreadySubscribed') ? (
    <Button component={Link} to={paths.proBillingSettings} variant="default">
      See your billing
    </Button>
  ) : null;
  return (
    <Alert color="red" variant="light" role="alert" title="We could not start this plan">
      {error.message}
      {action && <Group mt="sm">{action}</Group>}
    </Alert>
  );
}

/**
 * A professional with a paid plan does not buy a second one: this plan is a change of the
 * one they have, made here or from the pricing page.
 */
function AlreadySubscribed({
  selection,
  standing,
}: {
  selection: PricingSelection;
  standing: Extract<PlanStanding, { kind: 'paid' | 'not-renewing' }>;
}) {
  const { user } = useSession();
  const [confirming, setConfirming] = useState(false);
  const date = (instant: string) => formatBillingDate(instant, user?.timezone);
  const to = { sub_class: selection.sub_class, sub_period: selection.sub_period };
  const kind = planChangeKind(standing.plan, to);
  const current = `${PLANS[standing.plan.sub_class].label} (${PERIOD_LABELS[
    standing.plan.sub_period
  ].toLowerCase()})`;
  const label =
    kind === 'upgrade'
      ? `Upgrade to ${PLANS[to.sub_class].label}`
      : `Downgrade to ${PLANS[to.sub_class].label}`;
  return (
    <Panel>
      <Title order={2} size="h3">
        You already have a plan
      </Title>
      <Text mt="xs">
        {kind === 'same'
          ? `${current} is your plan already.`
          : kind === 'upgrade'
            ? `You are on ${current}. Upgrading changes it at once; you pay the difference for the rest of this period.`
            : `You are on ${current}. Downgrading changes it on ${date(standing.until)}, when your current period ends.`}
      </Text>
      <Group mt="md" gap="sm">
        {kind !== 'same' && !(kind === 'downgrade' && standing.kind === 'not-renewing') && (
          <Button onClick={() => setConfirming(true)}>{label}</Button>
        )}
        <Button component={Link} to={paths.proBillingSettings} variant="default">
          See billing
        </Button>
      </Group>
      {kind !== 'same' && (
        <ChangePlanDialog
          opened={confirming}
          onClose={() => setConfirming(false)}
          from={standing.plan}
          to={to}
          change={kind}
          label={label}
          periodEnd={standing.until}
          date={date}
        />
      )}
    </Panel>
  );
}

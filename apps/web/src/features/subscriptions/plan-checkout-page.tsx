import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import {
  CHECKOUT_TRIAL_DAYS,
  PLANS,
  type PricingSelection,
  parsePricingParams,
} from '@orchid/contracts/plans';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isRefusal } from '../../app/api/api-error';
import { usePageTitle } from '../../app/brand';
import { useModals } from '../../app/modals/modals';
import { paths, planCheckout, pricingFor } from '../../app/paths';
import { useSession } from '../../app/session/session';
import { isLeavingAfterSignOut } from '../../app/session/use-sign-out';
import { showToast } from '../../app/toasts';
import { Panel } from '../../ui/panel';
import { ScreenLoading } from '../../ui/screen-loading';
import { NotFoundPage } from '../not-found/not-found-page';
import { ForProfessionalsOnly } from './for-professionals-only';
import { OrderSummaryPanel } from './order-summary';
import { orderSummary } from './plan-offer';
import { useStartCheckout } from './subscription-queries';

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
  const [now] = useState(() => new Date());
  const summary = orderSummary(selection, now, user?.timezone);
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
          : 'You pay on the next page, with your card.'}
      </Text>
      <Stack gap="md" mt="md">
        <OrderSummaryPanel summary={summary} />
        {user === undefined ? (
          <ScreenLoading />
        ) : user === null ? (
          <GuestCheckout />
        ) : user.user_type !== 'orchid_pro' ? (
          <ForProfessionalsOnly user={user} />
        ) : (
          <ConfirmCheckout selection={selection} />
        )}
      </Stack>
    </Container>
  );
}

/**
 * A guest is asked to log in (the dialog opens on arrival, as on the dashboards) or to create
 * a professional account; once logged in, the same page offers the plan.
 */
function GuestCheckout() {
  const { open, current } = useModals();
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

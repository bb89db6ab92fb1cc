import {
  Alert,
  Box,
  Button,
  Container,
  Group,
  Loader,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import { cardDeclineMessage } from '@orchid/contracts/card-declines';
import { formatMoney } from '@orchid/contracts/money';
import { PLANS } from '@orchid/contracts/plans';
import { type SubscriptionCheckout, subscriptionMessages } from '@orchid/contracts/subscriptions';
import { IconCircleCheck, IconClockHour4, IconCreditCardOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { isRefusal } from '../../app/api/api-error';
import { usePageTitle } from '../../app/brand';
import { paths, planCheckout } from '../../app/paths';
import { useSession } from '../../app/session/session';
import { LoadFailed } from '../../ui/load-failed';
import { ScreenLoading } from '../../ui/screen-loading';
import { refreshAccess } from '../access/use-access';
import { GuestOnDashboard } from '../dashboard/guest-on-dashboard';
import { ForProfessionalsOnly } from './for-professionals-only';
import { formatBillingDate, PERIOD_LABELS } from './plan-offer';
import { subscriptionQueryKey, useSubscriptionCheckout } from './subscription-queries';

const CheckoutIdSchema = z.uuid();

/**
 * /payment-confirmation?checkout_id=…: where the payment provider sends the browser back.
 * It tells how the checkout ended: paid (the plan is active), declined (why, and a way to try
 * again), still open (asked again a few times), or canceled or expired. Guests get the login
 * dialog, as on the dashboards: a checkout is only ever shown to its professional.
 */
export function PaymentConfirmationPage() {
  const { user } = useSession();
  const checkoutId = CheckoutIdSchema.safeParse(useSearchParams()[0].get('checkout_id'));
  if (user === undefined) return <ScreenLoading />;
  if (user === null) return <GuestOnDashboard area="pro-dashboard" />;
  return (
    <Container size="sm" py="xl">
      <Confirmation user={user} checkoutId={checkoutId.success ? checkoutId.data : undefined} />
    </Container>
  );
}

function Confirmation({ user, checkoutId }: { user: UserInfo; checkoutId: string | undefined }) {
  if (user.user_type !== 'orchid_pro') {
    return (
      <Outcome title="Payment confirmation">
        <ForProfessionalsOnly user={user} />
      </Outcome>
    );
  }
  if (!checkoutId) return <UnknownCheckout message={subscriptionMessages.checkoutNotFound} />;
  return <CheckoutOutcome checkoutId={checkoutId} />;
}

function CheckoutOutcome({ checkoutId }: { checkoutId: string }) {
  const { query, waiting } = useSubscriptionCheckout(checkoutId);
  if (query.isPending) return <Confirming />;
  if (query.isError) {
    return isRefusal(query.error, 'subscriptions.checkoutNotFound') ? (
      <UnknownCheckout message={query.error.message} />
    ) : (
      <Outcome title="Payment confirmation">
        <LoadFailed
          message="We could not load your payment"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      </Outcome>
    );
  }
  const checkout = query.data;
  switch (checkout.status) {
    case 'completed':
      return <Paid checkout={checkout} />;
    case 'declined':
      return <Declined checkout={checkout} />;
    case 'open':
      if (waiting) return <Confirming />;
      return checkout.decline_code ? (
        <Declined checkout={checkout} />
      ) : (
        <Outcome
          icon={<IconClockHour4 size={32} />}
          color="yellow"
          title="Your payment is still being confirmed"
          actions={
            <Button onClick={() => query.refetch()} loading={query.isFetching}>
              Check again
            </Button>
          }
        >
          <Text>
            The payment provider has not told us the result yet. This can take a minute. Nothing is
            charged twice if you check again.
          </Text>
        </Outcome>
      );
    case 'canceled':
    case 'expired':
      return (
        <Outcome
          title={
            checkout.status === 'canceled'
              ? 'This checkout was canceled'
              : 'This checkout has expired'
          }
          actions={<PlansButton />}
        >
          <Text>Nothing was charged. You can start again from the plans whenever you like.</Text>
        </Outcome>
      );
  }
}

/** The page's title and the outcome's words, with an icon for the state it is in. */
function Outcome({
  icon,
  color = 'orchid',
  title,
  children,
  actions,
}: {
  icon?: ReactNode;
  color?: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <>
      {icon && (
        <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden="true">
          {icon}
        </ThemeIcon>
      )}
      <Title order={1} mt={icon ? 'sm' : 0}>
        {title}
      </Title>
      <Box mt="sm">{children}</Box>
      {actions && (
        <Group mt="lg" gap="sm">
          {actions}
        </Group>
      )}
    </>
  );
}

function Confirming() {
  return (
    <Outcome title="Confirming your payment">
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>This takes a few seconds. Please keep this page open.</Text>
      </Group>
    </Outcome>
  );
}

function Paid({ checkout }: { checkout: SubscriptionCheckout }) {
  const label = PLANS[checkout.sub_class].label;
  const { user } = useSession();
  const queryClient = useQueryClient();
  // The subscription changed on the server: billing and the dashboard must not show the cached
  // plan, nor navigation the access it gave.
  useEffect(() => {
    queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    refreshAccess(queryClient);
  }, [queryClient]);
  return (
    <Outcome
      icon={<IconCircleCheck size={32} />}
      color="green"
      title={`Your ${label} plan is active`}
      actions={
        <>
          <Button component={Link} to={paths.proHomepage}>
            Go to your dashboard
          </Button>
          <Button component={Link} to={paths.proBillingSettings} variant="default">
            See billing
          </Button>
        </>
      }
    >
      {checkout.billing_starts_at ? (
        <Text>
          Thank you. Your card is saved and your {label} plan (
          {PERIOD_LABELS[checkout.sub_period].toLowerCase()}) is active now. The rest of your free
          trial is kept: nothing is charged until{' '}
          {formatBillingDate(checkout.billing_starts_at, user?.timezone)}, when the first payment of{' '}
          {formatMoney(checkout.amount_cents)} is due.
        </Text>
      ) : (
        <Text>
          Thank you. Your payment went through and your {label} plan (
          {PERIOD_LABELS[checkout.sub_period].toLowerCase()}) is active now.
        </Text>
      )}
    </Outcome>
  );
}

/** A declined card: the decline code's explanation and advice (card-declines), and a retry. */
function Declined({ checkout }: { checkout: SubscriptionCheckout }) {
  const retry = planCheckout({
    sub_class: checkout.sub_class,
    sub_period: checkout.sub_period,
    type: 'paid',
  });
  return (
    <Outcome
      icon={<IconCreditCardOff size={32} />}
      color="red"
      title="Your payment did not go through"
      actions={
        <>
          <Button component={Link} to={retry}>
            Try again
          </Button>
          <PlansButton variant="default" />
        </>
      }
    >
      <Alert color="red" variant="light" role="alert">
        {cardDeclineMessage({
          message: subscriptionMessages.cardDeclined,
          code: checkout.decline_code,
        })}
      </Alert>
      <Text mt="sm">Nothing was charged.</Text>
    </Outcome>
  );
}

function UnknownCheckout({ message }: { message: string }) {
  return (
    <Outcome title="We could not find this payment" actions={<PlansButton />}>
      <Text>{message} If you were paying for a plan, please start again from the plans.</Text>
    </Outcome>
  );
}

function PlansButton({ variant = 'filled' }: { variant?: 'filled' | 'default' }) {
  return (
    <Button component={Link} to={paths.pricing} variant={variant}>
      See the plans
    </Button>
  );
}

import { Badge, Button, Group, Text, Title } from '@mantine/core';
import {
  getPayoutAccount,
  type PAYOUT_ACCOUNT_STATUSES,
  startPayoutOnboarding,
} from '@orchid/contracts/checkout';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../app/api/api-client';
import { LoadFailed } from '../../ui/load-failed';
import { Panel } from '../../ui/panel';
import { ScreenLoading } from '../../ui/screen-loading';

type PayoutStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

/** Where the payout account stands, in words, with the button's label when there is one. */
const PAYOUT_WORDS: Record<
  PayoutStatus,
  { badge: string; color: string; text: string; action?: string }
> = {
  not_started: {
    badge: 'Not set up',
    color: 'gray',
    text: 'Set up your payout account so clients can pay for sessions online when they book. The money goes straight to you.',
    action: 'Set up payouts',
  },
  pending: {
    badge: 'Waiting for details',
    color: 'yellow',
    text: 'Your payout account is started but needs more details before clients can pay online.',
    action: 'Continue setting up',
  },
  active: {
    badge: 'Active',
    color: 'green',
    text: 'Clients can pay for sessions online when they book. Payments go to your payout account.',
  },
};

/** settings/billing: the payout account for clients' payments, and the way to set it up. */
export function PayoutAccountPanel() {
  const account = useQuery({
    queryKey: ['checkout', 'payout-account'],
    queryFn: ({ signal }) => call(getPayoutAccount, undefined, { signal }),
  });
  const onboarding = useMutation({
    mutationFn: () => call(startPayoutOnboarding),
    // The provider's set-up pages; they come back to this page.
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return (
    <Panel mt="lg">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3">
          Client payments
        </Title>
        {account.data && (
          <Badge variant="light" color={PAYOUT_WORDS[account.data.status].color}>
            {PAYOUT_WORDS[account.data.status].badge}
          </Badge>
        )}
      </Group>
      {account.isPending ? (
        <ScreenLoading />
      ) : account.isError ? (
        <LoadFailed
          message="We could not load your payout account"
          error={account.error}
          onRetry={() => account.refetch()}
        />
      ) : (
        <>
          <Text mt="xs">{PAYOUT_WORDS[account.data.status].text}</Text>
          {onboarding.error && (
            <Text c="red.9" mt="xs" role="alert">
              {onboarding.error.message}
            </Text>
          )}
          {PAYOUT_WORDS[account.data.status].action && (
            <Button
              mt="md"
              loading={onboarding.isPending || onboarding.isSuccess}
              onClick={() => onboarding.mutate()}
            >
              {PAYOUT_WORDS[account.data.status].action}
            </Button>
          )}
        </>
      )}
    </Panel>
  );
}

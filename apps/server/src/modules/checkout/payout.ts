import type { RequestOrigin } from '../../platform/audit/audit';
import { inTransaction } from '../../platform/db/transaction';
import { findUserById } from '../accounts/users';
import type { CheckoutContext } from './context';
import * as repo from './repo';

// Where a practice's client payments go: its own account at the provider (Stripe Connect,
// Express accounts set up on Stripe's pages). The built-in provider moves no money, so its
// account is active at once.

export async function payoutAccountOf(ctx: CheckoutContext, ownerUserId: string) {
  const row = await repo.findPayoutAccount(ctx.db, ownerUserId);
  const provider = ctx.clientPayments.name;
  if (provider === 'simulated') return { provider, status: 'active' as const };
  if (row?.provider !== provider) return { provider, status: 'not_started' as const };
  return { provider, status: row.status };
}

/** Whether the practice's clients can pay it online now. */
export async function payoutReady(ctx: CheckoutContext, ownerUserId: string) {
  return (await payoutAccountOf(ctx, ownerUserId)).status === 'active';
}

/** The practice's destination for charges: its Connect account id, or null (built-in). */
export async function payoutDestination(ctx: CheckoutContext, ownerUserId: string) {
  if (ctx.clientPayments.name === 'simulated') return null;
  return (await repo.findPayoutAccount(ctx.db, ownerUserId))?.accountId ?? null;
}

/** Opens (or continues) the provider's set-up of the payout account; answers where to go. */
export async function startPayoutOnboarding(
  ctx: CheckoutContext,
  ownerUserId: string,
  origin: RequestOrigin,
) {
  const settingsUrl = `${ctx.publicUrl}/pro-dashboard/settings/billing`;
  const provider = ctx.clientPayments;
  let row = await repo.findPayoutAccount(ctx.db, ownerUserId);
  if (row?.provider !== provider.name || !row.accountId) {
    const user = await findUserById(ctx.db, ownerUserId);
    const accountId = await provider.createPayoutAccount({
      ownerUserId,
      email: user?.email ?? null,
    });
    const now = ctx.clock.now();
    await inTransaction(ctx, async (tx) => {
      await repo.savePayoutAccount(tx.db, {
        ownerUserId,
        provider: provider.name,
        accountId,
        status: provider.name === 'simulated' ? 'active' : 'pending',
        createdAt: now,
        modifiedAt: now,
      });
      await tx.audit.record({
        action: 'checkout.payout_onboarding',
        outcome: 'success',
        actorUserId: ownerUserId,
        subjectUserId: ownerUserId,
        origin,
      });
    });
    row = await repo.findPayoutAccount(ctx.db, ownerUserId);
  }
  const url = await provider.payoutOnboardingUrl({
    accountId: row?.accountId ?? '',
    returnUrl: settingsUrl,
    refreshUrl: settingsUrl,
  });
  return { url };
}

/** The provider said the account can take charges now (or can no longer). */
export async function setPayoutAccountActive(
  ctx: CheckoutContext,
  accountId: string,
  active: boolean,
) {
  const row = await repo.findPayoutAccountById(ctx.db, accountId);
  if (!row) return;
  await repo.savePayoutAccount(ctx.db, {
    ...row,
    status: active ? 'active' : 'pending',
    modifiedAt: ctx.clock.now(),
  });
}

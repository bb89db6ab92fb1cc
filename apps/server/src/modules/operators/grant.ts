import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/db/transaction';
import { linkMail } from '../../platform/mail/link-mail';
import * as accounts from '../accounts/users';

// The operator role: who runs the platform (approves professionals, sees failed jobs, keeps
// the public pages). Granted only on the server's console, by `npm run grant-operator`; the
// spec names no such role (accounts-and-access §5 says administrators audit; docs/operators.md).

const atTheConsole = { ip: 'console', userAgent: 'grant-operator' };

export type GrantOutcome = 'granted' | 'already-operator' | 'not-found' | 'unconfirmed';

/**
 * Makes the account with this address an operator, from now: audited, and mailed to the
 * person (a security notice: they learn of it even if they did not ask). Only a confirmed
 * account can be one. `twoStep` tells whether its two-step verification is on.
 */
export async function grantOperator(
  ctx: AppContext,
  email: string,
): Promise<{ outcome: GrantOutcome; twoStep: boolean }> {
  const user = await accounts.findUserByEmail(ctx.db, email.trim());
  if (!user?.email) return { outcome: 'not-found', twoStep: false };
  const twoStep = user.mfaEnabledAt !== null;
  if (!user.emailConfirmedAt) return { outcome: 'unconfirmed', twoStep };
  if (user.operatorSince) return { outcome: 'already-operator', twoStep };
  const address = user.email;
  await inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    await accounts.setOperatorSince(tx.db, user.id, now, now);
    await tx.audit.record({
      action: 'operator.grant',
      outcome: 'success',
      subjectUserId: user.id,
      origin: atTheConsole,
    });
    await tx.mailer.send(
      linkMail(address, `You are now an operator of ${ctx.brandName}`, {
        greeting: `Hi ${user.firstName},`,
        lines: [
          `Your account can now open the operator's desk of ${ctx.brandName}: approving professionals, failed background jobs and the public site's requests.`,
          twoStep
            ? 'Your two-step verification keeps the desk safe; keep it on.'
            : 'Please turn on two-step verification in your account settings before you use it: the desk reaches everyone on the platform.',
        ],
        action: "Open the operator's desk",
        link: `${ctx.publicUrl}/admin`,
        footer: `If you did not expect this, write to ${ctx.supportEmail} at once.`,
      }),
      { category: 'essential' },
    );
  });
  return { outcome: 'granted', twoStep };
}

export type RevokeOutcome = 'revoked' | 'not-operator' | 'not-found';

/** Ends an account's operator role; its next request is refused at the desk. Audited. */
export async function revokeOperator(ctx: AppContext, email: string): Promise<RevokeOutcome> {
  const user = await accounts.findUserByEmail(ctx.db, email.trim());
  if (!user?.email) return 'not-found';
  if (!user.operatorSince) return 'not-operator';
  await inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    await accounts.setOperatorSince(tx.db, user.id, null, now);
    await tx.audit.record({
      action: 'operator.revoke',
      outcome: 'success',
      subjectUserId: user.id,
      origin: atTheConsole,
    });
  });
  return 'revoked';
}

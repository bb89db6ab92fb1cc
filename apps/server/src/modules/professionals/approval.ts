import { APPROVAL_WAIT, PLAN_CLASS_LABELS } from '@orchid/contracts';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/db/transaction';
import { linkMail } from '../../platform/mail/link-mail';
import * as accounts from '../accounts/repo';
import { queueListingRefresh } from '../directory/refresh-queue';
import { restartTrialAtApproval } from '../subscriptions/trial-end';

/** Who starts an approval: the operator at the server's console, not a web request. */
const operatorOrigin = { ip: 'console', userAgent: 'approve-professional' };

export type ApprovalOutcome = 'approved' | 'already-approved' | 'not-found';

/**
 * Approves a professional to use the platform (profile_approved_to_use_the_platform), the half
 * of platform access that a plan does not give (accounts-and-access §4). The spec does not show
 * who approves; here the operator does, by e-mail address, and the audit log keeps it. The
 * professional is mailed, and a free trial starts again from now: it does not run down while
 * they wait.
 */
export async function approveProfessional(
  ctx: AppContext,
  email: string,
): Promise<ApprovalOutcome> {
  const professional = await accounts.findUserByEmail(ctx.db, email.trim());
  if (professional?.userType !== 'orchid_pro' || !professional.email) return 'not-found';
  if (professional.profileApproved) return 'already-approved';
  const address = professional.email;
  await inTransaction(ctx, async (tx) => {
    await accounts.updateUser(tx.db, professional.id, { profileApproved: true });
    await restartTrialAtApproval(tx, professional.id);
    await tx.mailer.send(
      linkMail(address, `Your ${ctx.brandName} profile is approved`, {
        greeting: `Hi ${professional.firstName},`,
        lines: [
          `Your profile is approved: your practice is open on ${ctx.brandName}.`,
          'If you started a free trial, it starts again today, so the wait did not use it up.',
        ],
        action: 'Open your dashboard',
        link: `${ctx.publicUrl}/pro-dashboard/homepage`,
        footer: `Questions? Write to ${ctx.supportEmail}.`,
      }),
    );
    await tx.audit.record({
      action: 'professional.approve',
      outcome: 'success',
      subjectUserId: professional.id,
      origin: operatorOrigin,
    });
    await queueListingRefresh(tx, professional.id);
  });
  return 'approved';
}

/**
 * Tells the operator, once per professional, that someone with a plan waits for approval.
 * Called when a professional gets a plan; nothing happens once they are approved.
 */
export async function announceWaitingProfessional(
  ctx: AppContext,
  userId: string,
  plan: keyof typeof PLAN_CLASS_LABELS,
) {
  const professional = await accounts.findUserById(ctx.db, userId);
  if (!professional?.email || professional.profileApproved) return;
  const name = `${professional.firstName} ${professional.lastName}`.trim();
  await ctx.mailer.send(
    linkMail(ctx.supportEmail, `${name} waits for approval on ${ctx.brandName}`, {
      greeting: 'Hello,',
      lines: [
        `${name} (${professional.email}) has the ${PLAN_CLASS_LABELS[plan]} plan and waits for approval to use ${ctx.brandName}. They were told it takes ${APPROVAL_WAIT}.`,
        `To approve, run on the server: npm run approve-professional -- ${professional.email}`,
      ],
      action: 'Open the site',
      link: ctx.publicUrl,
      footer: 'You get this once per professional.',
    }),
    { idempotencyKey: `approval-waiting:${userId}` },
  );
}

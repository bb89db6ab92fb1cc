import { APPROVAL_WAIT, CHECKOUT_TRIAL_DAYS, PLAN_CLASS_LABELS } from '@orchid/contracts';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/db/transaction';
import { emit } from '../../platform/events/events';
import { linkMail } from '../../platform/mail/link-mail';
import * as accounts from '../accounts/users';

/** Who approves: an operator at the desk (their id, the request's origin) or at the console. */
export type Approver = { actorUserId: string | null; origin: RequestOrigin };

/** `npm run approve-professional` on the server. */
const atTheConsole: Approver = {
  actorUserId: null,
  origin: { ip: 'console', userAgent: 'approve-professional' },
};

export type ApprovalOutcome = 'approved' | 'already-approved' | 'not-found';

/** The professional to approve: by address (the command) or by id (the desk). */
type Whom = { email: string } | { userId: string };

/**
 * Approves a professional to use the platform (profile_approved_to_use_the_platform), the half
 * of platform access that a plan does not give (accounts-and-access §4). The spec does not show
 * who approves; here an operator does, at the desk (/admin) or with the command, and the audit
 * log keeps who. The professional is mailed, and a free trial starts again from now: it does
 * not run down while they wait.
 */
export async function approveProfessional(
  ctx: AppContext,
  whom: Whom,
  approver: Approver = atTheConsole,
): Promise<ApprovalOutcome> {
  const professional =
    'email' in whom
      ? await accounts.findUserByEmail(ctx.db, whom.email.trim())
      : await accounts.findUserById(ctx.db, whom.userId);
  if (professional?.userType !== 'orchid_pro' || !professional.email) return 'not-found';
  return inTransaction(ctx, async (tx): Promise<ApprovalOutcome> => {
    // Only the first of two operators approving at once mails and restarts the trial.
    if (!(await accounts.markApproved(tx.db, professional.id))) return 'already-approved';
    // The trial restarts, the professional is mailed and the listing is refreshed:
    // subscribers in subscribers.ts.
    await emit(tx, 'professional.approved', { professional_id: professional.id });
    await tx.audit.record({
      action: 'professional.approve',
      outcome: 'success',
      actorUserId: approver.actorUserId,
      subjectUserId: professional.id,
      origin: approver.origin,
      ...(approver.actorUserId ? { detail: { actor_role: 'platform operator' } } : {}),
    });
    return 'approved';
  });
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
        `Approve them at the operator's desk (or run on the server: npm run approve-professional -- ${professional.email}).`,
      ],
      action: "Open the operator's desk",
      link: `${ctx.publicUrl}/admin`,
      footer: 'You get this once per professional.',
    }),
    { category: 'essential', idempotencyKey: `approval-waiting:${userId}` },
  );
}

/**
 * Tells an approved professional their practice is open (subscribers.ts, in the approving
 * transaction, after the trial restarted): only one whose free trial runs is told it starts
 * again; one who paid is not.
 */
export async function mailApproval(tx: AppContext, professionalId: string, trialRuns: boolean) {
  const professional = await accounts.findUserById(tx.db, professionalId);
  if (!professional?.email) return;
  await tx.mailer.send(
    linkMail(professional.email, `Your ${tx.brandName} profile is approved`, {
      greeting: `Hi ${professional.firstName},`,
      lines: [
        `Your profile is approved: your practice is open on ${tx.brandName}.`,
        ...(trialRuns
          ? [
              `Your free trial starts again today: ${CHECKOUT_TRIAL_DAYS} days from now, so the wait did not use it up.`,
            ]
          : []),
      ],
      action: 'Open your dashboard',
      link: `${tx.publicUrl}/pro-dashboard/homepage`,
      footer: `Questions? Write to ${tx.supportEmail}.`,
    }),
    { category: 'essential' },
  );
}

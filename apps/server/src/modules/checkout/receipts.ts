import { formatMoney } from '@orchid/contracts/money';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { defangForMail } from '../../platform/mail/defang';
import { findUserById } from '../accounts/users';
import type { ReceiptJobSchema } from './refund-jobs';
import * as repo from './repo';

// A receipt by e-mail for every payment and refund of a session, sent by a job (never inside
// the request that paid), to whoever paid: the member, or the guardian of a minor.

export async function sendReceipt(ctx: AppContext, job: z.infer<typeof ReceiptJobSchema>) {
  const hold = await repo.findHold(ctx.db, job.hold_id);
  if (!hold) return;
  const [payer, professional, patient] = await Promise.all([
    findUserById(ctx.db, hold.payerUserId),
    findUserById(ctx.db, hold.ownerUserId),
    findUserById(ctx.db, hold.patientUserId),
  ]);
  if (!payer?.email) return;
  const amount = formatMoney(job.amount_cents);
  // Names and the session type's label are others' words: inert in the mail.
  const proName = professional
    ? defangForMail(
        `${professional.preferredFirstName ?? professional.firstName} ${professional.lastName}`,
      )
    : 'your professional';
  const forWhom =
    patient && patient.id !== payer.id
      ? ` for ${defangForMail(patient.preferredFirstName ?? patient.firstName)}`
      : '';
  const label = defangForMail(hold.sessionTypeLabel);
  const when = `${hold.startsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const paid = job.kind === 'payment';
  await ctx.mailer.send(
    {
      to: payer.email,
      subject: paid ? `Receipt: ${amount} paid to ${proName}` : `Refund: ${amount} from ${proName}`,
      text: [
        `Hello ${payer.preferredFirstName ?? payer.firstName},`,
        '',
        paid
          ? `You paid ${amount} to ${proName} for a ${label} session${forWhom} on ${when}.`
          : `${amount} of your payment for the ${label} session${forWhom} on ${when} with ${proName} is refunded to your card. It can take 5 to 10 days to appear.`,
        '',
        `Booking reference: ${hold.id}`,
        '',
        `${ctx.brandName}: ${ctx.publicUrl}/member-dashboard/sessions`,
      ].join('\n'),
    },
    {
      category: 'essential',
      idempotencyKey: `receipt-mail:${hold.id}:${job.kind}:${job.amount_cents}`,
    },
  );
}

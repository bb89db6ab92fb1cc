import { formatMoney } from '@orchid/contracts/money';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { defangForMail } from '../../platform/mail/defang';
import { shortTimeInWords, timeInWords } from '../../platform/mail/mail-time';
import { findUserById } from '../accounts/users';
import { sessionsCalendar } from '../scheduling/calendar-files';
import { practiceZoneOf } from '../scheduling/session-facts';
import type { ReceiptJobSchema } from './refund-jobs';
import * as repo from './repo';

// The mails of a booking's money, sent by a job (never inside the request that paid), to
// whoever booked: the member, or the guardian of a minor. A booking placed is confirmed once,
// with its calendar file: a paid one by its receipt, a free one by the same mail without the
// amount. A refund gets a receipt of its own, unless the practice's cancellation mail tells it.

type Person = { firstName: string; lastName: string; preferredFirstName: string | null };
const firstName = (person: Person) => person.preferredFirstName ?? person.firstName;

export async function sendReceipt(ctx: AppContext, job: z.infer<typeof ReceiptJobSchema>) {
  const hold = await repo.findHold(ctx.db, job.hold_id);
  if (!hold) return;
  const [payer, professional, patient] = await Promise.all([
    findUserById(ctx.db, hold.payerUserId),
    findUserById(ctx.db, hold.ownerUserId),
    findUserById(ctx.db, hold.patientUserId),
  ]);
  if (!payer?.email) return;
  const zone = payer.timezone ?? patient?.timezone ?? (await practiceZoneOf(ctx, hold.ownerUserId));
  const amount = formatMoney(job.amount_cents);
  // Names and the session type's label are others' words: inert in the mail.
  const proName = professional
    ? defangForMail(`${firstName(professional)} ${professional.lastName}`)
    : 'your professional';
  const forWhom =
    patient && patient.id !== payer.id ? ` for ${defangForMail(firstName(patient))}` : '';
  // The label names the session ('Regular session'): it is not called a session again.
  const label = defangForMail(hold.sessionTypeLabel);
  const when = timeInWords(hold.startsAt, zone);
  const group = hold.groupSeriesId !== null;
  const confirms = job.kind === 'booking' || (job.kind === 'payment' && job.placed);
  const subject =
    job.kind === 'refund'
      ? `Refund: ${amount} from ${proName}`
      : job.kind === 'payment'
        ? `Receipt: ${amount} paid to ${proName}${confirms ? `, ${label} on ${shortTimeInWords(hold.startsAt, zone)}` : ''}`
        : `Booked: ${label} with ${proName} on ${shortTimeInWords(hold.startsAt, zone)}`;
  const booked = group
    ? `You joined ${label} with ${proName}${forWhom}. It meets next on ${when}.`
    : `Your booking of ${label} with ${proName}${forWhom} is confirmed, on ${when}.`;
  const lines =
    job.kind === 'refund'
      ? [
          `${amount} of your payment for ${label}${forWhom} on ${when} with ${proName} is refunded to your card. It can take 5 to 10 days to appear.`,
        ]
      : [
          ...(job.kind === 'payment'
            ? [`You paid ${amount} to ${proName} for ${label}${forWhom} on ${when}.`]
            : []),
          ...(confirms ? [booked, 'The attached file adds it to your calendar.'] : []),
        ];
  const end = new Date(hold.startsAt.getTime() + hold.lengthMinutes * 60_000);
  const file = sessionsCalendar(
    [
      {
        id: hold.appointmentId ?? hold.id,
        start: hold.startsAt,
        end,
        summary: `${label} with ${proName}`,
      },
    ],
    { name: ctx.brandName, host: new URL(ctx.publicUrl).host, method: 'publish' },
  );
  await ctx.mailer.send(
    {
      to: payer.email,
      subject,
      text: [
        `Hello ${defangForMail(firstName(payer))},`,
        '',
        ...lines,
        '',
        `Booking reference: ${hold.id}`,
        '',
        `${ctx.brandName}: ${ctx.publicUrl}/member-dashboard/sessions`,
      ].join('\n'),
      ...(confirms && {
        attachments: [
          {
            filename: 'session.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: file,
          },
        ],
      }),
    },
    {
      category: 'essential',
      idempotencyKey: `receipt-mail:${hold.id}:${job.kind}:${job.amount_cents}`,
    },
  );
}

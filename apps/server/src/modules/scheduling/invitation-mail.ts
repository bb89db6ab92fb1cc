import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/app-error';
import { defangForMail } from '../../platform/mail/defang';
import { timeInWords } from '../../platform/mail/mail-time';
import { assertMayMailOthers } from '../../platform/mail/mail-to-others';
import type { MailMessage } from '../../platform/mail/mailer';
import { findUserById, guardiansOf } from '../accounts/users';
import { practiceName } from '../teams/service';

// The mail a client (or a minor's guardians) gets when a practice invites them to sessions:
// who invited them, to which practice, and the first session's time on the recipient's clock,
// with where to accept. A mail to someone else: the sender's address must be confirmed and it
// counts against the mail-to-others limits; when it may not go, the sessions are still booked.

/**
 * The invitation mails of a new series, worked out before its transaction (the limits are
 * counted on their own): none when the sender may not mail others now.
 */
export async function invitationMails(
  ctx: AppContext,
  invite: {
    actorUserId: string;
    ownerUserId: string;
    patientUserId: string;
    label: string;
    first: Date;
    sessions: number;
    practiceZone: string;
  },
): Promise<MailMessage[]> {
  const [sender, client] = await Promise.all([
    findUserById(ctx.db, invite.actorUserId),
    findUserById(ctx.db, invite.patientUserId),
  ]);
  if (!sender || !client) return [];
  // A minor has no address of their own: their guardians are invited for them.
  const recipients = client.email ? [client] : await guardiansOf(ctx.db, client.id);
  const practice = defangForMail(await practiceName(ctx, invite.ownerUserId));
  const inviter = defangForMail(`${sender.firstName} ${sender.lastName}`.trim());
  const label = defangForMail(invite.label);
  const mails: MailMessage[] = [];
  for (const recipient of recipients) {
    if (!recipient.email) continue;
    try {
      await assertMayMailOthers(
        ctx,
        { id: sender.id, emailConfirmed: sender.emailConfirmedAt !== null },
        recipient.email,
      );
    } catch (error) {
      if (error instanceof AppError) continue;
      throw error;
    }
    const zone = recipient.timezone ?? client.timezone ?? invite.practiceZone;
    const whom =
      recipient.id === client.id ? 'you' : `${client.preferredFirstName ?? client.firstName}`;
    const what =
      invite.sessions === 1 ? `a session (${label})` : `${invite.sessions} sessions (${label})`;
    const first = timeInWords(invite.first, zone);
    mails.push({
      to: recipient.email,
      subject: `${inviter} of ${practice} invited ${whom === 'you' ? 'you' : whom} to ${invite.sessions === 1 ? 'a session' : 'sessions'}`,
      text: [
        `Hello ${recipient.preferredFirstName ?? recipient.firstName},`,
        '',
        `${inviter} of ${practice} invited ${whom} to ${what} on ${ctx.brandName}.`,
        `${invite.sessions === 1 ? 'It is' : 'The first is'} on ${first}.`,
        invite.sessions === 1
          ? 'Please accept it in your sessions, so your professional knows you will come.'
          : 'You can accept them all at once, or one at a time, in your sessions.',
        '',
        `Your sessions: ${ctx.publicUrl}/member-dashboard/sessions`,
      ].join('\n'),
    });
  }
  return mails;
}

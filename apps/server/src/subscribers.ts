import {
  acceptInvitesAtRegistration,
  checkInviteAtRegistration as checkCareInvite,
} from './modules/care-invitations/service';
import { endSeatsAtClose } from './modules/checkout/close-seats';
import { queueCancellationRefund } from './modules/checkout/refund-jobs';
import { refreshListing } from './modules/directory/listing';
import { tellClientOfCancellation, tellClientOfMove } from './modules/notifications/client-mails';
import {
  tellPracticeOfAcceptance,
  tellPracticeOfBooking,
  tellPracticeOfCancellation,
  tellPracticeOfMove,
} from './modules/notifications/practice-notices';
import { mailApproval } from './modules/professionals/approval';
import { hasRunningTrial, restartTrialAtApproval } from './modules/subscriptions/trial-end';
import {
  checkInviteAtRegistration as checkTeamInvite,
  joinAtRegistration,
} from './modules/teams/invitations';
import type { AppContext } from './platform/context';
import { subscribe } from './platform/events/events';

/**
 * Who follows which domain event (platform/events/catalog.ts), for app.ts and the operators'
 * commands: the emitting modules name none of them. In the transaction where the emitter's
 * caller must see the outcome at once (or a refusal must undo the change), as jobs otherwise.
 */
export function subscribeToDomainEvents(ctx: AppContext) {
  const events = subscribe(ctx.jobs);

  // A new account takes up its invitations: registration answers with them done.
  events.inTransaction(
    'account.registered',
    'care-invitations.accept',
    acceptInvitesAtRegistration,
  );
  events.inTransaction('account.registered', 'teams.join', joinAtRegistration);

  // The trial does not run down while a professional waits for approval.
  events.inTransaction('professional.approved', 'subscriptions.trial_restart', (tx, event) =>
    restartTrialAtApproval(tx, event.professional_id),
  );
  // Then the professional is told, of the trial only if one runs (a paid plan has none).
  events.inTransaction('professional.approved', 'professionals.approval_mail', async (tx, event) =>
    mailApproval(tx, event.professional_id, await hasRunningTrial(tx, event.professional_id)),
  );

  // A cancelled session's refund is queued with the cancellation; the practice's cancellation
  // mail to the client tells it (and the refund has no receipt of its own).
  events.inTransaction('appointment.cancelled', 'checkout.refund', (tx, event) =>
    queueCancellationRefund(tx, {
      appointmentId: event.appointment_id,
      feeCents: event.fee_cents,
      toldInCancellation: event.cancelled_by === 'practice' && !event.told_with,
    }),
  );

  // People are told of their sessions: the practice (a notice and a mail) of what its clients
  // do, the client (a mail) of what the practice does. The client's own booking is confirmed
  // by the checkout's receipt mail (receipts.ts).
  events.on('booking.confirmed', 'notifications.practice', (event) =>
    tellPracticeOfBooking(ctx, event),
  );
  events.on('appointment.accepted', 'notifications.practice', (event) =>
    tellPracticeOfAcceptance(ctx, event),
  );
  events.on('appointment.cancelled', 'notifications.practice', (event) =>
    tellPracticeOfCancellation(ctx, event),
  );
  events.on('appointment.moved', 'notifications.practice', (event) =>
    tellPracticeOfMove(ctx, event),
  );
  events.on('appointment.cancelled', 'notifications.client', (event) =>
    tellClientOfCancellation(ctx, event),
  );
  events.on('appointment.moved', 'notifications.client', (event) => tellClientOfMove(ctx, event));

  // A closing group's seats end, and are refunded the meetings that will not take place.
  events.inTransaction('group_series.closing', 'checkout.end_seats', endSeatsAtClose);

  // A professional's listing follows what it shows: profile, approval, sessions and free time.
  const listed = [
    'professional.approved',
    'professional.changed',
    'appointments.changed',
    'schedule.changed',
  ] as const;
  for (const event of listed) {
    events.on(event, 'directory.refresh', async ({ professional_id }) => {
      await refreshListing(ctx, professional_id);
    });
  }
}

/** What accounts asks of the invitations a registration brings (AccountsContext). */
export const registrationInvitations = {
  chartInviteCode: (ctx: AppContext, code: string) => checkCareInvite(ctx, 'patient_chart', code),
  inviteCode: (ctx: AppContext, code: string) => checkCareInvite(ctx, 'invite', code),
  teamInviteToken: checkTeamInvite,
};

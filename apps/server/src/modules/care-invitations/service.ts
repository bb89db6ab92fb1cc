import type { Clock } from '../../platform/clock';
import { randomToken, sha256 } from '../../platform/crypto/secrets';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import * as repo from './repo';

/** A general invite lasts 90 days, a chart invite 30. */
const lifetimes: Record<repo.InviteKind, number> = {
  invite: 90 * 24 * 60 * 60_000,
  patient_chart: 30 * 24 * 60 * 60_000,
};

export type CareInvitationsContext = { db: Db; clock: Clock };

/**
 * Creates an invite and answers its code (shown once, e.g. in a link). Professionals create
 * them from their client list (a later issue); tests create them directly.
 */
export async function createInvite(
  ctx: CareInvitationsContext,
  invite: { professionalUserId: string; kind: repo.InviteKind; email?: string; firstName?: string },
): Promise<string> {
  const code = randomToken(18);
  const now = ctx.clock.now();
  await repo.insertInvite(ctx.db, {
    codeHash: sha256(code),
    kind: invite.kind,
    professionalUserId: invite.professionalUserId,
    email: invite.email ?? null,
    firstName: invite.firstName ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimes[invite.kind]),
  });
  return code;
}

/** The live invite a code names; 400 with a message a person can act on otherwise. */
export async function findInvite(ctx: CareInvitationsContext, kind: repo.InviteKind, code: string) {
  const invite = await repo.findLiveInvite(ctx.db, kind, sha256(code.trim()), ctx.clock.now());
  if (!invite) throw new AppError('careInvitations.badInvite');
  return invite;
}

/**
 * What a registration learns of its invite before the account exists (accounts asks through
 * app.ts): a chart invite names the address, and its mail proved it.
 */
export async function checkInviteAtRegistration(
  ctx: CareInvitationsContext,
  kind: repo.InviteKind,
  code: string,
) {
  const invite = await findInvite(ctx, kind, code);
  return kind === 'patient_chart' ? { email: invite.email, proven: true } : { proven: false };
}

/** A new account takes up the invites it registered with, in its transaction. */
export async function acceptInvitesAtRegistration(
  tx: CareInvitationsContext,
  registered: { user_id: string; chart_invite_code?: string; invite_code?: string },
) {
  const codes = [
    ['patient_chart', registered.chart_invite_code],
    ['invite', registered.invite_code],
  ] as const;
  for (const [kind, code] of codes) {
    if (code) await acceptInvite(tx, await findInvite(tx, kind, code), registered.user_id);
  }
}

/**
 * A booking made with a practice's invite code (books_availability's invite_code), in the
 * booking's transaction: the code must be a live general invite of that practice, and the
 * client becomes theirs as registering with it would have made them.
 */
export async function acceptInviteAtBooking(
  tx: CareInvitationsContext,
  booking: { ownerUserId: string; clientUserId: string; code: string },
) {
  const invite = await findInvite(tx, 'invite', booking.code);
  if (invite.professionalUserId !== booking.ownerUserId) {
    throw new AppError('careInvitations.badInvite');
  }
  await acceptInvite(tx, invite, booking.clientUserId);
}

/** Links the new member to the inviting professional; a chart invite is used up. */
export async function acceptInvite(
  ctx: CareInvitationsContext,
  invite: repo.Invite,
  memberUserId: string,
) {
  const now = ctx.clock.now();
  if (invite.kind === 'patient_chart' && !(await repo.markInviteUsed(ctx.db, invite.id, now))) {
    throw new AppError('careInvitations.badInvite');
  }
  await repo.insertCareRelationship(ctx.db, {
    professionalUserId: invite.professionalUserId,
    memberUserId,
    source: invite.kind,
    createdAt: now,
  });
}

/**
 * A member who booked online (a session or a group seat) is the practice's client from then
 * on: in its client list and calendar, bookable by it. Kept when they were one already.
 */
export async function becomeClientByBooking(
  ctx: CareInvitationsContext,
  booked: { professionalUserId: string; memberUserId: string },
) {
  await repo.insertCareRelationship(ctx.db, {
    ...booked,
    source: 'booking',
    createdAt: ctx.clock.now(),
  });
}

export async function professionalsOfMember(ctx: CareInvitationsContext, memberUserId: string) {
  const rows = await repo.findCareRelationshipsOfMember(ctx.db, memberUserId);
  return rows.map((row) => ({ professionalUserId: row.professionalUserId, source: row.source }));
}

import { mailLinks } from '@orchid/contracts';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { randomToken, sha256 } from '../../platform/crypto/secrets';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import { linkMail } from '../../platform/mail/link-mail';
import { assertMayMailOthers } from '../../platform/mail/mail-to-others';
import { accountSummary } from '../accounts/profile-names';
import * as repo from './repo';

import { addToTeam, describeTeam, ownTeam } from './service';

/** A team invitation is good for 14 days. */
const INVITE_LIFETIME_MS = 14 * 24 * 60 * 60_000;

const toInvite = (invite: repo.InviteRow) => ({
  id: invite.id,
  email: invite.email,
  role: invite.role,
  create_datetime: invite.createdAt.toISOString(),
  expires_datetime: invite.expiresAt.toISOString(),
});

/** Invites a professional by e-mail; the link registers a new account or attaches one. */
export async function inviteToTeam(
  ctx: AppContext,
  ownerUserId: string,
  input: { email: string; role: repo.TeamRole },
  origin: RequestOrigin,
) {
  const owner = await accountSummary(ctx, ownerUserId);
  if (owner.email.toLowerCase() === input.email.toLowerCase()) {
    throw new AppError('teams.alreadyMember');
  }
  await assertMayMailOthers(ctx, owner, input.email);
  const team = await ownTeam(ctx, ownerUserId);
  const token = randomToken();
  const now = ctx.clock.now();
  const roleWords = input.role === 'PRACTICE_SCHEDULER' ? 'a practice scheduler' : 'a professional';
  const invite = await inTransaction(ctx, async (tx) => {
    const created = await repo.insertInvite(tx.db, {
      teamId: team.id,
      email: input.email,
      role: input.role,
      tokenHash: sha256(token),
      invitedByUserId: ownerUserId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITE_LIFETIME_MS),
    });
    await tx.mailer.send(
      linkMail(input.email, `${owner.firstName} invited you to ${team.name} on ${ctx.brandName}`, {
        greeting: 'Hello,',
        lines: [
          `${owner.firstName} ${owner.lastName} invited you to join their practice, ${team.name}, as ${roleWords}.`,
          'Open the link to create your account or log in, and join. It works once and expires in 14 days.',
        ],
        action: 'Join the practice',
        link: `${ctx.publicUrl}${mailLinks.teamInvite(token)}`,
        footer: 'If you were not expecting this, you can ignore this email.',
      }),
    );
    await tx.audit.record({
      action: 'team.invite',
      outcome: 'success',
      actorUserId: ownerUserId,
      origin,
      detail: { role: input.role, team_id: team.id },
    });
    return created;
  });
  return toInvite(invite);
}

export async function pendingInvites(ctx: AppContext, ownerUserId: string) {
  const team = await repo.findTeamOwnedBy(ctx.db, ownerUserId);
  if (!team) return [];
  return (await repo.listLiveInvites(ctx.db, team.id, ctx.clock.now())).map(toInvite);
}

export async function withdrawInvite(
  ctx: AppContext,
  ownerUserId: string,
  inviteId: string,
  origin: RequestOrigin,
) {
  const team = await repo.findTeamOwnedBy(ctx.db, ownerUserId);
  if (!team) throw new AppError('teams.badInvite');
  await inTransaction(ctx, async (tx) => {
    if (!(await repo.revokeInvite(tx.db, team.id, inviteId, ctx.clock.now()))) {
      throw new AppError('teams.badInvite');
    }
    await tx.audit.record({
      action: 'team.withdraw_invite',
      outcome: 'success',
      actorUserId: ownerUserId,
      origin,
      detail: { team_id: team.id, invite_id: inviteId },
    });
  });
}

/**
 * Joins the team of an invitation mailed to the signed-in professional's own address. The
 * role becomes the account's role; the mail proved the address.
 */
export async function acceptInvite(
  ctx: AppContext,
  userId: string,
  token: string,
  origin: RequestOrigin,
) {
  const now = ctx.clock.now();
  const invite = await repo.findLiveInviteByToken(ctx.db, sha256(token), now);
  if (!invite) throw new AppError('teams.badInvite');
  const me = await accountSummary(ctx, userId);
  if (me.email.toLowerCase() !== invite.email.toLowerCase()) {
    throw new AppError('teams.otherAddress');
  }
  const team = await inTransaction(ctx, async (tx) => {
    if (!(await repo.markInviteAccepted(tx.db, invite.id, now))) {
      throw new AppError('teams.badInvite');
    }
    const joined = await addToTeam(tx, invite.teamId, userId, invite.role);
    await tx.audit.record({
      action: 'team.join',
      outcome: 'success',
      actorUserId: userId,
      subjectUserId: userId,
      origin,
      detail: { role: invite.role, team_id: joined.id },
    });
    return joined;
  });
  return describeTeam(ctx, team);
}

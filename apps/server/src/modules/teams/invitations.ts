import { mailLinks } from '@orchid/contracts';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { randomToken, sha256 } from '../../platform/crypto/secrets';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import { defangForMail } from '../../platform/mail/defang';
import { linkMail } from '../../platform/mail/link-mail';
import { assertMayMailOthers } from '../../platform/mail/mail-to-others';
import { accountSummary } from '../accounts/profile-names';
import * as repo from './repo';

import { addToTeam, describeTeam, ownTeam, practiceName } from './service';

/** How the mail and the invitation page name each role. */
const roleWords: Record<repo.TeamRole, string> = {
  PRACTICE_SCHEDULER: 'their practice scheduler (front desk)',
  OWNER: 'a professional',
};

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
  // The owner chose both names: inert in the mail.
  const practice = defangForMail(await practiceName(ctx, ownerUserId));
  const inviter = defangForMail(`${owner.firstName} ${owner.lastName}`.trim());
  const token = randomToken();
  const now = ctx.clock.now();
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
      linkMail(input.email, `${inviter} invited you to ${practice} on ${ctx.brandName}`, {
        greeting: 'Hello,',
        lines: [
          `${inviter} invited you to join ${practice} on ${ctx.brandName} as ${roleWords[input.role]}.`,
          input.role === 'PRACTICE_SCHEDULER'
            ? 'As the practice scheduler you keep its calendar and policies; you need no professional profile of your own.'
            : 'You will work in the practice with your own professional profile.',
          'Open the link to create your account (or log in) and join. It works once and expires in 14 days.',
        ],
        action: `Join ${practice}`,
        link: `${ctx.publicUrl}${mailLinks.teamInvite(token)}`,
        footer: 'If you were not expecting this, you can ignore this email.',
      }),
      { category: 'essential' },
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

/** The live invitation a mailed link carries, or teams.badInvite. */
export async function liveInvite(ctx: AppContext, token: string) {
  const invite = await repo.findLiveInviteByToken(ctx.db, sha256(token), ctx.clock.now());
  if (!invite) throw new AppError('teams.badInvite');
  return invite;
}

/** POST /team/invites/preview: who invites, to which practice and as what. */
export async function previewInvite(ctx: AppContext, token: string) {
  const invite = await liveInvite(ctx, token);
  const team = await repo.findTeam(ctx.db, invite.teamId);
  if (!team) throw new AppError('teams.badInvite');
  const inviter = await accountSummary(ctx, invite.invitedByUserId ?? team.ownerUserId);
  return {
    email: invite.email,
    role: invite.role,
    practice_name: await practiceName(ctx, team.ownerUserId),
    invited_by: `${inviter.firstName} ${inviter.lastName}`.trim(),
    expires_datetime: invite.expiresAt.toISOString(),
  };
}

/**
 * Joins the invitation's team, in the caller's transaction: the invitation is used up and the
 * role becomes the account's role. The address must be the one the invitation went to (the
 * mail proved it).
 */
export async function joinFromInvite(
  tx: AppContext,
  invite: repo.InviteRow,
  user: { id: string; email: string },
  origin: RequestOrigin,
) {
  if (user.email.toLowerCase() !== invite.email.toLowerCase()) {
    throw new AppError('teams.otherAddress');
  }
  if (!(await repo.markInviteAccepted(tx.db, invite.id, tx.clock.now()))) {
    throw new AppError('teams.badInvite');
  }
  const joined = await addToTeam(tx, invite.teamId, user.id, invite.role);
  await tx.audit.record({
    action: 'team.join',
    outcome: 'success',
    actorUserId: user.id,
    subjectUserId: user.id,
    origin,
    detail: { role: invite.role, team_id: joined.id },
  });
  return joined;
}

/** A registration from an invitation's link: the mail proved the address (accounts asks). */
export async function checkInviteAtRegistration(ctx: AppContext, token: string) {
  await liveInvite(ctx, token);
  return { proven: true };
}

/** A new account registered from an invitation's link joins its team, in its transaction. */
export async function joinAtRegistration(
  tx: AppContext,
  registered: { user_id: string; email: string; team_invite_token?: string; origin: RequestOrigin },
) {
  if (!registered.team_invite_token) return;
  const invite = await liveInvite(tx, registered.team_invite_token);
  await joinFromInvite(
    tx,
    invite,
    { id: registered.user_id, email: registered.email },
    registered.origin,
  );
}

/** Joins the team of an invitation mailed to the signed-in professional's own address. */
export async function acceptInvite(
  ctx: AppContext,
  userId: string,
  token: string,
  origin: RequestOrigin,
) {
  const invite = await liveInvite(ctx, token);
  const me = await accountSummary(ctx, userId);
  const team = await inTransaction(ctx, (tx) =>
    joinFromInvite(tx, invite, { id: userId, email: me.email }, origin),
  );
  return describeTeam(ctx, team);
}

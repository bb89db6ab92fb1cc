import { displayName, type Team } from '@orchid/contracts';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { randomToken, sha256 } from '../../platform/crypto/secrets';
import { inTransaction } from '../../platform/db/transaction';
import type { Principal } from '../../platform/http/access';
import { AppError } from '../../platform/http/app-error';
import { linkMail } from '../../platform/mail/link-mail';
import { assertMayMailOthers } from '../../platform/mail/mail-to-others';
import {
  accountSummary,
  markJoinedByMail,
  professionalAccount,
  setRole,
} from '../accounts/profile-names';
import * as repo from './repo';

/** A team invitation is good for 14 days. */
const INVITE_LIFETIME_MS = 14 * 24 * 60 * 60_000;

async function describeTeam(ctx: AppContext, team: repo.TeamRow): Promise<Team> {
  const members = await repo.listMembers(ctx.db, team.id);
  const described = await Promise.all(
    members.map(async (member) => {
      const account = await professionalAccount(ctx, member.userId);
      const person = {
        first_name: account?.firstName ?? '',
        last_name: account?.lastName ?? '',
        preferred_first_name: account?.preferredFirstName ?? null,
      };
      return {
        orchid_user_id: member.userId,
        role: member.role,
        first_name: person.first_name,
        last_name: person.last_name,
        display_name: displayName(person),
        is_practice_owner: member.userId === team.ownerUserId,
      };
    }),
  );
  return { id: team.id, name: team.name, members: described };
}

/** The id of the team a professional belongs to, or null. */
export async function teamIdOf(ctx: AppContext, userId: string): Promise<string | null> {
  return (await repo.findMembership(ctx.db, userId))?.teamId ?? null;
}

/** A team, to its members only: anyone else is told it does not exist. */
export async function teamFor(ctx: AppContext, userId: string, teamId: string) {
  const membership = await repo.findMembership(ctx.db, userId);
  const team = membership?.teamId === teamId ? await repo.findTeam(ctx.db, teamId) : undefined;
  if (!team) throw new AppError('teams.notFound');
  return describeTeam(ctx, team);
}

/** The practice the owner manages; created, with the owner as its first member, on first use. */
async function ownTeam(ctx: AppContext, ownerUserId: string) {
  const owned = await repo.findTeamOwnedBy(ctx.db, ownerUserId);
  if (owned) return owned;
  if (await repo.findMembership(ctx.db, ownerUserId)) {
    throw new AppError('teams.ownerOnly');
  }
  const owner = await accountSummary(ctx, ownerUserId);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const team = await repo.insertTeam(tx, {
      name: `${owner.firstName} ${owner.lastName}`.trim() || 'My practice',
      ownerUserId,
      createdAt: now,
    });
    await repo.insertMember(tx, {
      teamId: team.id,
      userId: ownerUserId,
      role: 'OWNER',
      joinedAt: now,
    });
    return team;
  });
}

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
        link: `${ctx.publicUrl}/team-invite?token=${encodeURIComponent(token)}`,
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

/**
 * Puts a professional on a team with a role (which becomes the account's role). A scheduler
 * has no clinical onboarding to do, so their sign-up is finished. Use in a transaction.
 */
async function addToTeam(ctx: AppContext, teamId: string, userId: string, role: repo.TeamRole) {
  const now = ctx.clock.now();
  if (!(await repo.insertMember(ctx.db, { teamId, userId, role, joinedAt: now }))) {
    throw new AppError('teams.alreadyInTeam');
  }
  await setRole(ctx, userId, role);
  await markJoinedByMail(ctx, userId, { finishSignup: role === 'PRACTICE_SCHEDULER' });
  const team = await repo.findTeam(ctx.db, teamId);
  if (!team) throw new AppError('teams.notFound');
  return team;
}

/** Seeds a practice: the owner's team with a member already on it (demo data). */
export async function seedTeamMember(
  ctx: AppContext,
  ownerUserId: string,
  member: { userId: string; role: repo.TeamRole },
) {
  const team = await ownTeam(ctx, ownerUserId);
  await addToTeam(ctx, team.id, member.userId, member.role);
}

/** The owner removes a member, who becomes the owner of their own practice again. */
export async function removeMember(
  ctx: AppContext,
  ownerUserId: string,
  path: { teamId: string; userId: string },
  origin: RequestOrigin,
) {
  const team = await repo.findTeam(ctx.db, path.teamId);
  if (!team || team.ownerUserId !== ownerUserId) throw new AppError('teams.ownerOnly');
  if (path.userId === team.ownerUserId) throw new AppError('teams.cannotRemoveOwner');
  await inTransaction(ctx, async (tx) => {
    if (!(await repo.deleteMember(tx.db, team.id, path.userId))) {
      throw new AppError('teams.notFound');
    }
    await setRole(tx, path.userId, null);
    await tx.audit.record({
      action: 'team.remove_member',
      outcome: 'success',
      actorUserId: ownerUserId,
      subjectUserId: path.userId,
      origin,
      detail: { team_id: team.id },
    });
  });
  return describeTeam(ctx, team);
}

/**
 * Whom a request acts for (§6 on_behalf_of): the caller, or the owner of the caller's team
 * when named. Anyone else is refused.
 */
export async function actingFor(
  ctx: AppContext,
  principal: Principal,
  onBehalfOf: string | undefined,
): Promise<string> {
  if (!onBehalfOf || onBehalfOf === principal.userId) return principal.userId;
  const membership = await repo.findMembership(ctx.db, principal.userId);
  const team = membership ? await repo.findTeam(ctx.db, membership.teamId) : undefined;
  if (team?.ownerUserId !== onBehalfOf) throw new AppError('teams.notOnBehalf');
  return onBehalfOf;
}

/**
 * The people of the practice `userId` owns (owner and members), each since they joined, for
 * the practice's audit events: what a member did before joining is their own business. A
 * professional without a team is a practice of one. Members who do not own it are refused:
 * the log shows what everyone in the practice did. A removed member's reads of the practice's
 * data stay in it (their subject is the owner); their own account's events leave with them.
 */
export async function practicePeopleOwnedBy(
  ctx: AppContext,
  userId: string,
): Promise<PracticePerson[]> {
  const membership = await repo.findMembership(ctx.db, userId);
  if (!membership) return [{ userId, since: null }];
  const team = await repo.findTeam(ctx.db, membership.teamId);
  if (team?.ownerUserId !== userId) throw new AppError('teams.ownerOnlyAudit');
  return (await repo.listMembers(ctx.db, team.id)).map((member) => ({
    userId: member.userId,
    since: member.userId === userId ? null : member.joinedAt,
  }));
}

export type PracticePerson = { userId: string; since: Date | null };

/** How a team member acting for the owner is named in the owner's access log. */
export const teamRoleWords = (role: repo.TeamRole) =>
  role === 'PRACTICE_SCHEDULER' ? 'practice scheduler' : 'practice member';

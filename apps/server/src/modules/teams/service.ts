import { displayName, type Team } from '@orchid/contracts';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/db/transaction';
import type { Principal } from '../../platform/http/access';
import { AppError } from '../../platform/http/app-error';
import { renewUserSockets } from '../../platform/live/live-control';
import { accountSummary, markJoinedByMail, setRole } from '../accounts/profile-names';
import { findNames } from '../accounts/users';
import { businessNameOf } from '../professionals/service';
import * as repo from './repo';

export async function describeTeam(ctx: AppContext, team: repo.TeamRow): Promise<Team> {
  const [members, name] = await Promise.all([
    repo.listMembers(ctx.db, team.id),
    practiceName(ctx, team.ownerUserId),
  ]);
  // Everyone's name in one read, not one per member.
  const people = new Map(
    (
      await findNames(
        ctx.db,
        members.map((member) => member.userId),
      )
    ).map((p) => [p.id, p]),
  );
  const described = members.map((member) => {
    const account = people.get(member.userId);
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
  });
  return { id: team.id, name, members: described };
}

/**
 * A practice's name: the business name its owner gave (onboarding's business_entity_name),
 * or else the owner's own name. Read when needed, so a changed business name shows at once.
 */
export async function practiceName(ctx: AppContext, ownerUserId: string): Promise<string> {
  const business = (await businessNameOf(ctx, ownerUserId))?.trim();
  if (business) return business;
  const owner = await accountSummary(ctx, ownerUserId);
  return `${owner.firstName} ${owner.lastName}`.trim() || 'My practice';
}

/** A team, to its members only: anyone else is told it does not exist. */
export async function teamFor(ctx: AppContext, userId: string, teamId: string) {
  const membership = await repo.findMembership(ctx.db, userId);
  const team = membership?.teamId === teamId ? await repo.findTeam(ctx.db, teamId) : undefined;
  if (!team) throw new AppError('teams.notFound');
  return describeTeam(ctx, team);
}

/** The practice the owner manages; created, with the owner as its first member, on first use. */
export async function ownTeam(ctx: AppContext, ownerUserId: string) {
  const owned = await repo.findTeamOwnedBy(ctx.db, ownerUserId);
  if (owned) return owned;
  if (await repo.findMembership(ctx.db, ownerUserId)) {
    throw new AppError('teams.ownerOnly');
  }
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const team = await repo.insertTeam(tx, { ownerUserId, createdAt: now });
    await repo.insertMember(tx, {
      teamId: team.id,
      userId: ownerUserId,
      role: 'OWNER',
      joinedAt: now,
    });
    return team;
  });
}

/**
 * Puts a professional on a team with a role (which becomes the account's role). A scheduler
 * has no clinical onboarding to do, so their sign-up is finished. Use in a transaction.
 */
export async function addToTeam(
  ctx: AppContext,
  teamId: string,
  userId: string,
  role: repo.TeamRole,
) {
  const now = ctx.clock.now();
  if (!(await repo.insertMember(ctx.db, { teamId, userId, role, joinedAt: now }))) {
    throw new AppError('teams.alreadyInTeam');
  }
  await setRole(ctx, userId, role);
  // Their open sockets start hearing the practice's events.
  await renewUserSockets(ctx.live, userId);
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
    // Their open sockets stop hearing the practice's events.
    await renewUserSockets(tx.live, path.userId);
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

/** The owner of the practice a professional works in: their team's owner, or themselves. */
export async function practiceOwnerOf(ctx: AppContext, userId: string): Promise<string> {
  const membership = await repo.findMembership(ctx.db, userId);
  const team = membership ? await repo.findTeam(ctx.db, membership.teamId) : undefined;
  return team?.ownerUserId ?? userId;
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

/** The schedulers of the practice `ownerUserId` owns (none for a practice of one). */
export async function practiceSchedulers(ctx: AppContext, ownerUserId: string) {
  const team = await repo.findTeamOwnedBy(ctx.db, ownerUserId);
  if (!team) return [];
  const members = await repo.listMembers(ctx.db, team.id);
  return members
    .filter((member) => member.role === 'PRACTICE_SCHEDULER')
    .map((member) => member.userId);
}

import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/db/transaction';
import type { Principal } from '../../platform/http/access';
import { AppError } from '../../platform/http/app-error';
import type { SessionRead } from '../../platform/http/session-reads';
import * as repo from './repo';
import { ACCESS_TOKEN_TTL_MS } from './sessions';

// Guardians acting for minors (§4 "Acting as a minor", §6). A minor is a user without an
// e-mail or password: only a guardian's session can act for it, and only while renewed.

type Relationship = (typeof repo.guardianshipRelationships)[number];

export type NewMinor = {
  firstName: string;
  lastName: string;
  preferredFirstName: string | null;
  relationship: Relationship;
};

/** Creates a minor's user and links the guardian (who pays for its care). Use in a transaction. */
export async function createMinorAccount(ctx: AppContext, guardianUserId: string, minor: NewMinor) {
  const now = ctx.clock.now();
  const user = await repo.insertUser(ctx.db, {
    userType: 'member',
    firstName: minor.firstName,
    lastName: minor.lastName,
    preferredFirstName: minor.preferredFirstName,
    signupFormFinished: true,
    passwordChangedAt: now,
    createdAt: now,
    modifiedAt: now,
  });
  if (!user) throw new Error('a minor without e-mail cannot conflict');
  await repo.insertGuardianship(ctx.db, {
    guardianUserId,
    minorUserId: user.id,
    relationship: minor.relationship,
    createdAt: now,
  });
  return user;
}

type MinorRow = Awaited<ReturnType<typeof repo.findMinorsOf>>[number];

/** A minor in the spec's Minor shape (§3), with its relationship to the guardian. */
const asMinor = (guardianUserId: string, { relationship, ...minor }: MinorRow) => ({
  first_name: minor.firstName,
  last_name: minor.lastName,
  orchid_user_id: minor.id,
  preferred_first_name: minor.preferredFirstName,
  billing_user_id: guardianUserId,
  relationship,
});

/** The minors of a guardian in the spec's Minor shape (§3), with their relationship. */
export async function minorsOf(ctx: AppContext, guardianUserId: string) {
  const rows = await repo.findMinorsOf(ctx.db, guardianUserId);
  return rows.map((row) => asMinor(guardianUserId, row));
}

/** The signed-in guardian's minors, read with the session (every member's user_info asks). */
export const minorsRead: SessionRead<ReturnType<typeof asMinor>[]> = {
  name: 'minors',
  // Only members are guardians.
  onlyFor: 'member',
  select: repo.minorsJson,
  parse: (json) =>
    (json as (MinorRow & { guardianUserId: string })[]).map(({ guardianUserId, ...row }) =>
      asMinor(guardianUserId, row),
    ),
};

const actingUntil = (ctx: AppContext) => new Date(ctx.clock.now().getTime() + ACCESS_TOKEN_TTL_MS);

/** Starts acting for a minor. Only the minor's own guardian may; anyone else gets 403, logged. */
export async function switchToMinor(
  ctx: AppContext,
  principal: Principal,
  path: { guardianId: string; minorId: string },
  origin: RequestOrigin,
) {
  const allowed =
    principal.userId === path.guardianId &&
    (await repo.findGuardianship(ctx.db, path.guardianId, path.minorId)) !== undefined;
  const switchEvent = {
    action: 'minor.switch',
    actorUserId: principal.userId,
    subjectUserId: path.minorId,
    origin,
  } as const;
  if (!allowed) {
    await ctx.audit.record({
      ...switchEvent,
      outcome: 'denied',
      detail: { actor_role: 'not a guardian' },
    });
    throw new AppError('members.notYourMinor');
  }
  const until = actingUntil(ctx);
  await inTransaction(ctx, async (tx) => {
    await repo.updateSession(tx.db, principal.sessionId, {
      actingMinorUserId: path.minorId,
      actingUntil: until,
    });
    await tx.audit.record({
      ...switchEvent,
      outcome: 'success',
      detail: { actor_role: 'guardian' },
    });
  });
  return { guardian_token_exp: until.toISOString(), current_minor_user_id: path.minorId };
}

export async function switchBackToGuardian(ctx: AppContext, principal: Principal) {
  await repo.updateSession(ctx.db, principal.sessionId, {
    actingMinorUserId: null,
    actingUntil: null,
  });
}

/** Renews acting for the minor, as the access cookie is renewed. */
export async function renewActing(ctx: AppContext, principal: Principal) {
  if (!principal.acting) throw new AppError('members.notActing');
  const until = actingUntil(ctx);
  await repo.updateSession(ctx.db, principal.sessionId, { actingUntil: until });
  return { guardian_token_exp: until.toISOString(), current_minor_user_id: principal.userId };
}

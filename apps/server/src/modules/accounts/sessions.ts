import { INACTIVITY_LIMIT_MS } from '@orchid/contracts';
import { type AuditEvent, auditRow, type RequestOrigin } from '../../platform/audit/audit';
import { randomToken, sha256 } from '../../platform/crypto/secrets';
import { inTransaction } from '../../platform/db/transaction';
import type { Principal } from '../../platform/http/access';
import { AppError } from '../../platform/http/app-error';
import type { SessionRead } from '../../platform/http/session-reads';
import { endSessionSockets, endUserSockets } from '../../platform/live/live-control';
import { signAccessToken, verifyAccessToken } from './access-token';
import type { AccountsContext } from './context';
import * as repo from './repo';

/** The access cookie is short-lived; the refresh cookie renews it. */
export const ACCESS_TOKEN_TTL_MS = 15 * 60_000;
/** Remember me keeps a session 30 days; without it the cookies end with the browser. */
export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60_000;
/** A browser session cannot be seen from the server; it is capped at 12 hours. */
export const BROWSER_SESSION_MS = 12 * 60 * 60_000;
/**
 * Two tabs may renew with the same refresh cookie at once; the loser presents the token just
 * rotated away. Within this grace it gets an access cookie; later, it is a replay.
 */
export const ROTATION_GRACE_MS = 10_000;
/** last_seen_at is written at most this often, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/** What a session hands the browser as cookies. */
export type SessionCookies = {
  accessToken: string;
  accessExpiresAt: Date;
  /** Absent when the browser already holds the current refresh token. */
  refreshToken?: string;
  rememberMe: boolean;
  expiresAt: Date;
};

function accessFor(ctx: AccountsContext, sessionId: string, expiresAt: Date) {
  const now = ctx.clock.now().getTime();
  const accessExpiresAt = new Date(Math.min(now + ACCESS_TOKEN_TTL_MS, expiresAt.getTime()));
  const accessToken = signAccessToken(ctx.accessKey, {
    sid: sessionId,
    exp: accessExpiresAt.getTime(),
  });
  return { accessToken, accessExpiresAt };
}

export async function startSession(
  ctx: AccountsContext,
  userId: string,
  options: { rememberMe: boolean; origin: RequestOrigin; audit?: AuditEvent },
): Promise<SessionCookies> {
  const now = ctx.clock.now();
  const refreshToken = randomToken();
  const expiresAt = new Date(
    now.getTime() + (options.rememberMe ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS),
  );
  const session = {
    userId,
    refreshTokenHash: sha256(refreshToken),
    rememberMe: options.rememberMe,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: options.origin.ip,
    userAgent: options.origin.userAgent,
  };
  const sessionId = options.audit
    ? await repo.insertSessionWithAudit(ctx.db, session, auditRow(options.audit, now))
    : (await repo.insertSession(ctx.db, session)).id;
  return {
    ...accessFor(ctx, sessionId, expiresAt),
    refreshToken,
    rememberMe: options.rememberMe,
    expiresAt,
  };
}

/** Why a live-looking session no longer counts, or undefined when it does. */
function endedBecause(
  session: Pick<repo.UserSession, 'revokedAt' | 'revokedReason' | 'expiresAt' | 'lastSeenAt'>,
  now: Date,
): string | undefined {
  if (session.revokedAt) return session.revokedReason ?? 'revoked';
  if (session.expiresAt <= now) return 'expired';
  if (now.getTime() - session.lastSeenAt.getTime() > INACTIVITY_LIMIT_MS) return 'idle';
  return undefined;
}

/** The signed-in user behind an access cookie, or undefined. Idle sessions end here. */
export async function authenticate(
  ctx: AccountsContext,
  accessToken: string | undefined,
  reads: readonly SessionRead<unknown>[] = [],
): Promise<Principal | undefined> {
  if (!accessToken) return undefined;
  const now = ctx.clock.now();
  const claims = verifyAccessToken(ctx.accessKey, accessToken, now);
  if (!claims) return undefined;
  // One read: the session, its user's row and the route's session reads.
  const found = await repo.findSignedIn(ctx.db, claims.sid, reads);
  if (!found) return undefined;
  const { session, user } = found;
  const ended = endedBecause(session, now);
  if (ended) {
    if (ended === 'idle' && !session.revokedAt) await revokeSession(ctx, session.id, 'idle');
    return undefined;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await repo.updateSession(ctx.db, session.id, { lastSeenAt: now });
  }
  const principal: Principal = {
    userId: session.userId,
    sessionId: session.id,
    userType: user.userType,
    role: user.role ?? 'OWNER',
    user,
    reads: found.reads,
  };
  // Acting for a minor lasts while it is renewed; once lapsed the guardian is themselves again.
  if (session.actingMinorUserId && session.actingUntil && session.actingUntil > now) {
    return {
      sessionId: session.id,
      userId: session.actingMinorUserId,
      userType: 'member',
      role: 'OWNER',
      acting: { guardianUserId: session.userId, guardian: user, until: session.actingUntil },
    };
  }
  return principal;
}

const sessionExpired = () => new AppError('platform.sessionEnded');

/**
 * Renews the access cookie with the refresh cookie, which rotates. A refresh token seen
 * again after its rotation (outside the grace) means it was copied: the session ends.
 */
export async function renewSession(
  ctx: AccountsContext,
  refreshToken: string | undefined,
  origin: RequestOrigin,
): Promise<SessionCookies> {
  if (!refreshToken) throw sessionExpired();
  const now = ctx.clock.now();
  const presented = sha256(refreshToken);
  const session = await repo.findSessionByRefreshHash(ctx.db, presented);
  if (!session || endedBecause(session, now)) throw sessionExpired();

  const base = { rememberMe: session.rememberMe, expiresAt: session.expiresAt };
  if (session.refreshTokenHash === presented) {
    const next = randomToken();
    if (
      await repo.rotateRefreshToken(ctx.db, session.id, presented, { hash: sha256(next), at: now })
    ) {
      return { ...accessFor(ctx, session.id, session.expiresAt), refreshToken: next, ...base };
    }
    // Another renewal rotated it a moment ago: this one is the racing twin.
    return { ...accessFor(ctx, session.id, session.expiresAt), ...base };
  }
  const rotatedAgo = session.rotatedAt ? now.getTime() - session.rotatedAt.getTime() : Infinity;
  if (rotatedAgo <= ROTATION_GRACE_MS) {
    return { ...accessFor(ctx, session.id, session.expiresAt), ...base };
  }
  await inTransaction(ctx, async (tx) => {
    await revokeSession(tx, session.id, 'refresh_token_reuse');
    await tx.audit.record({
      action: 'session.refresh_token_reuse',
      outcome: 'denied',
      subjectUserId: session.userId,
      origin,
    });
  });
  throw sessionExpired();
}

/** Ends a session, and its open live sockets (on commit, when `ctx` is a transaction's). */
export async function revokeSession(ctx: AccountsContext, sessionId: string, reason: string) {
  await repo.updateSession(ctx.db, sessionId, {
    revokedAt: ctx.clock.now(),
    revokedReason: reason,
  });
  await endSessionSockets(ctx.live, sessionId);
}

/** Ends every session of a user but `keep`, and their open live sockets. */
export async function revokeUserSessions(
  ctx: AccountsContext,
  userId: string,
  reason: string,
  keep?: string,
) {
  await repo.revokeUserSessions(ctx.db, userId, ctx.clock.now(), reason, keep);
  await endUserSockets(ctx.live, userId, keep);
}

/** The session a refresh cookie belongs to, if any (logout without an access cookie). */
export async function sessionOfRefreshToken(ctx: AccountsContext, refreshToken: string) {
  return repo.findSessionByRefreshHash(ctx.db, sha256(refreshToken));
}

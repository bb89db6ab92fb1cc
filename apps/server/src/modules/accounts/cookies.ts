import type { CookieSerializeOptions } from '@fastify/cookie';
import { SESSION_MARKER_COOKIE } from '@orchid/contracts/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookies } from './sessions';

export const ACCESS_COOKIE = 'orchid_access';
export const REFRESH_COOKIE = 'orchid_refresh';
/** The refresh cookie goes only to the calls that renew or end a session. */
const REFRESH_PATH = '/api/login/v1';

const base = (secure: boolean): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure,
});

/**
 * Sets the session cookies. Without remember me they carry no lifetime, so the browser drops
 * them when it closes; with it the refresh cookie lasts as long as the session.
 */
export function setSessionCookies(
  reply: FastifyReply,
  cookies: SessionCookies,
  { secure, now }: { secure: boolean; now: Date },
) {
  const seconds = (until: Date) =>
    Math.max(0, Math.floor((until.getTime() - now.getTime()) / 1000));
  reply.setCookie(ACCESS_COOKIE, cookies.accessToken, {
    ...base(secure),
    path: '/',
    ...(cookies.rememberMe ? { maxAge: seconds(cookies.accessExpiresAt) } : {}),
  });
  const sessionLifetime = cookies.rememberMe ? { maxAge: seconds(cookies.expiresAt) } : {};
  if (cookies.refreshToken) {
    reply.setCookie(REFRESH_COOKIE, cookies.refreshToken, {
      ...base(secure),
      path: REFRESH_PATH,
      ...sessionLifetime,
    });
  }
  // Readable by the page, and holding nothing secret: it only tells the web that a session
  // may exist, so a guest's pages ask for no user info or renewal.
  reply.setCookie(SESSION_MARKER_COOKIE, '1', {
    ...base(secure),
    httpOnly: false,
    path: '/',
    ...sessionLifetime,
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(ACCESS_COOKIE, { ...base(secure), path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base(secure), path: REFRESH_PATH });
  reply.clearCookie(SESSION_MARKER_COOKIE, { ...base(secure), httpOnly: false, path: '/' });
}

/**
 * The marker for sessions begun before it existed: a request that carries the access cookie
 * (sent to every path: the app's page and the API) but no marker gets it, for as long as the
 * browser runs; the next sign-in or renewal sets it with the session's lifetime. Without it
 * the web would ask nothing and show such a person signed out until they signed in again.
 *
 * The access cookie's presence is enough, valid or not: an expired access token may still be
 * renewed (the refresh cookie only reaches /api/login/v1, so it is not seen here), and a
 * session that has ended costs one refused user_info and renewal, after which the renewal's
 * answer clears every session cookie. A remember-me session whose access cookie has expired
 * (after 15 minutes) leaves only its refresh cookie, sent to /api/login/v1 alone: the web asks
 * POST session_marker there once per browser (routes.ts).
 */
export function backfillSessionMarker(secure: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.cookies[ACCESS_COOKIE] === undefined) return;
    if (request.cookies[SESSION_MARKER_COOKIE] !== undefined) return;
    setSessionMarker(reply, secure);
  };
}

/** The marker alone, for as long as the browser runs (POST session_marker and the backfill). */
export function setSessionMarker(reply: FastifyReply, secure: boolean) {
  reply.setCookie(SESSION_MARKER_COOKIE, '1', { ...base(secure), httpOnly: false, path: '/' });
}

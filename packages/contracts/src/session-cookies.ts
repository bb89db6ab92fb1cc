// Session constants shared by the server and the web (§4, §9). Plain values without zod, so
// the web's first page reads them without loading the schemas of accounts.ts.

/** Inactivity limit: 59 minutes. The web logs out; the server ends the session row. */
export const INACTIVITY_LIMIT_MS = 3_540_000;
/** The last-activity cookie lives 30 days. */
export const LAST_ACTIVITY_COOKIE_MAX_AGE_S = 2_592_000;
export const INACTIVITY_CHECK_INTERVAL_MS = 60_000;
export const LAST_ACTIVITY_COOKIE = 'orchid_last_activity';
/**
 * A cookie the page can read that says a session may exist (its tokens are HttpOnly): the
 * server sets it with the session cookies, with the same lifetime, and clears it with them.
 * Without it the web knows nobody is signed in and asks for no user info or renewal.
 */
export const SESSION_MARKER_COOKIE = 'orchid_session';
/**
 * Where a browser without the marker asks, once, whether it holds a session begun before the
 * marker existed: under the refresh cookie's path, the one place that cookie is sent.
 */
export const SESSION_MARKER_PATH = '/api/login/v1/session_marker';

import type { LiveMessage, LivePublisher } from './live-events';

// What ends or renews the open sockets of a session or a person, sent through the same live
// events (so it reaches the sockets on every server, and only once the change commits). It
// goes to audiences of its own, never a person's, so no browser is sent it: the socket reads
// it and closes.

/** Close code: the session ended (signed out, revoked); the browser's next try is refused. */
export const SESSION_ENDED = 4001;

export const liveAudiences = {
  /** The sockets of one session. */
  session: (sessionId: string) => `session:${sessionId}`,
  /** The sockets of every session of one account (a guardian's, while acting for a minor). */
  sessionsOf: (userId: string) => `sessions-of:${userId}`,
};

export type LiveControl =
  | { type: 'live.session_ended'; except_session?: string }
  | { type: 'live.audiences_changed' };

export function isLiveControl(message: LiveMessage): message is LiveControl {
  return message.type === 'live.session_ended' || message.type === 'live.audiences_changed';
}

/** Ends the sockets of one session. */
export function endSessionSockets(live: LivePublisher, sessionId: string) {
  return live.publish([liveAudiences.session(sessionId)], { type: 'live.session_ended' });
}

/** Ends the sockets of every session of a user, but `keep`'s. */
export function endUserSockets(live: LivePublisher, userId: string, keep?: string) {
  return live.publish([liveAudiences.sessionsOf(userId)], {
    type: 'live.session_ended',
    ...(keep && { except_session: keep }),
  });
}

/**
 * Whose events a user's sockets receive changed (they joined or left a practice): the sockets
 * close with "reconnect now", and the next upgrade listens to the audiences of today.
 */
export function renewUserSockets(live: LivePublisher, userId: string) {
  return live.publish([liveAudiences.sessionsOf(userId)], { type: 'live.audiences_changed' });
}

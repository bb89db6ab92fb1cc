import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { principalOf } from '../../platform/http/access';
import { AppError } from '../../platform/http/app-error';
import { allowedOrigins } from '../../platform/http/origin-check';
import { isLiveControl, liveAudiences, SESSION_ENDED } from '../../platform/live/live-control';
import type { LiveEvents } from '../../platform/live/live-events';
import { practiceOwnerOf } from '../teams/service';

/** The spec's real-time channel (§4 "Real-time channel"). */
export const LIVE_SOCKET_PATH = '/instant_messaging/ws';

/**
 * How long one socket lives. The guard signs it in once, at the upgrade; closing it now and
 * then (the browser reconnects at once) makes the next upgrade check the session again, so a
 * session ended elsewhere stops receiving within this time.
 */
export const SOCKET_LIFETIME_MS = 10 * 60_000;
/** Close code asking the browser to reconnect at once: the lifetime is up. */
export const RECONNECT_NOW = 4000;

/**
 * /instant_messaging/ws: a cookie-signed-in WebSocket that sends the person the live updates
 * meant for them (JSON text frames), as the server publishes them: their own as a client (a
 * minor's while acting for one), and their practice's (a team member gets the owner's). The
 * browser sends nothing; a first `{type: 'ready'}` says it is listening.
 */
export async function liveUpdateRoutes(
  app: FastifyInstance,
  { ctx, live, publicUrl }: { ctx: AppContext; live: LiveEvents; publicUrl: string },
) {
  // Registered here, not for the whole app: the plugin adds an onRequest and an onResponse hook
  // and wraps the handler of every route in its context, which cost every other route about
  // a third of its requests a second (the bench's /healthz: 21,000 against 36,000).
  await app.register(websocket, { options: { maxPayload: 1024 } });
  const origins = allowedOrigins(publicUrl);
  app.get(
    LIVE_SOCKET_PATH,
    {
      websocket: true,
      config: { access: 'signed-in', minorSession: 'allowed' },
      schema: { hide: true },
      // Browsers send the page's origin with every WebSocket: another site's page must not
      // open one with our cookies (cross-site WebSocket hijacking).
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (!origin || !origins.has(origin)) throw new AppError('platform.crossOrigin');
      },
    },
    async (socket, request) => {
      const principal = principalOf(request);
      const audiences = [principal.userId];
      if (principal.userType === 'orchid_pro') {
        const owner = await practiceOwnerOf(ctx, principal.userId);
        if (owner !== principal.userId) audiences.push(owner);
      }
      // The session's own: what ends it, or changes whose events it hears, reaches it there.
      const sessionOwner = principal.acting?.guardianUserId ?? principal.userId;
      const control = [
        liveAudiences.session(principal.sessionId),
        liveAudiences.sessionsOf(sessionOwner),
      ];
      await live.ready();
      if (socket.readyState !== socket.OPEN) return;
      const stop = live.listen([...audiences, ...control], (message) => {
        if (socket.readyState !== socket.OPEN) return;
        if (!isLiveControl(message)) {
          socket.send(JSON.stringify(message));
        } else if (message.type === 'live.audiences_changed') {
          stop();
          socket.close(RECONNECT_NOW, 'reconnect');
        } else if (message.except_session !== principal.sessionId) {
          stop();
          socket.close(SESSION_ENDED, 'session ended');
        }
      });
      const lifetime = setTimeout(
        () => socket.close(RECONNECT_NOW, 'reconnect'),
        SOCKET_LIFETIME_MS,
      );
      lifetime.unref();
      socket.on('close', () => {
        clearTimeout(lifetime);
        stop();
      });
      // Nothing is read from the browser.
      socket.on('message', () => {});
      socket.send(JSON.stringify({ type: 'ready' }));
    },
  );
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Who may call a route. Every route states it (a route without one stops start-up).
 * - public: anyone, signed in or not.
 * - dev-only: developer tools (mailbox, error reports); registered only outside production
 *   and answered only to the machine itself.
 * Signed-in, user-type, role and plan guards join this list with the accounts issue.
 */
export type Access = 'public' | 'dev-only';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** Routes that plugins register themselves (the docs UI's assets). */
const pluginOwnedPrefixes = ['/api/docs'];

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function fromThisMachine(request: FastifyRequest): boolean {
  // The socket address, not request.ip: a forwarded-for header must not unlock dev tools.
  return loopback.has(request.socket.remoteAddress ?? '');
}

export const accessGuard = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) {
      if (pluginOwnedPrefixes.some((prefix) => route.url.startsWith(prefix))) return;
      throw new Error(`${route.method} ${route.url} must declare who may call it (config.access)`);
    }
    // Guards run only on the routes that need them, not as a global hook on every request.
    if (access === 'dev-only') {
      route.onRequest = [...toArray(route.onRequest), onlyFromThisMachine];
    }
  });
});

async function onlyFromThisMachine(request: FastifyRequest, reply: FastifyReply) {
  if (!fromThisMachine(request)) return reply.code(404).send({ detail: 'Not Found' });
}

const toArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** A one-line description of the guard for the OpenAPI document. */
export function describeAccess(access: Access): string {
  return access === 'public'
    ? 'Who may call: anyone.'
    : 'Who may call: developers on this machine.';
}

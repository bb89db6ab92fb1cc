import { randomUUID } from 'node:crypto';
import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { DestinationStream } from 'pino';
import { pathForLog } from './log-safety';

/**
 * One line per request, when it ends, with its method, path, status and time (a line on arrival
 * as well doubled the logging of every request). Request lines never carry an error object: the
 * error handler already logged a safe description of it, and the raw error can hold SQL
 * parameters.
 */
class SafeLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(_error: unknown, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    reply.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

/** Fields that hold secrets wherever they appear one level down in a log object. */
const secretFields = [
  'password',
  'new_password',
  'current_password',
  'token',
  'mfa_code',
  'card_number',
  'cvc',
  'cookie',
  'authorization',
  'set-cookie',
] as const;

/**
 * Replaces a secret field one level down (`{ body: { password } }`) with '[redacted]', copying
 * rather than changing the logged object. pino's wildcard redaction (`*.password`) did the same
 * at about 8 µs a line, a noticeable part of a small request; this is a few property lookups.
 */
export function redactSecrets(object: Record<string, unknown>): Record<string, unknown> {
  let redacted: Record<string, unknown> | undefined;
  for (const key in object) {
    const value = object[key];
    if (value === null || typeof value !== 'object') continue;
    for (const field of secretFields) {
      // A method of that name (a reply's cookie()) is not a secret; a value is.
      if (!(field in value) || typeof (value as Record<string, unknown>)[field] === 'function') {
        continue;
      }
      redacted ??= { ...object };
      redacted[key] = { ...(redacted[key] as object), [field]: '[redacted]' };
    }
  }
  return redacted ?? object;
}

/**
 * pino through Fastify: one request id per request (also sent back as x-request-id), and
 * nothing secret in a line: requests are logged by method and path only (no query string,
 * headers or body), replies by status, and any header or body field that slips into a log
 * object one level down is redacted.
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  return {
    genReqId: () => randomUUID(),
    logController: new SafeLogController({ requestIdLogLabel: 'request_id' }),
    logger: {
      level,
      ...(stream ? { stream } : {}),
      // No pino `redact` paths (4 µs a line): requests and replies are logged by the
      // serializers below without their headers, and headers logged under any other key lose
      // their cookies and authorization in redactSecrets.
      formatters: { log: redactSecrets },
      serializers: {
        req: (req: { method: string; url: string }) => ({
          method: req.method,
          url: pathForLog(req.url),
        }),
      },
    },
  };
}

import { randomUUID } from 'node:crypto';
import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
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

/**
 * pino through Fastify: one request id per request (also sent back as x-request-id), and
 * nothing secret in a line: requests are logged by method and path only (no query string,
 * headers or body), and any header or body field that slips into a log object is redacted.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  return {
    genReqId: () => randomUUID(),
    logController: new SafeLogController({ requestIdLogLabel: 'request_id' }),
    logger: {
      level,
      ...(stream ? { stream } : {}),
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.new_password',
          '*.current_password',
          '*.token',
          '*.mfa_code',
          '*.card_number',
          '*.cvc',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (req: { method: string; url: string }) => ({
          method: req.method,
          url: pathForLog(req.url),
        }),
      },
    },
  };
}

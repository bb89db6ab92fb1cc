import type { ErrorBody, ErrorItem } from '@orchid/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { databaseErrorCode, sqlState } from './database-errors';
import { describeErrorForLog } from './log-safety';

/** Where a validation problem was found, named as the spec's `loc` does (FastAPI style). */
const locationNames: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

function validationItems(error: FastifyError): ErrorItem[] {
  const where = locationNames[error.validationContext ?? 'body'] ?? 'body';
  return (error.validation ?? []).map((item) => ({
    msg: item.message ?? 'Invalid value',
    loc: [
      where,
      ...item.instancePath
        .split('/')
        .filter(Boolean)
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    ],
  }));
}

/** Every failure as a refusal with a code, so every answer carries one the web can decide on. */
function toAppError(error: FastifyError, databaseError: string | undefined): AppError {
  if (error instanceof AppError) return error;
  const databaseCode = databaseError ? databaseErrorCode(databaseError) : undefined;
  if (databaseCode) return new AppError(databaseCode);
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError('platform.invalidInput', validationItems(error));
  }
  if (error.statusCode === 413) return new AppError('platform.tooLarge');
  if (error.statusCode === 429) return new AppError('platform.tooManyRequests');
  if (
    error.statusCode &&
    error.statusCode >= 400 &&
    error.statusCode < 500 &&
    error.code?.startsWith('FST_')
  ) {
    // Fastify's own client errors (bad JSON, wrong content type) say nothing internal.
    return new AppError('platform.badRequest', error.message, error.statusCode);
  }
  return new AppError('platform.serverFailure');
}

/** How much of a refused body is read and dropped after its answer, before the line is cut. */
export const REFUSED_BODY_DRAIN_MAX = 64 * 1024 * 1024;

/**
 * A body refused before it was read (413): Fastify would close the connection at once, and a
 * client still sending then gets a reset and never reads the answer. Instead the rest is read
 * and dropped, up to REFUSED_BODY_DRAIN_MAX, and the connection may be used again.
 */
function drainUnreadBody(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  reply.removeHeader('connection');
  let drained = 0;
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > REFUSED_BODY_DRAIN_MAX) raw.socket.destroy();
  });
  raw.resume();
}

/**
 * One error handler for the whole app: every failure leaves as `{detail, code}` with a fitting
 * status, never with a stack trace, SQL or another record's data.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const databaseError = error instanceof AppError ? undefined : sqlState(error);
    if (databaseError) {
      request.log.error(
        { err: describeErrorForLog(error), sql_state: databaseError },
        'database error reached the error handler (a defect: check or map it in the service)',
      );
    }
    const refusal = toAppError(error, databaseError);
    const status = refusal.status;
    const body: ErrorBody = { detail: refusal.detail, code: refusal.code };
    if (status >= 500 && !databaseError) {
      request.log.error({ err: describeErrorForLog(error) }, 'request failed');
    } else {
      request.log.info({ status, code: error.code }, 'request refused');
    }
    if (status === 413) drainUnreadBody(request, reply);
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
});

import type { ErrorBody, ErrorItem } from '@orchid/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { databaseErrorAnswer, sqlState } from './database-errors';
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

const serverFailure = 'Something went wrong on our side. Please try again later.';

/**
 * One error handler for the whole app: every failure leaves as `{detail}` with a fitting
 * status, never with a stack trace, SQL or another record's data.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ErrorBody;
    const databaseError = error instanceof AppError ? undefined : sqlState(error);
    if (databaseError) {
      request.log.error(
        { err: describeErrorForLog(error), sql_state: databaseError },
        'database error reached the error handler (a defect: check or map it in the service)',
      );
    }
    const databaseAnswer = databaseError ? databaseErrorAnswer(databaseError) : undefined;
    if (databaseAnswer) {
      status = databaseAnswer.status;
      body = { detail: databaseAnswer.detail };
    } else if (error instanceof AppError) {
      status = error.status;
      body = { detail: error.detail, code: error.code };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 422;
      body = { detail: validationItems(error) };
    } else if (error.statusCode === 413) {
      status = 413;
      body = { detail: 'The request is too large.' };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { detail: 'Too many requests. Please wait a moment and try again.' };
    } else if (
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      error.code?.startsWith('FST_')
    ) {
      // Fastify's own client errors (bad JSON, wrong content type) say nothing internal.
      status = error.statusCode;
      body = { detail: error.message };
    } else {
      status = 500;
      body = { detail: serverFailure };
    }
    if (status >= 500 && !databaseError) {
      request.log.error({ err: describeErrorForLog(error) }, 'request failed');
    } else {
      request.log.info({ status, code: error.code }, 'request refused');
    }
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
});

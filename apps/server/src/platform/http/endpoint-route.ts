import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  type Endpoint,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  ErrorBodySchema,
  type FeatureName,
} from '@orchid/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access } from './access';
import type { SessionRead } from './session-reads';

type ParsedBody<E> =
  E extends Endpoint<infer B, z.ZodType, z.ZodType | undefined, z.ZodType | undefined>
    ? B extends z.ZodType
      ? z.output<B>
      : undefined
    : never;

export type EndpointRequest<E extends Endpoint> = FastifyRequest & {
  body: ParsedBody<E>;
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
};

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResponse<E>>;

type EndpointRouteOptions<E extends Endpoint> = {
  access: Access;
  /** Whether a guardian acting for a minor may call it; guardian-only by default. */
  minorSession?: 'allowed';
  /** A plan or role feature (§6) the caller must have. */
  feature?: FeatureName;
  /** What the handler reads of the signed-in user on every call, in the guard's query. */
  sessionReads?: readonly SessionRead<unknown>[];
  tags: string[];
  rateLimit?: RateLimitOptions;
  /** A larger body than the app's limit (an upload carried in the JSON), in bytes. */
  bodyLimit?: number;
  handler: EndpointHandler<E>;
};

/** Fastify's `:name` for the spec's `{name}` path placeholders. */
const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers a route from its contract: the body and path parameters are validated by the
 * contract's schemas, the answer goes through its response schema (which drops anything
 * undeclared), and the route states who may call it.
 */
export function addEndpointRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions<E>,
): void {
  app.route({
    method: endpoint.method,
    url: routePath(endpoint.path),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      summary: endpoint.summary,
      tags: options.tags,
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      response: {
        [endpoint.status]: endpoint.response,
        '4xx': ErrorBodySchema,
        '5xx': ErrorBodySchema,
      },
    },
    config: {
      access: options.access,
      ...(options.minorSession ? { minorSession: options.minorSession } : {}),
      ...(options.feature ? { feature: options.feature } : {}),
      ...(options.sessionReads ? { sessionReads: options.sessionReads } : {}),
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    handler: async (request, reply) => {
      const result = await options.handler(request as EndpointRequest<E>, reply);
      return reply.code(endpoint.status).send(result);
    },
  });
}

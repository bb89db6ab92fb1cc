import type { RateLimitOptions } from '@fastify/rate-limit';
import { type Endpoint, type EndpointResponse, ErrorBodySchema } from '@orchid/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access } from './access';

type ParsedBody<E> =
  E extends Endpoint<infer B, z.ZodType> ? (B extends z.ZodType ? z.output<B> : undefined) : never;

export type EndpointHandler<E extends Endpoint> = (
  request: FastifyRequest & { body: ParsedBody<E> },
  reply: FastifyReply,
) => Promise<EndpointResponse<E>>;

type EndpointRouteOptions<E extends Endpoint> = {
  access: Access;
  tags: string[];
  rateLimit?: RateLimitOptions;
  handler: EndpointHandler<E>;
};

/**
 * Registers a route from its contract: the body is validated by the contract's schema, the
 * answer goes through its response schema (which drops anything undeclared), and the route
 * states who may call it.
 */
export function addEndpointRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions<E>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: options.tags,
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        [endpoint.status]: endpoint.response,
        '4xx': ErrorBodySchema,
        '5xx': ErrorBodySchema,
      },
    },
    config: {
      access: options.access,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    handler: async (request, reply) => {
      const result = await options.handler(
        request as FastifyRequest & { body: ParsedBody<E> },
        reply,
      );
      return reply.code(endpoint.status).send(result);
    },
  });
}

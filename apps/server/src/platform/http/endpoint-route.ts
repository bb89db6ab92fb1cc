import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  type AuditAction,
  type Endpoint,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  ErrorBodySchema,
  type FeatureName,
  type UploadBody,
  type UploadEndpoint,
} from '@orchid/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { PracticeScope } from '../access/scope';
import { type RequestOrigin, requestOrigin } from '../audit/audit';
import type { Access, ClientsRead, Principal } from './access';
import type { SessionRead } from './session-reads';

type ParsedBody<E> =
  E extends Endpoint<infer B, z.ZodType, z.ZodType | undefined, z.ZodType | undefined>
    ? B extends z.ZodType
      ? z.output<B>
      : undefined
    : never;

/** An upload's body: the file's bytes as they came (checked by the module), and their type. */
export type UploadedFile = { body: unknown; contentType: string | undefined };

/** Who calls: nobody known on public routes, the signed-in principal on every other. */
type PrincipalOf<A extends Access> = A extends 'public' | 'dev-only' ? undefined : Principal;

/** What a route acts on: a practice's records, or nothing beyond the caller. */
type Scope = 'practice' | undefined;

/** The practice scope: on professionals' routes that declare it; members' calls have none. */
type ScopeOf<A extends Access, S> = S extends 'practice'
  ? A extends 'orchid_pro'
    ? PracticeScope
    : PracticeScope | undefined
  : undefined;

/** What a handler is called with: the validated input, and who calls, from where, on whose practice. */
export type EndpointContext<E extends Endpoint, A extends Access, S> = {
  body: E extends UploadEndpoint ? UploadedFile : ParsedBody<E>;
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  principal: PrincipalOf<A>;
  origin: RequestOrigin;
  scope: ScopeOf<A, S>;
  /** For the few routes that read cookies or headers the contract does not describe. */
  request: FastifyRequest;
  reply: FastifyReply;
};

export type EndpointHandler<E extends Endpoint, A extends Access, S> = (
  context: EndpointContext<E, A, S>,
) => Promise<EndpointResponse<E>>;

type EndpointRouteOptions<E extends Endpoint, A extends Access, S extends Scope> = {
  access: A;
  /** The route acts on a practice: the guard resolves `scope` (the own, or on_behalf_of's). */
  scope?: S;
  /** On a route members call too: the feature a professional needs for the practice's records. */
  practiceFeature?: FeatureName;
  /** A team member's read of the owner's records, which the guard records in their access log. */
  readByOther?: AuditAction;
  /**
   * A professional's read of clients' data, which the guard records in each client's access
   * log after a successful answer: the action, and the clients whose data the answer holds
   * (those it names, or the one its record is of).
   */
  clientsRead?: {
    action: AuditAction;
    clients: (
      answer: EndpointResponse<E>,
      context: { params: EndpointParams<E>; scope: ScopeOf<A, S> },
    ) => string[] | Promise<string[]>;
  };
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
  handler: EndpointHandler<E, A, S>;
};

/** Fastify's `:name` for the spec's `{name}` path placeholders. */
const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers a route from its contract: the body and path parameters are validated by the
 * contract's schemas, the answer goes through its response schema (which drops anything
 * undeclared), and the route states who may call it.
 */
export function addEndpointRoute<E extends Endpoint, A extends Access, S extends Scope = undefined>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions<E, A, S>,
): void {
  const upload = 'upload' in endpoint ? (endpoint.upload as UploadBody) : undefined;
  if (upload) acceptFiles(app, upload);
  const bodyLimit = upload ? uploadLimit(upload) : options.bodyLimit;
  app.route({
    method: endpoint.method,
    url: routePath(endpoint.path),
    ...(bodyLimit ? { bodyLimit } : {}),
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
      ...(options.scope ? { scope: options.scope } : {}),
      ...(options.practiceFeature ? { practiceFeature: options.practiceFeature } : {}),
      ...(options.readByOther ? { readByOther: options.readByOther } : {}),
      ...(options.clientsRead ? { clientsRead: clientsReadOf(options.clientsRead) } : {}),
      ...(upload ? { swaggerTransform: describeUpload(upload) } : {}),
    },
    handler: async (request, reply) => {
      const principal = request.principal ?? undefined;
      const context = {
        body: upload
          ? { body: request.body, contentType: request.headers['content-type'] }
          : request.body,
        params: request.params,
        query: request.query,
        principal,
        origin: requestOrigin(request),
        scope: principal?.scope,
        request,
        reply,
      } as unknown as EndpointContext<E, A, S>;
      const result = await options.handler(context);
      return reply.code(endpoint.status).send(result);
    },
  });
}

/**
 * Room over the allowed size, so a file a little too large gets the module's own message
 * rather than the general one.
 */
const uploadLimit = (upload: UploadBody) => upload.maxBytes * 2;

/**
 * Reads bodies of the upload's types as bytes. Fastify keeps parsers per plugin, so only the
 * routes of the plugin that registers an upload read such bodies.
 */
function acceptFiles(app: FastifyInstance, upload: UploadBody) {
  const types = upload.contentTypes.filter((type) => !app.hasContentTypeParser(type));
  if (types.length === 0) return;
  app.addContentTypeParser(
    types,
    { parseAs: 'buffer', bodyLimit: uploadLimit(upload) },
    (_request, body, done) => done(null, body),
  );
}

/** The OpenAPI document shows an upload's body as a file of its types. */
const describeUpload =
  (upload: UploadBody): typeof jsonSchemaTransform =>
  (input) => {
    const { schema, url } = jsonSchemaTransform(input);
    const file = { type: 'string', format: 'binary', maxLength: upload.maxBytes };
    return { schema: { ...schema, consumes: [...upload.contentTypes], body: file }, url };
  };

/** The route's typed `clientsRead` as the guard calls it, with the answer and the request. */
function clientsReadOf<E extends Endpoint, A extends Access, S extends Scope>({
  action,
  clients,
}: NonNullable<EndpointRouteOptions<E, A, S>['clientsRead']>): ClientsRead {
  return {
    action,
    clients: (answer, request) =>
      clients(answer as EndpointResponse<E>, {
        params: request.params as EndpointParams<E>,
        scope: request.principal?.scope as ScopeOf<A, S>,
      }),
  };
}

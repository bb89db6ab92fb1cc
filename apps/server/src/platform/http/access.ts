import type { AuditAction, FeatureName } from '@orchid/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type PracticeScope, teamRoleWords } from '../access/scope';
import { type AuditLog, recordReadsByOther, requestOrigin } from '../audit/audit';
import { AppError } from './app-error';
import { type SessionRead, uniqueReads } from './session-reads';

/**
 * Who may call a route. Every route states it (a route without one stops start-up).
 * - public: anyone, signed in or not.
 * - dev-only: developer tools (mailbox, error reports); registered only outside production
 *   and answered only to the machine itself.
 * - signed-in: any signed-in user; member / orchid_pro: only that user type.
 * - operator: the platform's operators (users.operator_since set, `npm run grant-operator`),
 *   as themselves, never while acting for a minor: the operator's desk, /api/admin/v1/...
 * Role and plan guards are `feature` (below).
 */
export type Access = 'public' | 'dev-only' | 'signed-in' | 'member' | 'orchid_pro' | 'operator';

/**
 * The signed-in user's own row, as the guard read it with the session (one query): the columns
 * user_info and the plan rules need, so the hottest routes do not read the user again. As it
 * was when the request began: a handler that changes the user reads it anew.
 */
export type SignedInUser = {
  id: string;
  userType: 'member' | 'orchid_pro';
  role: 'OWNER' | 'PRACTICE_SCHEDULER' | null;
  firstName: string;
  lastName: string;
  preferredFirstName: string | null;
  email: string | null;
  emailConfirmedAt: Date | null;
  signupFormFinished: boolean;
  signupChannel: string | null;
  isTestUser: boolean;
  timezone: string | null;
  profileApproved: boolean;
  aiFreeTrialStartAt: Date | null;
  mfaEnabledAt: Date | null;
  /** Set for the platform's operators (the 'operator' access kind). */
  operatorSince: Date | null;
  createdAt: Date;
  modifiedAt: Date;
};

/** The signed-in caller, as the guard found them. */
export type Principal = {
  /** Whom the request acts as: the user, or the minor a guardian acts for. */
  userId: string;
  sessionId: string;
  userType: 'member' | 'orchid_pro';
  role: 'OWNER' | 'PRACTICE_SCHEDULER';
  /** Set while a guardian acts for a minor: the guardian (their row, read with the session), and until when. */
  acting?: { guardianUserId: string; guardian: SignedInUser; until: Date };
  /** The row of `userId` read with the session; absent while acting for a minor. */
  user?: SignedInUser;
  /** The JSON of the session reads the route declared, by name (read them with sessionRead). */
  reads?: Record<string, unknown>;
  /** The practice the request acts on, on routes that declare `scope: 'practice'`. */
  scope?: PracticeScope;
};

/**
 * Finds the caller from the request's cookies, with the session reads the route needs in the
 * same query; provided by the accounts module.
 */
export type Authenticate = (
  request: FastifyRequest,
  reads: readonly SessionRead<unknown>[],
) => Promise<Principal | undefined>;

/**
 * Whose practice a professional's request acts on (§6 on_behalf_of): their own, or their
 * team owner's when named; anyone else is refused. From the teams module.
 */
export type PracticeOwnerFor = (
  principal: Principal,
  onBehalfOf: string | undefined,
) => Promise<string>;

/** Why a principal may not use a plan or role feature, or undefined; from the access module. */
export type CheckFeature = (
  principal: Principal,
  feature: FeatureName,
) => Promise<string | undefined>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** 'allowed' lets a guardian acting for a minor call the route. */
    minorSession?: 'allowed';
    /** A plan or role feature (§6) the caller must have; refused with a detail naming it. */
    feature?: FeatureName;
    /** What the handler reads of the signed-in user on every call, in the guard's query. */
    sessionReads?: readonly SessionRead<unknown>[];
    /** The route acts on a practice: the guard resolves `principal.scope` for professionals. */
    scope?: 'practice';
    /** On a route members call too: the feature a professional needs for the practice's records. */
    practiceFeature?: FeatureName;
    /** A team member's read of the owner's records, recorded in the owner's access log. */
    readByOther?: AuditAction;
    /** A professional's read of clients' data, recorded in each client's access log. */
    clientsRead?: ClientsRead;
  }
  interface FastifyInstance {
    /** Every route with the guard it declared, in the order they were added. */
    declaredRoutes: DeclaredRoute[];
  }
  interface FastifyRequest {
    /** Set by the guard on signed-in routes; null elsewhere. */
    principal: Principal | null;
  }
}

/**
 * A read of clients' data: the action their access log names, and the clients whose data an
 * answer holds (the ones it names, or the one its record is of).
 */
export type ClientsRead = {
  action: AuditAction;
  clients: (answer: unknown, request: FastifyRequest) => string[] | Promise<string[]>;
};

/** Routes that plugins register themselves (the docs UI's assets). */
const pluginOwnedPrefixes = ['/api/docs'];

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function fromThisMachine(request: FastifyRequest): boolean {
  // The socket address, not request.ip: a forwarded-for header must not unlock dev tools.
  return loopback.has(request.socket.remoteAddress ?? '');
}

async function onlyFromThisMachine(request: FastifyRequest) {
  if (!fromThisMachine(request)) throw new AppError('platform.notFound');
}

type GuardDeps = {
  authenticate: Authenticate;
  checkFeature: CheckFeature;
  /** The session reads checkFeature uses, added to every route that names a feature. */
  featureReads: readonly SessionRead<unknown>[];
  practiceOwnerFor: PracticeOwnerFor;
  audit: AuditLog;
};
type RouteNeeds = {
  access: Access;
  minorSession: boolean;
  feature: FeatureName | undefined;
  reads: readonly SessionRead<unknown>[];
};

function requireSignedIn({ access, minorSession, feature, reads }: RouteNeeds, deps: GuardDeps) {
  const { authenticate, checkFeature } = deps;
  return async (request: FastifyRequest) => {
    const principal = await authenticate(request, reads);
    // 403, not 401, for a missing session: the spec's user_info answers 403 when signed out.
    if (!principal) throw new AppError('accounts.notAuthenticated');
    if (access === 'member' && principal.userType !== 'member') {
      throw new AppError('platform.onlyMembers');
    }
    if (access === 'orchid_pro' && principal.userType !== 'orchid_pro') {
      throw new AppError('platform.onlyProfessionals');
    }
    // principal.user is absent while acting for a minor: a guardian's desk stays closed then.
    if (access === 'operator' && !principal.user?.operatorSince) {
      throw new AppError('platform.operatorsOnly');
    }
    // Acting for a minor narrows what a session may do: only routes that say so.
    if (principal.acting && !minorSession) throw new AppError('platform.guardianOnly');
    const refusal = feature ? await checkFeature(principal, feature) : undefined;
    if (refusal) throw new AppError('platform.featureNotAllowed', refusal);
    request.principal = principal;
  };
}

/**
 * Resolves the practice scope once, after validation (on_behalf_of is the validated query's):
 * a professional's own practice, or their owner's. Members act on no practice.
 */
function resolvePracticeScope(practiceFeature: FeatureName | undefined, deps: GuardDeps) {
  return async (request: FastifyRequest) => {
    const principal = request.principal;
    if (principal?.userType !== 'orchid_pro') return;
    const refusal = practiceFeature
      ? await deps.checkFeature(principal, practiceFeature)
      : undefined;
    if (refusal) throw new AppError('platform.featureNotAllowed', refusal);
    const onBehalfOf = (request.query as { on_behalf_of?: string } | undefined)?.on_behalf_of;
    const ownerUserId = await deps.practiceOwnerFor(principal, onBehalfOf);
    principal.scope = {
      ownerUserId,
      userId: principal.userId,
      role: principal.role,
      onBehalf: ownerUserId !== principal.userId,
    };
  };
}

/** How a professional reading a client's data is named in the client's access log. */
const readerRole = (scope: PracticeScope | undefined) =>
  scope?.onBehalf ? teamRoleWords(scope.role) : 'professional';

/**
 * After a successful answer, the reads by others, in one statement: a team member's read of
 * the owner's records goes into the owner's access log, and a professional's (owner or team
 * member) of clients' data into each of those clients' logs.
 */
function recordReadsOfOthers(
  ownerRead: AuditAction | undefined,
  clientsRead: ClientsRead | undefined,
  audit: AuditLog,
) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const principal = request.principal;
    if (!principal || reply.statusCode >= 300) return payload;
    const scope = principal.scope;
    const actorUserId = scope?.userId ?? principal.userId;
    const reads: { action: AuditAction; subjectUserId: string }[] = [];
    if (ownerRead && scope?.onBehalf) {
      reads.push({ action: ownerRead, subjectUserId: scope.ownerUserId });
    }
    // A member reading their own (a minor's, for a guardian) is nobody else's read.
    if (clientsRead && principal.userType === 'orchid_pro') {
      const clients = new Set(await clientsRead.clients(payload, request));
      clients.delete(actorUserId);
      for (const subjectUserId of clients) {
        reads.push({ action: clientsRead.action, subjectUserId });
      }
    }
    const origin = requestOrigin(request);
    const actorRole = readerRole(scope);
    await recordReadsByOther(
      audit,
      reads.map((read) => ({ ...read, actorUserId, actorRole, origin })),
    );
    return payload;
  };
}

const toArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** A route and the guard it declared: the authorization matrix reads the whole table. */
export type DeclaredRoute = { method: string; url: string; access: Access; documented: boolean };

/** Makes every route declare its guard, and runs the guard on the routes that have one. */
export const accessGuard = fp(async (app: FastifyInstance, deps: GuardDeps) => {
  app.decorateRequest('principal', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) {
      if (pluginOwnedPrefixes.some((prefix) => route.url.startsWith(prefix))) return;
      throw new Error(`${route.method} ${route.url} must declare who may call it (config.access)`);
    }
    for (const method of toArray(route.method)) {
      if (method === 'HEAD') continue;
      declared.push({ method, url: route.url, access, documented: !route.schema?.hide });
    }
    // The OpenAPI document says who may call each operation.
    if (route.schema && !route.schema.hide) {
      route.schema = {
        ...route.schema,
        description: describeAccess(access, route.config?.feature),
      };
    }
    // Guards run only on the routes that need them, not as a global hook on every request.
    if (access === 'dev-only') {
      route.onRequest = [...toArray(route.onRequest), onlyFromThisMachine];
    } else if (access !== 'public') {
      const { feature, practiceFeature, readByOther, clientsRead } = route.config ?? {};
      const needs = {
        access,
        minorSession: route.config?.minorSession === 'allowed',
        feature,
        reads: uniqueReads([
          ...(route.config?.sessionReads ?? []),
          ...(feature || practiceFeature ? deps.featureReads : []),
        ]),
      };
      route.onRequest = [...toArray(route.onRequest), requireSignedIn(needs, deps)];
      if (route.config?.scope === 'practice') {
        route.preHandler = [
          ...toArray(route.preHandler),
          resolvePracticeScope(practiceFeature, deps),
        ];
      }
      if (readByOther || clientsRead) {
        route.preSerialization = [
          ...toArray(route.preSerialization),
          recordReadsOfOthers(readByOther, clientsRead, deps.audit),
        ];
      }
    }
  });
});

/** A one-line description of the guard for the OpenAPI document. */
export function describeAccess(access: Access, feature?: FeatureName): string {
  const who: Record<Access, string> = {
    public: 'anyone',
    'dev-only': 'developers on this machine',
    'signed-in': 'any signed-in user',
    member: 'signed-in members',
    orchid_pro: 'signed-in professionals',
    operator: "the platform's operators",
  };
  const needs = feature ? ` Needs the ${feature} feature of their plan and role.` : '';
  return `Who may call: ${who[access]}.${needs}`;
}

/** The principal of a guarded route; a route without a signed-in guard has none. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('principalOf called on a route without a sign-in guard');
  return request.principal;
}

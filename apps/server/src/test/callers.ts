import { approveProfessional } from '../modules/professionals/approval';
import { actForNewMinor, mailedToken, register, registerConfirmed, TestBrowser } from './browser';
import type { TestApp } from './test-app';

/** The kinds of caller the authorization matrix checks every route with, in its column order. */
export const CALLER_KINDS = [
  'anonymous',
  'unconfirmed member',
  'member',
  'guardian acting',
  'professional without plan',
  'owner on trial',
  'scheduler',
  "another practice's owner",
] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

export type Callers = {
  browsers: Record<Exclude<CallerKind, 'anonymous'>, TestBrowser>;
  /** The owner on trial, whom the scheduler acts for (on_behalf_of). */
  ownerSub: string;
};

let n = 0;

/** An approved professional on the Core trial: a practice owner. */
export async function ownerOnTrial(t: TestApp, email: string) {
  const owner = await registerConfirmed(t, { email });
  const trial = await owner.browser.post('/api/users/v1/subscription/checkout', {
    sub_class: 'core',
    sub_period: 'monthly',
    type: 'trial',
  });
  if (trial.statusCode !== 201) throw new Error(`trial failed: ${trial.body}`);
  await approveProfessional(t.accounts, { email });
  return owner;
}

/** A practice scheduler who registered and joined `owner`'s team from the mailed link. */
export async function joinAsScheduler(t: TestApp, owner: TestBrowser, email: string) {
  await owner.post('/api/users/v1/team/invites', { email, role: 'PRACTICE_SCHEDULER' });
  const token = await mailedToken(t, email, 'team-invite');
  const scheduler = await register(t, { email, type: 'orchid_pro' });
  const joined = await scheduler.browser.post('/api/users/v1/team/invites/accept', { token });
  if (joined.statusCode !== 200) throw new Error(`joining failed: ${joined.body}`);
  return scheduler;
}

/** Every kind of caller, made through the real API (each app gets its own people). */
export async function makeCallers(t: TestApp): Promise<Callers> {
  const id = ++n;
  const unconfirmed = await register(t, {
    email: `mx-unconfirmed${id}@example.org`,
    type: 'member',
  });
  const member = await registerConfirmed(t, {
    email: `mx-member${id}@example.org`,
    type: 'member',
  });
  const guardian = await registerConfirmed(t, {
    email: `mx-guardian${id}@example.org`,
    type: 'member',
  });
  await actForNewMinor(guardian);
  const noPlan = await registerConfirmed(t, { email: `mx-noplan${id}@example.org` });
  const owner = await ownerOnTrial(t, `mx-owner${id}@example.org`);
  const scheduler = await joinAsScheduler(t, owner.browser, `mx-scheduler${id}@example.org`);
  const other = await ownerOnTrial(t, `mx-other${id}@example.org`);
  return {
    browsers: {
      'unconfirmed member': unconfirmed.browser,
      member: member.browser,
      'guardian acting': guardian.browser,
      'professional without plan': noPlan.browser,
      'owner on trial': owner.browser,
      scheduler: scheduler.browser,
      "another practice's owner": other.browser,
    },
    ownerSub: owner.sub,
  };
}

/** The browser of a kind of caller (a fresh one for anonymous). */
export const browserOf = (t: TestApp, callers: Callers, kind: CallerKind) =>
  kind === 'anonymous' ? new TestBrowser(t.app) : callers.browsers[kind];

export type Operation = {
  method: string;
  path: string;
  /** Query parameters the operation takes (on_behalf_of, paging...). */
  query: string[];
  /** The request body's JSON schema, when it takes one. */
  body: unknown;
  /** Path parameters with their JSON schemas. */
  params: Record<string, unknown>;
};

type OpenApiOperation = {
  parameters?: { in: string; name: string; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
};

/** Every operation of the app's OpenAPI document: the route table both suites read. */
export async function operationsOf(t: TestApp): Promise<Operation[]> {
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      params: Object.fromEntries(
        (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p.schema]),
      ),
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

import { ErrorBodySchema } from '@orchid/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserOf,
  type CallerKind,
  type Callers,
  makeCallers,
  type Operation,
  operationsOf,
} from '../../test/callers';
import { createTestApp, type TestApp } from '../../test/test-app';

// A fuzz test over every route of /api/openapi.json: wrong types, missing and extra fields,
// huge and odd strings, odd ids and queries, as a guest and as signed-in callers of each kind
// (so guarded routes reach their validation). Deterministic: the seed makes a failure repeat.
// No answer may be a 5xx, and every 4xx must have the spec's {detail} shape with a code the
// web can decide on.

const answersWithCode = (body: unknown) =>
  ErrorBodySchema.required({ code: true }).safeParse(body).success;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
};

/** mulberry32: a small seeded generator. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
// FUZZ_SEED tries other inputs (a failure names the seed to repeat it).
const seed = Number(process.env.FUZZ_SEED ?? 20261124);
const random = seeded(seed);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const oddStrings = [
  '',
  ' ',
  'a\u0000b',
  '\ud800',
  'x'.repeat(100_000),
  '😀🌿‮evil',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '-'.repeat(36),
  '2026-02-30',
  'javascript:alert(1)',
  '1e309',
];
const oddValues: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 53,
  -(2 ** 31),
  [],
  {},
  [[]],
  { a: {} },
  ...oddStrings,
];
const oddIds = [
  '-'.repeat(36),
  '..',
  '%00',
  'a'.repeat(300),
  '0190a000-0000-7000-8000-0000000000aa',
  '😀',
  ' ',
];

/** A value of the schema's kind, or an odd one now and then. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return pick(oddValues);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(pick(options), depth + 1);
  if (schema.enum) return pick(schema.enum);
  const type = Array.isArray(schema.type) ? pick(schema.type) : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, prop]) => [
          name,
          sample(prop, depth + 1),
        ]),
      );
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'string':
      return schema.format === 'uuid' ? '0190a000-0000-7000-8000-0000000000bb' : 'text';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return pick(oddValues);
  }
}

/** One malformed variant of a body built from the schema. */
function mutate(schema: JsonSchema | undefined): unknown {
  const base = sample(schema);
  const fields = Object.keys(schema?.properties ?? {});
  const kind = Math.floor(random() * 6);
  if (kind === 0 || fields.length === 0) return pick(oddValues);
  const body = { ...(base as Record<string, unknown>) };
  const field = pick(fields);
  if (kind === 1) delete body[field];
  if (kind === 2) body[`extra_${Math.floor(random() * 100)}`] = pick(oddValues);
  if (kind === 3) body[field] = pick(oddValues);
  if (kind === 4) body[field] = pick(oddStrings);
  if (kind === 5) for (const name of fields) body[name] = pick(oddValues);
  return body;
}

const callerKinds: CallerKind[] = ['anonymous', 'member', 'guardian acting', 'owner on trial'];
const variantsPerCaller = 17;

let t: TestApp;
let callers: Callers;
beforeAll(async () => {
  t = await createTestApp({ env: { REGISTRATIONS_PER_HOUR: '100000' } });
  callers = await makeCallers(t);
}, 60_000);
afterAll(() => t.close());

/** URL-encoded; a lone surrogate cannot be, so it goes as bytes that are not UTF-8 at all. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

function requestFor(op: Operation) {
  const path = op.path.replace(/\{[^}]+\}/g, () => encode(pick(oddIds)));
  const query = op.query.length
    ? `?${op.query.map((name) => `${name}=${encode(String(pick([...oddIds, ...oddStrings.slice(0, 4), '-1', '1000'])))}`).join('&')}`
    : '';
  const withBody = op.method !== 'GET' && op.method !== 'DELETE';
  const asText = withBody && random() < 0.1;
  return {
    method: op.method as 'POST',
    url: `${path}${query}`,
    ...(withBody
      ? asText
        ? { payload: 'not json {', headers: { 'content-type': 'text/plain' } }
        : { payload: mutate(op.body as JsonSchema) }
      : {}),
  };
}

describe('fuzzing every route', () => {
  it('answers no 5xx and every 4xx in the {detail, code} shape', async () => {
    const ops = (await operationsOf(t)).filter((op) => op.path !== '/api/login/v1/logout');
    const failures: string[] = [];
    let sent = 0;
    for (const op of ops) {
      for (const kind of callerKinds) {
        const browser = browserOf(t, callers, kind);
        const cookies = browser.snapshot();
        for (let i = 0; i < variantsPerCaller; i++) {
          const request = requestFor(op);
          const res = await browser.request(request as Parameters<typeof browser.request>[0]);
          browser.restore(cookies);
          sent++;
          const where = `${op.method} ${request.url.slice(0, 120)} as ${kind}`;
          if (res.statusCode >= 500) {
            const logged = t.logs.filter((line) => line.includes('"level":50')).at(-1);
            failures.push(`${res.statusCode} ${where} (seed ${seed}): ${logged?.slice(0, 400)}`);
          } else if (res.statusCode >= 400 && !answersWithCode(res.json())) {
            failures.push(
              `${res.statusCode} without {detail, code}: ${where} ${res.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(3000);
    expect(failures).toEqual([]);
  }, 300_000);
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from './endpoint';
import * as contracts from './index';

// Every request schema of every contract, for programs that call the API: a field that may be
// null may be left out (and means null), and a field nobody knows is refused.

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'response' in value;
// Every contract is exported by the package's index.
const endpoints = Object.entries(contracts as Record<string, unknown>)
  .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
  .map(([name, endpoint]) => ({ name, endpoint }));

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as z.ZodType)._zod.def as unknown as Def;

/** Every object schema inside a request schema, with where it sits. */
function objectsIn(schema: z.ZodType, at: string): { at: string; object: z.ZodObject }[] {
  const def = defOf(schema);
  const inner = (key: string) => objectsIn(def[key] as z.ZodType, at);
  switch (def.type) {
    case 'object':
      return [
        { at, object: schema as z.ZodObject },
        ...Object.entries((schema as z.ZodObject).shape).flatMap(([key, field]) =>
          objectsIn(field as z.ZodType, `${at}.${key}`),
        ),
      ];
    case 'array':
      return objectsIn(def.element as z.ZodType, `${at}[]`);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => objectsIn(option, at));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    case 'pipe':
      return inner('in');
    default:
      return [];
  }
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

const objectsOf = (part: 'body' | 'query') =>
  endpoints.flatMap(({ name, endpoint }) => {
    const schema = endpoint[part];
    return schema ? objectsIn(schema, `${name} ${part}`) : [];
  });
const requestObjects = [...objectsOf('body'), ...objectsOf('query')];

describe('request schemas', () => {
  it('are found in the contracts', () => {
    expect(endpoints.length).toBeGreaterThan(100);
    expect(requestObjects.length).toBeGreaterThan(100);
  });

  it('let every field that may be null be left out', () => {
    const required = requestObjects.flatMap(({ at, object }) =>
      Object.entries(object.shape)
        .filter(([, field]) => accepts(field, null) && !accepts(field, undefined))
        .map(([key]) => `${at}.${key}`),
    );
    expect(required).toEqual([]);
  });

  // A query string may carry what links add (a campaign's tags); a JSON body may not.
  it('refuse fields they do not know in a body', () => {
    const loose = objectsOf('body')
      .filter(({ object }) => defOf(defOf(object).catchall ?? z.unknown()).type !== 'never')
      .map(({ at }) => at);
    expect(loose).toEqual([]);
  });
});

describe('a field left out of a request', () => {
  const endpoint = defineEndpoint({
    method: 'POST',
    path: '/api/things',
    summary: 'A thing',
    body: z
      .strictObject({
        name: z.string(),
        note: z.string().nullable(),
        items: z.array(z.strictObject({ at: z.string().nullable() })).max(2),
        kept: z.string().nullish(),
      })
      .refine((thing) => thing.name !== 'refused', 'refused'),
    status: 201,
    response: z.object({}),
  });
  const body = endpoint.body as z.ZodType;

  it('means null, at any depth, and the schema keeps its checks and strictness', () => {
    expect(body.parse({ name: 'a', items: [{}] })).toEqual({
      name: 'a',
      note: null,
      items: [{ at: null }],
    });
    expect(accepts(body, { name: 'refused', items: [] })).toBe(false);
    expect(accepts(body, { name: 'a', items: [{}, {}, {}] })).toBe(false);
    expect(accepts(body, { name: 'a', items: [], extra: 1 })).toBe(false);
    expect(accepts(body, { name: 'a', items: [{ extra: 1 }] })).toBe(false);
    expect(accepts(body, { items: [] })).toBe(false);
  });

  it('is not required in the JSON Schema (OpenAPI)', () => {
    const json = z.toJSONSchema(body, { io: 'input' }) as { required?: string[] };
    expect(json.required).toEqual(['name', 'items']);
  });
});

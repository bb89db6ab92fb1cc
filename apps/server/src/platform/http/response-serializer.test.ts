import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const schema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  count: z.number().int().nullable(),
  tags: z.array(z.object({ label: z.string() })),
});
const serializer = (checkAnswers: boolean) =>
  responseSerializerCompiler({ checkAnswers })({
    schema,
    method: 'GET',
    url: '/thing',
  } as never) as (data: unknown) => string;
const thing = { id: '0190a000-0000-7000-8000-000000000001', name: null, count: 3, tags: [] };

describe('answers', () => {
  it('carry only the fields the schema declares, nested too', () => {
    const written = serializer(false)({
      ...thing,
      password_hash: 'secret',
      tags: [{ label: 'a', internal: true }],
    });
    expect(JSON.parse(written)).toEqual({ ...thing, tags: [{ label: 'a' }] });
  });

  it('write nullable fields as null or as their value', () => {
    expect(JSON.parse(serializer(false)(thing))).toEqual(thing);
    expect(JSON.parse(serializer(false)({ ...thing, name: 'Sam', count: null }))).toMatchObject({
      name: 'Sam',
      count: null,
    });
  });

  it('are checked against the schema outside production', () => {
    expect(() => serializer(true)({ ...thing, id: 'not-a-uuid' })).toThrow(
      "Response doesn't match the schema",
    );
  });
});

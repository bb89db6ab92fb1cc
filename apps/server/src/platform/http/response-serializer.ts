import fastJsonStringify from 'fast-json-stringify';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type SerializerCompiler = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Writes answers with fast-json-stringify, compiled from each response schema's JSON Schema: it
 * writes only the fields the schema declares (what the caller may see, as zod's stripping did),
 * in a fraction of the time (user_info: 0.9 µs instead of 8 µs for zod's encode and
 * JSON.stringify). Outside production every answer is first checked against its zod schema,
 * so the tests catch an answer of the wrong shape; production trusts the code the tests ran.
 * A schema that JSON Schema cannot express (a transform) keeps zod's own serializer.
 * Compiled on first use, so a server's start does not pay for routes it never answers.
 */
export function responseSerializerCompiler(options: { checkAnswers: boolean }) {
  return (route: SerializerCompiler) => {
    const schema = zodSchemaOf(route.schema);
    let jsonSchema: object;
    try {
      jsonSchema = nullableAsTypes(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }));
    } catch {
      return zodSerializerCompiler(route);
    }
    let stringify: ((data: unknown) => string) | undefined;
    return (data: unknown) => {
      if (options.checkAnswers) {
        const checked = schema.safeParse(data);
        if (!checked.success) {
          throw new ResponseSerializationError(route.method, route.url, { cause: checked.error });
        }
      }
      stringify ??= fastJsonStringify(jsonSchema);
      return stringify(data);
    };
  };
}

const primitive = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * zod writes a nullable field as `anyOf: [{ type: 'string' }, { type: 'null' }]`, which
 * fast-json-stringify can only settle by validating the value against each branch (a third of
 * user_info's serializing); `type: ['string', 'null']` says the same and is written directly.
 */
function nullableAsTypes<T>(node: T): T {
  if (Array.isArray(node)) return node.map(nullableAsTypes) as T;
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = nullableAsTypes(value);
  const branches = copy.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const isNull = (b: { type?: unknown }) => b.type === 'null' && Object.keys(b).length === 1;
    const other = branches.find((b) => !isNull(b)) as { type?: unknown } | undefined;
    if (other && branches.some(isNull) && primitive.has(other.type as string)) {
      const { anyOf: _, ...rest } = copy;
      return { ...rest, ...other, type: [other.type, 'null'] } as T;
    }
  }
  return copy as T;
}

function zodSchemaOf(schema: unknown): ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown }).properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`a response schema that is not zod: ${JSON.stringify(schema)}`);
}

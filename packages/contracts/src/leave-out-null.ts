import type { z } from 'zod';

// For programs that call the API: in a request, a field that may be null may also be left out,
// and leaving it out means null. One walk over a request schema does it (defineEndpoint calls
// it), so no contract writes `.default(null)` by hand and none can forget it. Strict objects
// stay strict: the copy keeps each object's catchall and checks.

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type Schema = z.ZodType & { clone(def: Def): z.ZodType; default(value: null): z.ZodType };

const accepts = (schema: z.ZodType, value: unknown) => {
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
};

/** Whether an object's field may be null but not yet left out. */
const nullButRequired = (field: z.ZodType) => accepts(field, null) && !accepts(field, undefined);

/** The schema with every nullable object field (at any depth) optional, left out meaning null. */
export function leaveOutMeansNull<S extends z.ZodType>(schema: S): S {
  return walk(schema as unknown as Schema) as unknown as S;
}

function walk(schema: Schema): Schema {
  const def = schema._zod.def as Def;
  const copy = (changes: Record<string, unknown>) => schema.clone({ ...def, ...changes }) as Schema;
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def.shape as Record<string, Schema>).map(([key, field]) => {
          const walked = walk(field);
          return [key, nullButRequired(walked) ? walked.default(null) : walked];
        }),
      );
      return copy({ shape });
    }
    case 'array':
      return copy({ element: walk(def.element as Schema) });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return copy({ innerType: walk(def.innerType as Schema) });
    case 'union':
      return copy({ options: (def.options as Schema[]).map(walk) });
    case 'intersection':
      return copy({ left: walk(def.left as Schema), right: walk(def.right as Schema) });
    case 'pipe':
      return copy({ in: walk(def.in as Schema) });
    default:
      return schema;
  }
}

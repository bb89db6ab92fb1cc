// zod's wording for missing fields (the contracts with text bring it too).
import '@orchid/contracts/zod-messages';
import { z } from 'zod';

// Forms validate with zod schemas built from the contracts' (Mantine's `schemaResolver`), so a
// rule the server applies is the rule the form applies. These are the pieces forms share to
// build theirs: the body schema of an endpoint, a check across fields, and the form's own
// words for a contract rule.

/**
 * The body schema of an endpoint, for a form whose fields are that body (or are picked from
 * its shape).
 */
export function requestSchema<Body extends z.ZodType>(endpoint: {
  path: string;
  body?: Body;
}): Body {
  if (!endpoint.body) throw new Error(`${endpoint.path} takes no body`);
  return endpoint.body;
}

/**
 * A check that reads several fields (a password and its confirmation): it runs even while
 * another field has a problem, so every message shows at once, as a form's checks always
 * have. A field whose own schema failed may hold no usable value: test its type.
 */
export function acrossFields<Values>(
  check: (values: Values, ctx: z.RefinementCtx<Values>) => void,
): z.core.$ZodCheck<Values> {
  return z.superRefine(check, { when: () => true });
}

/**
 * A contract's rule in the form's own words: the value passes `schema` (and becomes what it
 * parses to), and any failure reads `message`.
 */
export function inWords<Schema extends z.ZodType<unknown, string>>(
  schema: Schema,
  message: string,
) {
  return z
    .string()
    .refine((value) => schema.safeParse(value).success, message)
    .pipe(schema);
}

/**
 * Text checked by a contract schema whose input is wider than the form's string (a nullable
 * field of a request), with the contract's own message.
 */
export function checkedBy(schema: z.ZodType) {
  return z.string().superRefine((value, ctx) => {
    const [issue] = schema.safeParse(value).error?.issues ?? [];
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message });
  });
}

/** A field that must not be blank: `message` when empty or only spaces. */
export const filled = (message: string) => z.string().trim().min(1, message);

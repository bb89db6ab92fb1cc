import { z } from 'zod';
import { text } from './text';

/** One problem with the input, in the spec's shape (accounts-and-access §3, §8). */
export const ErrorItemSchema = z.object({
  msg: text(),
  loc: z.array(z.union([text(), z.number()])),
});
export type ErrorItem = z.infer<typeof ErrorItemSchema>;

/**
 * Every error answer of the API: `{"detail": "text"}` or `{"detail": [{msg, loc}]}`, and for a
 * refusal of the app's own the code beside it (error-codes.ts), which the web decides on.
 */
export const ErrorBodySchema = z.object({
  detail: z.union([text(), z.array(ErrorItemSchema)]),
  code: text().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export { messages } from './error-messages';

/**
 * Turns an error body into one line for a person (spec §8): a string detail as is; a list
 * shows the first item's message followed by where it is ("Field required (body.email)").
 */
export function describeErrorDetail(body: unknown): string | undefined {
  const parsed = ErrorBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { detail } = parsed.data;
  if (typeof detail === 'string') return detail;
  const first = detail[0];
  if (!first) return undefined;
  return first.loc.length > 0 ? `${first.msg} (${first.loc.join('.')})` : first.msg;
}

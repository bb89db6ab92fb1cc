import { ApiError } from '../../app/api/api-error';

/**
 * A refusal about one field (`loc: ['body', 'user_in', 'password']`, e.g. a too common
 * password) belongs under that field: `fields` names the form field for each API field name.
 * Such refusals are the ones whose detail is a list of `{msg, loc}` (schema validation and
 * `platform.invalidInput`); anything else is for the form's alert (undefined).
 */
export function serverFieldError<Field extends string>(
  error: unknown,
  fields: Record<string, Field>,
): { field: Field; message: string } | undefined {
  if (!(error instanceof ApiError) || !Array.isArray(error.detail)) {
    return undefined;
  }
  const [first] = error.detail;
  const name = first?.loc.at(-1);
  const field = typeof name === 'string' ? fields[name] : undefined;
  return first && field ? { field, message: first.msg } : undefined;
}

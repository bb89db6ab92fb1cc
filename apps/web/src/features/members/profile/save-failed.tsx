import { Alert } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { errorPrefixes } from '../../../app/api/error-prefixes';
import { serverFieldError } from '../../accounts/server-field-error';
import {
  optionalTabFields,
  type ProfileField,
  type ProfileValues,
  requiredTabFields,
} from './profile-values';

const profileFields: Record<string, ProfileField> = Object.fromEntries(
  [...requiredTabFields, ...optionalTabFields].map((field) => [field, field]),
);

/**
 * A refused save that names one field (a 422 with `loc: ['body', 'dob']`) goes under that
 * field; the field is returned so the intake can show its tab. Anything else is the alert's.
 */
export function placeSaveError(
  error: unknown,
  form: UseFormReturnType<ProfileValues>,
): ProfileField | undefined {
  const placed = serverFieldError(error, profileFields);
  if (placed) form.setFieldError(placed.field, placed.message);
  return placed?.field;
}

/** 'failed to save member info: ' and the server's words (§8), unless under a field. */
export function SaveFailedAlert({ error }: { error: Error | null }) {
  if (!error || serverFieldError(error, profileFields)) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {errorPrefixes.saveMemberInfo}
      {error.message}
    </Alert>
  );
}

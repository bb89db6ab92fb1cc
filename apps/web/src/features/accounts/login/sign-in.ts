import { accountMessages } from '@orchid/contracts/accounts';
import { ApiError } from '../../../app/api/api-error';

/** The server's answer that two-step verification is on and the code is still to come. */
export function isSecondFactorRequired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    error.detail === accountMessages.mfaRequired
  );
}

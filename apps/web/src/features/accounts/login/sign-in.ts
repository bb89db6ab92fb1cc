import { isRefusal } from '../../../app/api/api-error';

/** The server's answer that two-step verification is on and the code is still to come. */
export function isSecondFactorRequired(error: unknown): boolean {
  return isRefusal(error, 'accounts.mfaRequired');
}

import { MFA_CODE_LENGTH, MfaCodeSchema, recoveryCodePattern } from '@orchid/contracts/accounts';
import { z } from 'zod';
import { isRefusal } from '../../../app/api/api-error';
import { inWords } from '../../../app/forms/form-schema';

/** Two ways to prove the second factor: the authenticator's code, or a recovery code. */
export type SecondFactorMode = 'code' | 'recovery';

export const secondFactorMessages = {
  code: `Enter the ${MFA_CODE_LENGTH}-digit code from your authentication app`,
  recovery: 'Enter one of your recovery codes, like abcde-23456',
} as const;

/**
 * The code field as the mode asks it, in the form's words: the contract's 6-digit code, or a
 * recovery code of the contract's pattern. Either parses to what is sent as mfa_code.
 */
export function secondFactorField(mode: SecondFactorMode) {
  return mode === 'code'
    ? inWords(MfaCodeSchema, secondFactorMessages.code)
    : z.string().trim().toLowerCase().regex(recoveryCodePattern, secondFactorMessages.recovery);
}

/** The server refused the code itself (wrong, or already used): shown under the code input. */
export const isCodeRefusal = (error: unknown): boolean =>
  isRefusal(error, 'accounts.badMfaCode') || isCodeAlreadyUsed(error);

/** A right code that was taken once already: the next one from the app is needed. */
export const isCodeAlreadyUsed = (error: unknown): boolean =>
  isRefusal(error, 'accounts.mfaCodeUsed');

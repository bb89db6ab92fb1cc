import { MFA_CODE_LENGTH, recoveryCodePattern } from '@orchid/contracts/accounts';

/** Two ways to prove the second factor: the authenticator's code, or a recovery code. */
export type SecondFactorMode = 'code' | 'recovery';

export const secondFactorMessages = {
  code: `Enter the ${MFA_CODE_LENGTH}-digit code from your authentication app`,
  recovery: 'Enter one of your recovery codes, like abcde-23456',
} as const;

/** What to send as mfa_code, or the message to show under the field. */
export function readSecondFactor(
  mode: SecondFactorMode,
  value: string,
): { code: string } | { error: string } {
  const code = value.trim().toLowerCase();
  if (mode === 'code') {
    return new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`).test(code)
      ? { code }
      : { error: secondFactorMessages.code };
  }
  return recoveryCodePattern.test(code) ? { code } : { error: secondFactorMessages.recovery };
}

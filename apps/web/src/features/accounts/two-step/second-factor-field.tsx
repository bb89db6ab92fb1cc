import { Anchor, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { OneTimeCodeInput } from '../../../ui/one-time-code-input';
import type { SecondFactorMode } from './second-factor';

type SecondFactorFieldProps = {
  mode: SecondFactorMode;
  onModeChange: (mode: SecondFactorMode) => void;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
};

/**
 * The six-box code from an authenticator app, with a switch to a recovery code for someone
 * who has lost their phone (the server accepts either at sign-in and to turn two-step off).
 */
export function SecondFactorField({
  mode,
  onModeChange,
  value,
  onChange,
  error,
  disabled,
  autoFocus,
}: SecondFactorFieldProps) {
  const switchTo = (next: SecondFactorMode) => {
    onChange('');
    onModeChange(next);
  };
  return (
    <Stack gap="xs" align="flex-start">
      {mode === 'code' ? (
        <OneTimeCodeInput
          label="Security code"
          value={value}
          onChange={onChange}
          error={error}
          required
          disabled={disabled}
          autoFocus={autoFocus}
        />
      ) : (
        <TextInput
          label="Recovery code"
          description="One of the ten codes you saved when you turned on 2-step verification. Each works once."
          placeholder="abcde-23456"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
          required
          disabled={disabled}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus
          w="100%"
        />
      )}
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => switchTo(mode === 'code' ? 'recovery' : 'code')}
        disabled={disabled}
      >
        {mode === 'code' ? 'Use a recovery code instead' : 'Use the 6-digit code instead'}
      </Anchor>
    </Stack>
  );
}

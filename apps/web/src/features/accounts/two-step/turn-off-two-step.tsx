import { Alert, Badge, Button, Stack, Text } from '@mantine/core';
import { mfaDisable } from '@orchid/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { call } from '../../../app/api/api-client';
import { isRefusal } from '../../../app/api/api-error';
import { refreshUserInfo } from '../../../app/session/session';
import { showToast } from '../../../app/toasts';
import { PasswordField } from '../../../ui/password-field';
import { readSecondFactor, type SecondFactorMode } from './second-factor';
import { SecondFactorField } from './second-factor-field';

/** Turning two-step verification off takes the password and a code (or a recovery code). */
export function TurnOffTwoStep() {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [mode, setMode] = useState<SecondFactorMode>('code');
  const [factor, setFactor] = useState('');
  const [factorError, setFactorError] = useState<string>();
  const turnOff = useMutation({
    mutationFn: (body: { password: string; mfa_code: string }) => call(mfaDisable, body),
    onSuccess: async () => {
      showToast({
        color: 'green',
        title: '2-step verification is off',
        message: 'You can turn it on again at any time.',
      });
      await refreshUserInfo(queryClient).catch(() => null);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readSecondFactor(mode, factor);
    setPasswordError(password === '' ? 'Please enter your password' : undefined);
    setFactorError('error' in read ? read.error : undefined);
    if (password === '' || 'error' in read) return;
    turnOff.mutate({ password, mfa_code: read.code });
  };

  const wrongPassword = isRefusal(turnOff.error, 'accounts.wrongCurrentPassword');
  const wrongCode = isRefusal(turnOff.error, 'accounts.badMfaCode');
  const otherError =
    turnOff.error && !wrongPassword && !wrongCode ? turnOff.error.message : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" mt="sm" align="stretch">
        <div>
          <Badge color="green" variant="light">
            On
          </Badge>
          <Text mt="xs">
            Your account asks for a code from your authentication app at every login. To turn this
            off, confirm it is you.
          </Text>
        </div>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setPasswordError(undefined);
          }}
          error={passwordError ?? (wrongPassword ? turnOff.error?.message : undefined)}
        />
        <SecondFactorField
          mode={mode}
          onModeChange={setMode}
          value={factor}
          onChange={(value) => {
            setFactor(value);
            setFactorError(undefined);
          }}
          error={factorError ?? (wrongCode ? turnOff.error?.message : undefined)}
          disabled={turnOff.isPending}
        />
        {otherError && (
          <Alert color="red" variant="light" role="alert">
            {otherError}
          </Alert>
        )}
        <Button
          type="submit"
          color="red.9"
          loading={turnOff.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Turn off 2-step verification
        </Button>
      </Stack>
    </form>
  );
}

import { Alert, Badge, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { mfaDisable, registrationMessages } from '@orchid/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { call } from '../../../app/api/api-client';
import { isRefusal } from '../../../app/api/api-error';
import { requestSchema } from '../../../app/forms/form-schema';
import { refreshUserInfo } from '../../../app/session/session';
import { showToast } from '../../../app/toasts';
import { PasswordField } from '../../../ui/password-field';
import { isCodeRefusal, type SecondFactorMode, secondFactorField } from './second-factor';
import { SecondFactorField } from './second-factor-field';

/**
 * The request's fields: the password (asked for in the form's words) and the code as the
 * chosen mode asks it.
 */
const turnOffSchema = (mode: SecondFactorMode) =>
  z.object({
    password: z
      .string()
      .min(1, registrationMessages.password)
      .pipe(requestSchema(mfaDisable).shape.password),
    mfa_code: secondFactorField(mode),
  });

/** Turning two-step verification off takes the password and a code (or a recovery code). */
export function TurnOffTwoStep() {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<SecondFactorMode>('code');
  const schema = turnOffSchema(mode);
  const form = useForm({
    initialValues: { password: '', mfa_code: '' },
    validate: schemaResolver(schema, { sync: true }),
  });
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

  const submit = form.onSubmit((values) => turnOff.mutate(schema.parse(values)));

  const wrongPassword = isRefusal(turnOff.error, 'accounts.wrongCurrentPassword');
  const wrongCode = isCodeRefusal(turnOff.error);
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
          {...form.getInputProps('password')}
          error={form.errors.password ?? (wrongPassword ? turnOff.error?.message : undefined)}
        />
        <SecondFactorField
          mode={mode}
          onModeChange={setMode}
          value={form.values.mfa_code}
          onChange={(value) => form.setFieldValue('mfa_code', value)}
          error={form.errors.mfa_code ?? (wrongCode ? turnOff.error?.message : undefined)}
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

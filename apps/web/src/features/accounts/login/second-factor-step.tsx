import { Anchor, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { z } from 'zod';
import {
  isCodeAlreadyUsed,
  type SecondFactorMode,
  secondFactorField,
} from '../two-step/second-factor';
import { SecondFactorField } from '../two-step/second-factor-field';

type SecondFactorStepProps = {
  /** The server's refusal of the last code, shown under the code input. */
  error: string | undefined;
  busy: boolean;
  /** Sends the code; rejects with the server's refusal. */
  onSubmit: (code: string) => Promise<unknown>;
  onBack: () => void;
};

/** The 2-step verification step of the login (§2 "Modals"). */
export function SecondFactorStep({ error, busy, onSubmit, onBack }: SecondFactorStepProps) {
  const [mode, setMode] = useState<SecondFactorMode>('code');
  // The code the sign-in request sends as mfa_code, as the chosen mode asks it.
  const schema = z.object({ mfa_code: secondFactorField(mode) });
  const form = useForm({
    initialValues: { mfa_code: '' },
    validate: schemaResolver(schema, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    onSubmit(schema.parse(values).mfa_code).catch((refusal: unknown) => {
      // A code works once: empty the boxes for the app's next one (the message says so).
      if (isCodeAlreadyUsed(refusal)) form.setFieldValue('mfa_code', '');
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Text component="h2" fw={650} size="lg">
            2-step verification
          </Text>
          <Text mt={4}>
            Enter the 6-digit security codes you have received on your authentication app
          </Text>
        </div>
        <SecondFactorField
          mode={mode}
          onModeChange={setMode}
          value={form.values.mfa_code}
          onChange={(value) => form.setFieldValue('mfa_code', value)}
          error={form.errors.mfa_code ?? error}
          disabled={busy}
          autoFocus
        />
        <Button type="submit" loading={busy} fullWidth>
          Continue
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          Back to email and password
        </Anchor>
      </Stack>
    </form>
  );
}

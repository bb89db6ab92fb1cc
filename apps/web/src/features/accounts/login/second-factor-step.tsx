import { Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { readSecondFactor, type SecondFactorMode } from '../two-step/second-factor';
import { SecondFactorField } from '../two-step/second-factor-field';

type SecondFactorStepProps = {
  /** The server's refusal of the last code, shown under the code input. */
  error: string | undefined;
  busy: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
};

/** The 2-step verification step of the login (§2 "Modals"). */
export function SecondFactorStep({ error, busy, onSubmit, onBack }: SecondFactorStepProps) {
  const [mode, setMode] = useState<SecondFactorMode>('code');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readSecondFactor(mode, code);
    if ('error' in read) return setCodeError(read.error);
    setCodeError(undefined);
    onSubmit(read.code);
  };

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
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeError(undefined);
          }}
          error={codeError ?? error}
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

import { Alert, Button, Code, Group, Image, List, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { mfaEnable, mfaSetup } from '@orchid/contracts/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toDataURL } from 'qrcode';
import { z } from 'zod';
import { call } from '../../../app/api/api-client';
import { brandName } from '../../../app/brand';
import { inWords, requestSchema } from '../../../app/forms/form-schema';
import { refreshUserInfo } from '../../../app/session/session';
import { OneTimeCodeInput } from '../../../ui/one-time-code-input';
import { secondFactorMessages } from './second-factor';

/** The request's code, in the form's words. */
const EnableSchema = z.object({
  mfa_code: inWords(requestSchema(mfaEnable).shape.mfa_code, secondFactorMessages.code),
});

/** The secret in groups of four, as authenticator apps show it for typing in by hand. */
const groupsOfFour = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Turning two-step verification on: start (a new secret), scan the QR code or type the
 * secret into an authenticator app, then prove it with a code. Answers the recovery codes.
 */
export function TwoStepSetup({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const start = useMutation({ mutationFn: () => call(mfaSetup) });

  if (!start.data) {
    return (
      <Stack gap="sm" mt="sm" align="flex-start">
        <Text>
          Each time you log in, you will also enter a code from an authentication app on your phone,
          such as Google Authenticator, Microsoft Authenticator or 1Password.
        </Text>
        {start.error && (
          <Alert color="red" variant="light" role="alert">
            {start.error.message}
          </Alert>
        )}
        <Button onClick={() => start.mutate()} loading={start.isPending}>
          Start setup
        </Button>
      </Stack>
    );
  }
  return (
    <ConfirmSetup
      secret={start.data.secret}
      otpauthUrl={start.data.otpauth_url}
      onCancel={() => start.reset()}
      onEnabled={onEnabled}
    />
  );
}

type ConfirmSetupProps = {
  secret: string;
  otpauthUrl: string;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
};

function ConfirmSetup({ secret, otpauthUrl, onCancel, onEnabled }: ConfirmSetupProps) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { mfa_code: '' },
    validate: schemaResolver(EnableSchema, { sync: true }),
  });
  const qrCode = useQuery({
    queryKey: ['two-step-qr-code', otpauthUrl],
    queryFn: () => toDataURL(otpauthUrl, { width: 200, margin: 1 }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const enable = useMutation({
    mutationFn: (mfaCode: string) => call(mfaEnable, { mfa_code: mfaCode }),
    onSuccess: ({ recovery_codes }) => {
      onEnabled(recovery_codes);
      void refreshUserInfo(queryClient).catch(() => null);
    },
  });

  const submit = form.onSubmit((values) => enable.mutate(EnableSchema.parse(values).mfa_code));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" mt="sm">
        <List type="ordered" spacing="xs">
          <List.Item>Open your authentication app and add a new account.</List.Item>
          <List.Item>Scan this QR code, or type in the key below it.</List.Item>
          <List.Item>Enter the 6-digit code the app shows for {brandName()}.</List.Item>
        </List>
        {qrCode.data && (
          <Image
            src={qrCode.data}
            alt={`QR code to add ${brandName()} to your authentication app`}
            w={200}
            h={200}
          />
        )}
        <div>
          <Text size="sm" fw={500}>
            Key for typing in by hand
          </Text>
          <Code fz="md" style={{ wordBreak: 'break-all' }}>
            {groupsOfFour(secret)}
          </Code>
        </div>
        <OneTimeCodeInput
          label="Code from your app"
          value={form.values.mfa_code}
          onChange={(value) => form.setFieldValue('mfa_code', value)}
          error={form.errors.mfa_code ?? enable.error?.message}
          required
          disabled={enable.isPending}
        />
        <Group gap="sm">
          <Button type="submit" loading={enable.isPending}>
            Turn on
          </Button>
          <Button variant="default" onClick={onCancel} disabled={enable.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

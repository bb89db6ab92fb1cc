import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

type RecoveryCodesProps = { codes: string[]; onDone: () => void };

/** The ten recovery codes, shown once, right after two-step verification is turned on. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  return (
    <Stack gap="md" mt="sm">
      <Alert color="green" variant="light" title="2-step verification is on">
        From now on you will enter a code from your app each time you log in.
      </Alert>
      <div>
        <Text fw={600}>Your recovery codes</Text>
        <Text mt={4}>
          Store these codes safely, for example in a password manager or printed at home. If you
          lose your phone, each code lets you log in once instead of the 6-digit code. We will not
          show them again.
        </Text>
      </div>
      <SimpleGrid
        component="ol"
        aria-label="Recovery codes"
        cols={2}
        spacing="xs"
        verticalSpacing={4}
        style={{
          margin: 0,
          paddingLeft: '1.5rem',
          fontFamily: 'var(--mantine-font-family-monospace)',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={
                copied ? (
                  <IconCheck size={18} aria-hidden="true" />
                ) : (
                  <IconCopy size={18} aria-hidden="true" />
                )
              }
            >
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>I have stored my codes</Button>
      </Group>
    </Stack>
  );
}

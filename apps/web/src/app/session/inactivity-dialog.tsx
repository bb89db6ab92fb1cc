import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useOpenedAfterMount } from '../../ui/use-opened-after-mount';

/** m:ss of what is left until `until`, never below zero. */
export function timeLeft(until: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The seconds ticking down to `until` while there is one. */
function useNow(until: number | undefined): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (until === undefined) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [until]);
  return now;
}

type InactivityDialogProps = {
  signOutAt: number | undefined;
  staySignedIn: () => void;
  signOutNow: () => void;
};

/** 'Still there?' (inactivity-warning.tsx), loaded once someone is signed in. */
export function InactivityDialog({ signOutAt, staySignedIn, signOutNow }: InactivityDialogProps) {
  const now = useNow(signOutAt);
  const opened = useOpenedAfterMount(signOutAt !== undefined);
  return (
    <Modal opened={opened} onClose={staySignedIn} title="Still there?" zIndex={400} centered>
      <Stack gap="md">
        <Text>
          Nothing has happened here for almost an hour. To keep your information safe, you will be
          signed out in{' '}
          <Text span fw={650} role="timer">
            {signOutAt === undefined ? '' : timeLeft(signOutAt, now)}
          </Text>
          .
        </Text>
        <Group gap="sm">
          <Button onClick={staySignedIn} data-autofocus>
            Stay signed in
          </Button>
          <Button variant="default" onClick={signOutNow}>
            Sign out now
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

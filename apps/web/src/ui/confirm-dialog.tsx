import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What the dialog needs of the mutation it confirms (a TanStack Query mutation fits). */
type ConfirmedAction = { error: Error | null; isPending: boolean; reset: () => void };

/**
 * Asks before an action that cannot be undone: what will happen, the server's refusal if any,
 * Cancel and the action's button (red when it destroys something). `onConfirm` gets `done`,
 * to call when the action succeeded: it closes the dialog and forgets the mutation's state.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  failureTitle,
  destructive = false,
  action,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  /** What confirming does, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** The alert's title when the server refuses ('Not deleted'). */
  failureTitle: string;
  destructive?: boolean;
  action: ConfirmedAction;
  onConfirm: (done: () => void) => void;
  onClose: () => void;
}) {
  const close = () => {
    action.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title}>
      <Stack gap="md">
        <Text component="div">{children}</Text>
        {action.error && (
          <Alert color="red" variant="light" role="alert" title={failureTitle}>
            {action.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            {...(destructive ? { color: 'red.9' } : {})}
            loading={action.isPending}
            onClick={() => onConfirm(close)}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Modal, Text } from '@mantine/core';

type SaveFailedDialogProps = {
  /** What went wrong, in the server's words; no dialog without it. */
  message: string | undefined;
  onClose: () => void;
};

/**
 * A refused Continue or Finish (booking §4, §8): a dialog with the error text, over the step,
 * which stays as it was so nothing typed is lost.
 */
export function SaveFailedDialog({ message, onClose }: SaveFailedDialogProps) {
  return (
    <Modal
      opened={message !== undefined}
      onClose={onClose}
      title="We could not save your details"
      centered
    >
      <Text role="alert">{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}

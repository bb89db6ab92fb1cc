import { Button, Group, Modal, Text } from '@mantine/core';

type IntakeNoticeDialogProps = {
  /** What to tell; no dialog without it. */
  notice: { title: string; message: string } | undefined;
  onClose: () => void;
};

/**
 * What stopped a Continue or Finish (booking §4, §8): a refused save with the error text, or
 * a Finish with an earlier step still missing. The step stays as it was, nothing typed lost.
 */
export function IntakeNoticeDialog({ notice, onClose }: IntakeNoticeDialogProps) {
  return (
    <Modal opened={notice !== undefined} onClose={onClose} title={notice?.title} centered>
      <Text role="alert">{notice?.message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}

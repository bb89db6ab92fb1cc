import { Modal } from '@mantine/core';
import { CrisisResources } from '../../ui/crisis-resources';
import type { ModalBaseProps } from './modal-props';

export function CrisisHelpModal({ opened, onClose }: ModalBaseProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Get help now" size="lg">
      <CrisisResources />
    </Modal>
  );
}

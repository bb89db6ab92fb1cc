import { Button, Group, Modal, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ModalBaseProps } from '../modals/modal-props';

/** Shown when the session could not be renewed; the login modal takes its place later. */
export function SessionExpiredModal({ opened, onClose }: ModalBaseProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="You have been signed out">
      <Text>For your security your session has ended. Please log in again to continue.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Not now
        </Button>
        <Button component={Link} to="/login" onClick={onClose}>
          Log in
        </Button>
      </Group>
    </Modal>
  );
}

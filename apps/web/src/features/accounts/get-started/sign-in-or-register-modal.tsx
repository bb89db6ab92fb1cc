import { Anchor, Button, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ModalBaseProps } from '../../../app/modals/modal-props';
import { useModals } from '../../../app/modals/modals';
import { paths } from '../../../app/paths';
import { usePhonePortrait } from '../../../app/phone/phone-portrait';

/**
 * Sign in or register (§2 "Modals"): for a member who needs an account to go on. Creating
 * one starts with confirming being an adult.
 */
export function SignInOrRegisterModal({ opened, onClose }: ModalBaseProps) {
  const modals = useModals();
  const navigate = useNavigate();
  const phone = usePhonePortrait();
  const [adult, setAdult] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={phone ? 'Sign in or register' : 'Get started finding your support'}
    >
      <Stack gap="md">
        <Text>
          Create a free account to book sessions with a professional or join a support group.
        </Text>
        <Checkbox
          label="I confirm that I am 18 years of age or older"
          checked={adult}
          onChange={(event) => setAdult(event.currentTarget.checked)}
        />
        <Button
          disabled={!adult}
          onClick={() => {
            onClose();
            navigate(paths.memberRegister);
          }}
          fullWidth
        >
          Create an account
        </Button>
        <Text>
          Already have an account?{' '}
          <Anchor component="button" type="button" onClick={() => modals.open('login')}>
            Log in
          </Anchor>
        </Text>
      </Stack>
    </Modal>
  );
}

import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import type { Appointment } from '@orchid/contracts/appointments';
import { showToast } from '../../../app/toasts';
import { LoadFailed } from '../../../ui/load-failed';
import { useCancellationPreview, useCancelSession } from './session-queries';
import {
  cancellationCostInWords,
  professionalName,
  refundInWords,
  sessionWhen,
} from './session-words';

type CancelSessionDialogProps = {
  user: UserInfo;
  session: Appointment | undefined;
  timeZone: string;
  onClose: () => void;
};

/**
 * Cancelling asks first, with what it costs (GET cancel_preview): inside the session type's
 * late-cancellation window, its fee.
 */
export function CancelSessionDialog({
  user,
  session,
  timeZone,
  onClose,
}: CancelSessionDialogProps) {
  const preview = useCancellationPreview(session?.appointment_id);
  const cancel = useCancelSession(user);
  const close = () => {
    cancel.reset();
    onClose();
  };
  const when = session && sessionWhen(session.appointment_start, session.appointment_end, timeZone);
  return (
    <Modal opened={session !== undefined} onClose={close} title="Cancel this session?">
      {session && when && (
        <Stack gap="md">
          <Text>
            {session.appointment_type_label} with {professionalName(session.orchid_pro)} on{' '}
            <strong>{when.date}</strong>, {when.time}.
          </Text>
          {preview.isPending ? (
            <Group gap="xs">
              <Loader size="sm" aria-hidden="true" />
              <Text>Checking what cancelling costs…</Text>
            </Group>
          ) : preview.isError ? (
            <LoadFailed
              message="We could not check what cancelling costs"
              error={preview.error}
              onRetry={() => preview.refetch()}
            />
          ) : (
            <Alert
              color={preview.data.within_window && preview.data.fee > 0 ? 'yellow' : 'green'}
              variant="light"
              title={
                preview.data.within_window && preview.data.fee > 0 ? 'Late cancellation' : 'No fee'
              }
            >
              {cancellationCostInWords(preview.data)}
              {refundInWords(preview.data) && <Text mt={4}>{refundInWords(preview.data)}</Text>}
            </Alert>
          )}
          {cancel.error && (
            <Alert color="red" variant="light" role="alert" title="Not cancelled">
              {cancel.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Keep session
            </Button>
            <Button
              color="red.9"
              loading={cancel.isPending}
              disabled={!preview.isSuccess}
              onClick={() =>
                cancel.mutate(
                  { id: session.appointment_id, reason: '' },
                  {
                    onSuccess: () => {
                      showToast({
                        color: 'green',
                        title: 'Session cancelled',
                        message: `${when.date}, ${when.time}`,
                      });
                      close();
                    },
                  },
                )
              }
            >
              Cancel session
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

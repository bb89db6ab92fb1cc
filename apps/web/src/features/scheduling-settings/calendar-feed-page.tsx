import {
  Alert,
  Button,
  CopyButton,
  Group,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { usePageTitle } from '../../app/brand';
import { showToast } from '../../app/toasts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Panel } from '../../ui/panel';
import { QueryView } from '../../ui/query-view';
import { FeatureGate } from '../access/feature-gate';
import { useDashboardUser } from '../dashboard/use-dashboard-user';
import { useCalendarFeed, useRotateCalendarFeed, useSaveCalendarFeed } from './scheduling-queries';

/**
 * /pro-dashboard/settings/calendar-feed: the secret address of the practice's sessions for
 * calendar apps (docs/scheduling.md "calendar files"). The owner's own: edit-scheduling.
 */
export function CalendarFeedPage() {
  usePageTitle('Calendar feed');
  return (
    <FeatureGate feature="edit-scheduling">
      <CalendarFeed />
    </FeatureGate>
  );
}

function CalendarFeed() {
  const user = useDashboardUser();
  const feed = useCalendarFeed(user);
  const names = useSaveCalendarFeed(user);
  const [rotating, setRotating] = useState(false);
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Calendar feed</Title>
        <Text c="dimmed" mt={4}>
          See your sessions in Google Calendar, Apple Calendar or Outlook: add this address there as
          a calendar from the internet. It shows sessions from 30 days back to a year ahead.
        </Text>
      </div>
      <QueryView query={feed} failedMessage="We could not load your calendar feed">
        {(loaded) => (
          <Panel>
            <Stack gap="md">
              <TextInput
                label="Your calendar address"
                description="Keep it private: anyone with it can see when your sessions are."
                value={loaded.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
              />
              <Group gap="sm">
                <CopyButton value={loaded.url}>
                  {({ copied, copy }) => (
                    <Button
                      leftSection={
                        copied ? (
                          <IconCheck size={18} aria-hidden="true" />
                        ) : (
                          <IconCopy size={18} aria-hidden="true" />
                        )
                      }
                      onClick={copy}
                    >
                      {copied ? 'Copied' : 'Copy address'}
                    </Button>
                  )}
                </CopyButton>
                <Button
                  variant="default"
                  leftSection={<IconRefresh size={18} aria-hidden="true" />}
                  onClick={() => setRotating(true)}
                >
                  Get a new address
                </Button>
              </Group>
              <Switch
                label="Show client names"
                description="Off, each session shows only its type. On, the client's name too, for anyone with the address."
                checked={names.isPending ? (names.variables ?? false) : loaded.include_client_names}
                disabled={names.isPending}
                onChange={(event) =>
                  names.mutate(event.currentTarget.checked, {
                    onSuccess: (saved) =>
                      showToast({
                        color: 'green',
                        title: saved.include_client_names
                          ? 'Client names shown'
                          : 'Client names hidden',
                        message: undefined,
                      }),
                  })
                }
              />
              {names.error && (
                <Alert color="red" variant="light" role="alert" title="Not saved">
                  {names.error.message}
                </Alert>
              )}
            </Stack>
          </Panel>
        )}
      </QueryView>
      <RotateFeedDialog opened={rotating} onClose={() => setRotating(false)} />
    </Stack>
  );
}

/** A new address asks first: the old one stops working at once. */
function RotateFeedDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const user = useDashboardUser();
  const rotate = useRotateCalendarFeed(user);
  return (
    <ConfirmDialog
      opened={opened}
      title="Get a new address?"
      confirmLabel="Get a new address"
      failureTitle="Not changed"
      action={rotate}
      onClose={onClose}
      onConfirm={(done) =>
        rotate.mutate(undefined, {
          onSuccess: () => {
            showToast({ color: 'green', title: 'New address ready', message: undefined });
            done();
          },
        })
      }
    >
      The current address stops working at once. Calendar apps that use it need the new one.
    </ConfirmDialog>
  );
}

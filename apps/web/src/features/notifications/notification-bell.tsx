import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { UserInfo } from '@orchid/contracts/accounts';
import type { Notification } from '@orchid/contracts/notifications';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { instantInWords } from '../../app/format/dates';
import { useViewerTimeZone } from '../../app/format/time-zone';
import { paths } from '../../app/paths';
import classes from './notification-bell.module.css';
import { useMarkRead, useNotices, useUnreadCount } from './notification-queries';

/** Where a notice opens: the practice's calendar on the session's day, or the client's sessions. */
function noticeTarget(user: UserInfo, notice: Notification, zone: string) {
  if (user.user_type !== 'orchid_pro') return paths.memberSessions;
  if (!notice.appointment_start) return paths.proSchedule;
  const day = instantInWords(notice.appointment_start, zone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  // en-US gives MM/DD/YYYY: the calendar's ?date= is YYYY-MM-DD.
  const [month, date, year] = day.split('/');
  return `${paths.proSchedule}?date=${year}-${month}-${date}`;
}

/**
 * The bell in the signed-in header: the unread count, and the newest notices in a popover;
 * opening one marks it read and goes to its session. Loaded with the signed-in links, never on
 * a guest's first page.
 */
export function NotificationBell({ user }: { user: UserInfo }) {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount().data?.unread_count ?? 0;
  const notices = useNotices(open);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const zone = useViewerTimeZone();
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  const openNotice = (notice: Notification) => {
    if (!notice.read_at) markRead.mutate(notice.notification_id);
    setOpen(false);
    navigate(noticeTarget(user, notice, zone));
  };
  return (
    <Popover
      opened={open}
      onChange={setOpen}
      position="bottom-end"
      width={340}
      shadow="md"
      trapFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size={44}
          aria-label={label}
          onClick={() => setOpen((was) => !was)}
        >
          <Indicator
            label={unread > 99 ? '99+' : unread}
            size={18}
            disabled={unread === 0}
            offset={2}
            color="red.8"
          >
            <IconBell size={24} aria-hidden="true" />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label="Notifications" p="xs">
        <Group justify="space-between" px="xs" pb="xs">
          <Text fw={600}>Notifications</Text>
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={unread === 0}
            loading={markRead.isPending && markRead.variables === 'all'}
            onClick={() => markRead.mutate('all')}
          >
            Mark all read
          </Button>
        </Group>
        {notices.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label="Loading notifications" />
          </Group>
        ) : notices.isError ? (
          <Stack gap="xs" p="xs" role="alert">
            <Text size="sm">The notifications could not be loaded.</Text>
            <Button variant="light" size="compact-sm" onClick={() => notices.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : notices.data.notifications.length === 0 ? (
          <Text size="sm" p="xs" c="dimmed">
            Nothing new. When a client books, moves or cancels a session, you will see it here.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={400}>
            <ul className={classes.list}>
              {notices.data.notifications.map((notice) => (
                <li key={notice.notification_id}>
                  <UnstyledButton
                    className={classes.notice}
                    data-unread={!notice.read_at || undefined}
                    onClick={() => openNotice(notice)}
                  >
                    <Text size="sm" fw={notice.read_at ? 400 : 600}>
                      {!notice.read_at && <VisuallyHidden>Unread: </VisuallyHidden>}
                      {notice.text}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {instantInWords(notice.created_at, zone, {
                        weekday: 'short',
                        month: 'short',
                        day: 'numeric',
                        hour: 'numeric',
                        minute: '2-digit',
                        timeZoneName: 'short',
                      })}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </ul>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

import { type NotificationData, notifications } from '@mantine/notifications';

/** Toasts hide themselves after this long unless told otherwise (spec §8). */
export const toastAutoCloseMs = 2000;

/** Shows a short message in the corner; returns its id. */
export function showToast(toast: NotificationData): string {
  return notifications.show({
    autoClose: toastAutoCloseMs,
    closeButtonProps: { 'aria-label': 'Close notification' },
    ...toast,
  });
}

import { type NotificationData, notifications } from '@mantine/notifications';
import { noteToastShown } from './toasts-shown';

/**
 * Where toasts appear: at the bottom, clear of the account menu at the top right (and, on
 * narrow screens, centred above the bottom bar: toasts.module.css).
 */
export const toastPosition = 'bottom-right' as const;

/** Toasts hide themselves after this long unless told otherwise (spec §8). */
export const toastAutoCloseMs = 2000;

/** Shows a short message in the corner; returns its id. */
export function showToast(toast: NotificationData): string {
  noteToastShown();
  return notifications.show({
    autoClose: toastAutoCloseMs,
    closeButtonProps: { 'aria-label': 'Close notification' },
    ...toast,
  });
}

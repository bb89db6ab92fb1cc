import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { toastAutoCloseMs, toastPosition } from './toasts';
import toastClasses from './toasts.module.css';

/** Where toasts show (app/toasts.ts shows them). */
export function Toasts() {
  return (
    <Notifications
      position={toastPosition}
      autoClose={toastAutoCloseMs}
      classNames={{ root: toastClasses.toasts }}
    />
  );
}

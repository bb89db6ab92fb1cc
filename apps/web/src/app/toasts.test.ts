import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { showToast, toastAutoCloseMs } from './toasts';

const shown = (id: string) =>
  notificationsStore.getState().notifications.find((toast) => toast.id === id);

describe('toasts', () => {
  afterEach(() => cleanNotifications());

  it('hide after 2000 ms by default', () => {
    expect(toastAutoCloseMs).toBe(2000);
    const id = showToast({ message: 'Saved' });
    expect(shown(id)?.autoClose).toBe(2000);
    expect(shown(id)?.message).toBe('Saved');
  });

  it('name their close button for screen readers', () => {
    expect(shown(showToast({ message: 'Saved' }))?.closeButtonProps).toEqual({
      'aria-label': 'Close notification',
    });
  });

  it('can stay longer or until closed when a message needs it', () => {
    expect(shown(showToast({ message: 'Read me', autoClose: 6000 }))?.autoClose).toBe(6000);
    expect(shown(showToast({ message: 'Stay', autoClose: false }))?.autoClose).toBe(false);
  });
});

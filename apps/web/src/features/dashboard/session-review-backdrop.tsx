import { Portal } from '@mantine/core';
import { useEffect } from 'react';
import classes from './session-review-backdrop.module.css';

/**
 * /pro-dashboard/session-review while signup is unfinished shows only a background image
 * (accounts-and-access §2): a calm gradient over the whole window. The app underneath (the
 * shell's footer and bars) is made inert, so nothing hidden behind it can take focus or be
 * read out.
 */
export function SessionReviewBackdrop() {
  useEffect(() => {
    const app = document.getElementById('root');
    if (!app) return;
    app.inert = true;
    return () => {
      app.inert = false;
    };
  }, []);
  return (
    <Portal>
      <div className={classes.backdrop} role="img" aria-label="Session review" />
    </Portal>
  );
}

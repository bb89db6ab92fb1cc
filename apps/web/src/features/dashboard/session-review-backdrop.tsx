import classes from './session-review-backdrop.module.css';

/**
 * /pro-dashboard/session-review while signup is unfinished shows only a background image
 * (accounts-and-access §2): a calm gradient over the whole window, above the page's chrome.
 */
export function SessionReviewBackdrop() {
  return <div className={classes.backdrop} role="img" aria-label="Session review" />;
}

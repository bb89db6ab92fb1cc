import { isDashboardPath } from '../../../app/layout/shell-chrome';

/**
 * The Verify your email dialog cannot be closed on the dashboards (§2 "Modals"): an
 * unconfirmed account has nothing to do there until the address is confirmed.
 */
export function canCloseVerifyEmail(pathname: string): boolean {
  return !isDashboardPath(pathname);
}

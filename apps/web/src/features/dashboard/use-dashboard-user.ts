import type { UserInfo } from '@orchid/contracts/accounts';
import { useOutletContext } from 'react-router';

/** The signed-in user of a dashboard page, whom the dashboard layout has already let in. */
export function useDashboardUser(): UserInfo {
  return useOutletContext<UserInfo>();
}

import type { UserInfo, UserType } from '@orchid/contracts/accounts';
import { dashboardPath } from '../session/landing';

/** The two signed-in areas and whose they are (accounts-and-access §2 "Signed-in areas"). */
export const dashboardOwners = {
  'pro-dashboard': 'orchid_pro',
  'member-dashboard': 'member',
} as const satisfies Record<string, UserType>;

export type DashboardArea = keyof typeof dashboardOwners;

export type DashboardAccess =
  | { kind: 'loading' }
  /** Nobody signed in: the login and registration dialogs, over an empty page. */
  | { kind: 'guest' }
  /** Signed in as the other kind of user: off to their own dashboard. */
  | { kind: 'elsewhere'; to: string }
  | { kind: 'allowed'; user: UserInfo };

export function dashboardAccess(
  user: UserInfo | null | undefined,
  area: DashboardArea,
): DashboardAccess {
  if (user === undefined) return { kind: 'loading' };
  if (user === null) return { kind: 'guest' };
  if (user.user_type !== dashboardOwners[area])
    return { kind: 'elsewhere', to: dashboardPath(user) };
  return { kind: 'allowed', user };
}

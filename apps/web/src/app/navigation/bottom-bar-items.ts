import { type Icon, IconHome, IconLogin2, IconSearch } from '@tabler/icons-react';
import { paths } from '../paths';

// The phone bottom bar's items that need nobody's account: a guest's bar (phone-bottom-bar.tsx)
// is drawn from these alone, without the signed-in navigation (account-links.ts).

export type BottomBarItem =
  | { label: string; to: string; icon: Icon }
  /** Log in for a signed-in user whose account is not ready: runs the post-login gate. */
  | { label: string; action: 'post-login-gate'; icon: Icon };

/** What a person who is not a professional finds first: home and the search. */
export const publicBarItems: BottomBarItem[] = [
  { label: 'Home', to: paths.home, icon: IconHome },
  { label: 'Book', to: paths.professionalSearch, icon: IconSearch },
];

const loginBarItem: BottomBarItem = { label: 'Log in', to: paths.login, icon: IconLogin2 };
export const loginGateBarItem: BottomBarItem = {
  label: 'Log in',
  action: 'post-login-gate',
  icon: IconLogin2,
};

export const guestBarItems: BottomBarItem[] = [...publicBarItems, loginBarItem];

import type { TopBar } from '../layout/shell-chrome';
import { paths } from '../paths';

export type NavItem = { label: string; to: string };

type BarLinks = {
  /** The page links, left of the bar. */
  pages: NavItem[];
  /** Quieter account links at the right. */
  account: NavItem[];
  /** The call to action at the far right: the Get started choices, or one link. */
  action: 'get-started' | NavItem;
};

/** The top bar's links per variant (accounts-and-access §2 "Top navigation"). */
export const barLinks: Record<'guest' | 'professional-landing', BarLinks> = {
  guest: {
    pages: [
      { label: 'Find a professional', to: paths.professionalSearch },
      { label: 'Find a support group', to: paths.groupSession },
      { label: 'Pricing', to: paths.pricing },
      { label: 'Blog', to: paths.blogs },
    ],
    account: [
      { label: 'Join as a professional', to: paths.professionalHomepage },
      { label: 'Log in', to: paths.login },
    ],
    action: 'get-started',
  },
  'professional-landing': {
    pages: [{ label: 'Find a professional', to: paths.professionalSearch }],
    account: [{ label: 'Log in', to: paths.login }],
    action: { label: 'Sign up', to: paths.professionalRegister },
  },
} satisfies Partial<Record<TopBar, BarLinks>>;

/** The two ways in behind Get started. */
export const getStartedChoices = [
  {
    label: "I'm looking for support",
    description: 'Find a professional or a group and book a session',
    to: paths.memberRegister,
  },
  {
    label: "I'm a professional",
    description: 'Run your practice: calendar, online booking and your team',
    to: paths.professionalRegister,
  },
] as const;

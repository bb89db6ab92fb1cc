import type { TopBar } from '../layout/shell-chrome';

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
      { label: 'Find a professional', to: '/professional-search' },
      { label: 'Find a support group', to: '/group-session' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Blog', to: '/blogs' },
    ],
    account: [
      { label: 'Join as a professional', to: '/professional-homepage' },
      { label: 'Log in', to: '/login' },
    ],
    action: 'get-started',
  },
  'professional-landing': {
    pages: [{ label: 'Find a professional', to: '/professional-search' }],
    account: [{ label: 'Log in', to: '/login' }],
    action: { label: 'Sign up', to: '/professional-register' },
  },
} satisfies Partial<Record<TopBar, BarLinks>>;

/** The two ways in behind Get started. */
export const getStartedChoices = [
  {
    label: "I'm looking for support",
    description: 'Find a professional or a group and book a session',
    to: '/member-register',
  },
  {
    label: "I'm a professional",
    description: 'Run your practice: calendar, charts, notes and billing',
    to: '/professional-register',
  },
] as const;

// The demo accounts the benches sign in with (the server's demo data, DEMO_DATA=true).

export type Who = 'member' | 'professional';

export const demoAccounts: Record<Who, { username_or_email: string; password: string }> = {
  member: { username_or_email: 'demo.member@example.com', password: 'Demo-Member-2026' },
  professional: {
    username_or_email: 'demo.professional@example.com',
    password: 'Demo-Professional-2026',
  },
};

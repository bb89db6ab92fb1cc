import type { AppContext } from '../../platform/context';
import { hashPassword } from '../../platform/crypto/passwords';
import * as repo from './repo';

/** The demo accounts of a fresh local installation; README.md lists them. */
export const demoAccounts = [
  {
    key: 'professional',
    userType: 'orchid_pro',
    email: 'demo.professional@example.com',
    password: 'Demo-Professional-2026',
    firstName: 'Maya',
    lastName: 'Okafor',
  },
  {
    key: 'scheduler',
    userType: 'orchid_pro',
    email: 'demo.scheduler@example.com',
    password: 'Demo-Scheduler-2026',
    firstName: 'Jordan',
    lastName: 'Lee',
  },
  {
    key: 'member',
    userType: 'member',
    email: 'demo.member@example.com',
    password: 'Demo-Member-2026',
    firstName: 'Sam',
    lastName: 'Rivera',
  },
  // One of the platform's operators (npm run grant-operator), to try the desk at /admin.
  {
    key: 'operator',
    userType: 'member',
    email: 'demo.operator@example.com',
    password: 'Demo-Operator-2026',
    firstName: 'Olu',
    lastName: 'Bankole',
  },
] as const;

type DemoUserIds = Record<(typeof demoAccounts)[number]['key'], string>;

/** Creates the demo accounts, confirmed and signed up, on an empty database only. */
export async function seedDemoAccounts(ctx: AppContext): Promise<DemoUserIds | undefined> {
  if ((await repo.countUsers(ctx.db)) > 0) return undefined;
  const now = ctx.clock.now();
  const ids: Partial<DemoUserIds> = {};
  for (const account of demoAccounts) {
    const user = await repo.insertUser(ctx.db, {
      email: account.email,
      passwordHash: await hashPassword(account.password),
      userType: account.userType,
      firstName: account.firstName,
      lastName: account.lastName,
      emailConfirmedAt: now,
      signupFormFinished: true,
      profileApproved: true,
      operatorSince: account.key === 'operator' ? now : null,
      passwordChangedAt: now,
      createdAt: now,
      modifiedAt: now,
    });
    if (!user) throw new Error(`demo account ${account.email} exists`);
    ids[account.key] = user.id;
  }
  return ids as DemoUserIds;
}

import type { AccountsContext } from '../accounts/context';
import { seedDemoAccounts } from '../accounts/demo-accounts';
import { addMinor, saveMemberInfo } from '../members/service';

const origin = { ip: '127.0.0.1', userAgent: 'demo data' };

/**
 * The demo data of a fresh local installation (DEMO_DATA): the accounts README.md lists,
 * the member's finished intake and one minor. Only on an empty database.
 */
export async function seedDemoData(ctx: AccountsContext): Promise<boolean> {
  const created = await seedDemoAccounts(ctx);
  if (!created) return false;
  await saveMemberInfo(
    ctx,
    { userId: created.member },
    {
      first_name: 'Sam',
      last_name: 'Rivera',
      preferred_first_name: null,
      dob: '1988-05-14',
      gender: null,
      sex: null,
      phone_number: '5550142233',
      insurance_provider: null,
      insurance_group_id: null,
      insurance_member_id: null,
      biography: null,
      home_address_line1: '120 Garden Street',
      country: 'US',
      home_state: 'OR',
      home_city: 'Portland',
      home_zipcode: '97205',
    },
    origin,
  );
  await addMinor(
    ctx,
    created.member,
    {
      first_name: 'Robin',
      last_name: 'Rivera',
      preferred_first_name: null,
      dob: '2014-09-03',
      relationship: 'Parent',
    },
    origin,
  );
  return true;
}

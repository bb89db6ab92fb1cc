import type { AppContext } from '../../platform/context';
import { seedDemoAccounts } from '../accounts/demo-accounts';
import { addMinor, saveMemberInfo } from '../members/service';
import { saveProfile } from '../professionals/save-profile';
import { createType } from '../professionals/service';
import { startDemoTrial } from '../subscriptions/service';
import { seedTeamMember } from '../teams/service';

const origin = { ip: '127.0.0.1', userAgent: 'demo data' };

/**
 * The demo data of a fresh local installation (DEMO_DATA): the accounts README.md lists; the
 * professional onboarded, on the core trial, with a scheduler on the team; the member's
 * finished intake and one minor. Only on an empty database.
 */
export async function seedDemoData(ctx: AppContext): Promise<boolean> {
  const created = await seedDemoAccounts(ctx);
  if (!created) return false;
  await seedProfessional(ctx, created.professional);
  await seedTeamMember(ctx, created.professional, {
    userId: created.scheduler,
    role: 'PRACTICE_SCHEDULER',
  });
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

async function seedProfessional(ctx: AppContext, userId: string) {
  const type = await createType(ctx, userId, {
    type: 'therapist',
    specialty: { specialty: null, sub_specialty: null },
  });
  await saveProfile(
    ctx,
    userId,
    {
      preferred_first_name: null,
      name_schema: 'first_last',
      dob: '1984-02-17',
      business_entity_name: 'Okafor Counseling PLLC',
      office_address_line1: '415 SW Alder Street',
      office_city: 'Portland',
      office_state: 'OR',
      office_zipcode: '97204',
      mail_address_line1: '415 SW Alder Street',
      mail_city: 'Portland',
      mail_state: 'OR',
      mail_zipcode: '97204',
      phone_number: '5035550148',
      heard_about_orchid_via: 'Search Engine',
      agreed_to_terms_of_use: true,
      confirmed_have_social_security_number_allowed_to_work_in_usa: true,
      licenses: [
        {
          type: 'LPC',
          conferring_entity: 'OR',
          license_number: 'C8841',
          expiration_date: '2027-06-30',
          orchid_pro_type_id: type.orchid_pro_type_id,
          supervision: undefined,
        },
      ],
    },
    origin,
  );
  await startDemoTrial(ctx, userId);
}

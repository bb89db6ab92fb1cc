import type { ProviderType } from '@orchid/contracts/professional-options';
import type { ProfessionalProfile } from '@orchid/contracts/professionals';

/**
 * A newly registered professional's profile as GET /api/users/v1/orchid_pro/ answers it, for
 * tests; with `type`, one type record of that type.
 */
export function testProfessional(
  overrides: Partial<ProfessionalProfile> = {},
  withRecord?: { type: ProviderType; specialty?: string },
): ProfessionalProfile {
  const sub = '0196f6a2-7c1e-7000-8000-000000000002';
  return {
    cognito_sub: sub,
    first_name: 'Iris',
    last_name: 'Novak',
    legal_first_name: 'Iris',
    preferred_first_name: null,
    name_schema: 'first_last',
    display_name: 'Iris Novak',
    dob: null,
    signature_legal_first_name: null,
    signature_legal_last_name: null,
    business_entity_name: null,
    office_address_line1: null,
    office_city: null,
    office_state: null,
    office_zipcode: null,
    mail_address_line1: null,
    mail_city: null,
    mail_state: null,
    mail_zipcode: null,
    phone_number: null,
    heard_about_orchid_via: null,
    agreed_to_terms_of_use: false,
    confirmed_have_social_security_number_allowed_to_work_in_usa: false,
    medical_degree: null,
    doctoral_degree: null,
    practice_group_name: null,
    licenses: [],
    orchid_pro_types: withRecord
      ? [
          {
            orchid_pro_type_id: '0196f6a2-7c1e-7000-8000-0000000000aa',
            orchid_pro_user_id: sub,
            create_datetime: '2026-11-20T10:00:00Z',
            modify_datetime: '2026-11-20T10:00:00Z',
            marked_deleted_datetime: null,
            orchid_pro_type: {
              type: withRecord.type,
              specialty: { specialty: withRecord.specialty ?? null, sub_specialty: null },
            },
          },
        ]
      : [],
    office_locations: [],
    signup_form_finished: false,
    missing_onboarding_steps: [
      'tell-us-about-yourself',
      'describe-your-practice',
      'what-is-your-practice-address',
      'before-you-finish',
    ],
    ...overrides,
  };
}

import { formatPhoneMask } from '@orchid/contracts/member-options';
import { displayName } from '@orchid/contracts/names';
import { PROVIDER_TYPES, specialtiesFor } from '@orchid/contracts/professional-options';
import type { ProfessionalProfile } from '@orchid/contracts/professionals';
import { US_STATES } from '@orchid/contracts/regions';
import type { DetailGroup } from '../../../ui/detail-groups';
import { dobInWords } from '../../members/profile/dob-rules';

const stateName = (code: string | null) =>
  US_STATES.find((state) => state.value === code)?.label ?? code;

type AddressParts = [
  line1: string | null,
  city: string | null,
  state: string | null,
  zip: string | null,
];

/** '415 SW Alder Street', 'Portland, Oregon 97204': the lines whose parts are given. */
function addressLines([line1, city, state, zip]: AddressParts): string[] {
  const place = [city, [stateName(state), zip].filter(Boolean).join(' ')].filter(Boolean);
  return [line1, place.join(', ')].filter((line): line is string => Boolean(line));
}

const address = (...parts: AddressParts) => addressLines(parts).join('\n') || null;

/** 'Physician, Psychiatry': each type record with its specialty's label. */
function professionalTypes(profile: ProfessionalProfile): string | null {
  const types = profile.orchid_pro_types
    .filter((record) => record.marked_deleted_datetime === null)
    .map(({ orchid_pro_type: { type, specialty } }) => {
      const label = PROVIDER_TYPES.find((option) => option.value === type)?.label ?? type;
      const special = specialtiesFor(type).find((o) => o.value === specialty.specialty)?.label;
      return special ? `${label}, ${special}` : label;
    });
  return types.length > 0 ? types.join('\n') : null;
}

/** 'LMHC in New York, number LMHC-1234' per license. */
function licenses(profile: ProfessionalProfile): string | null {
  const lines = profile.licenses.map((license) =>
    [license.type, `in ${stateName(license.conferring_entity)}`, `number ${license.license_number}`]
      .filter(Boolean)
      .join(' '),
  );
  return lines.length > 0 ? lines.join('\n') : null;
}

/** 'Main office (in person): 10 Hudson St, New York, New York 10013' per location. */
function officeLocations(profile: ProfessionalProfile): string | null {
  const lines = profile.office_locations.map((location) => {
    const kind = location.session_location_type === 'telehealth' ? 'telehealth' : 'in person';
    const where = addressLines([
      location.address_line1,
      location.city,
      location.state,
      location.zipcode,
    ]).join(', ');
    return `${location.office_name} (${kind})${where ? `: ${where}` : ''}`;
  });
  return lines.length > 0 ? lines.join('\n') : null;
}

/** The professional's own profile, to read, in the groups of the quick intake. */
export function professionalProfileGroups(profile: ProfessionalProfile): DetailGroup[] {
  return [
    {
      title: 'About you',
      details: [
        { label: 'Display name', value: displayName(profile, profile.name_schema) },
        {
          label: 'Legal name',
          value: `${profile.legal_first_name} ${profile.last_name}`.trim() || null,
        },
        { label: 'Preferred first name', value: profile.preferred_first_name },
        { label: 'Date of birth', value: profile.dob && (dobInWords(profile.dob) ?? profile.dob) },
      ],
    },
    {
      title: 'Your practice',
      details: [
        { label: 'Professional type', value: professionalTypes(profile) },
        { label: 'Licenses', value: licenses(profile) },
        { label: 'Business name', value: profile.business_entity_name },
      ],
    },
    {
      title: 'Addresses and phone',
      details: [
        {
          label: 'Business address',
          value: address(
            profile.office_address_line1,
            profile.office_city,
            profile.office_state,
            profile.office_zipcode,
          ),
        },
        {
          label: 'Home or mailing address',
          value: address(
            profile.mail_address_line1,
            profile.mail_city,
            profile.mail_state,
            profile.mail_zipcode,
          ),
        },
        {
          label: 'Phone number',
          value: profile.phone_number && formatPhoneMask(profile.phone_number),
        },
        { label: 'Office locations', value: officeLocations(profile) },
      ],
    },
  ];
}

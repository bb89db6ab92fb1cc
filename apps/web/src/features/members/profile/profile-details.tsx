import { formatPhoneMask } from '@orchid/contracts/member-options';
import type { MemberInfo } from '@orchid/contracts/members';
import { COUNTRIES, regionsOf } from '@orchid/contracts/regions';
import { type DetailGroup, DetailGroups } from '../../../ui/detail-groups';
import { dobInWords } from './dob-rules';

/** '12 Elm Street', 'Albany, New York 12207', 'United States': the parts that are given. */
function homeAddress(info: MemberInfo): string | null {
  const region = regionsOf(info.country).find((r) => r.value === info.home_state)?.label;
  const place = [info.home_city, [region, info.home_zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  if (!info.home_address_line1 && !place) return null;
  return [info.home_address_line1, place, COUNTRIES[info.country].label].filter(Boolean).join('\n');
}

/** The member profile to read, in groups; what was not given says so. */
export function ProfileDetails({ info }: { info: MemberInfo }) {
  const groups: DetailGroup[] = [
    {
      title: 'Personal details',
      details: [
        { label: 'Legal name', value: `${info.first_name} ${info.last_name}`.trim() || null },
        { label: 'Preferred first name', value: info.preferred_first_name },
        { label: 'Date of birth', value: info.dob ? (dobInWords(info.dob) ?? info.dob) : null },
        { label: 'Gender', value: info.gender },
        { label: 'Sex', value: info.sex },
      ],
    },
    {
      title: 'Contact',
      details: [
        { label: 'Email', value: info.email },
        { label: 'Phone number', value: info.phone_number && formatPhoneMask(info.phone_number) },
        { label: 'Home address', value: homeAddress(info) },
      ],
    },
    {
      title: 'Insurance',
      details: [
        { label: 'Insurance provider', value: info.insurance_provider },
        { label: 'Group ID', value: info.insurance_group_id },
        { label: 'Member ID', value: info.insurance_member_id },
      ],
    },
    { title: 'About you', details: [{ label: 'Biography', value: info.biography }] },
  ];
  return <DetailGroups groups={groups} idPrefix="profile" />;
}

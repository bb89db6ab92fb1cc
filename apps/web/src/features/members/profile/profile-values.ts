import { SEX_OPTIONS } from '@orchid/contracts/member-options';
import {
  type MemberInfo,
  type MemberProfileRequest,
  MemberProfileRequestSchema,
} from '@orchid/contracts/members';
import { type CountryCode, regionLabel, zipLabel } from '@orchid/contracts/regions';
import { normalizeDob } from '@orchid/contracts/time';
import { z } from 'zod';
import { acrossFields } from '../../../app/forms/form-schema';
import { dobField } from './dob-rules';

// The member profile as one form (accounts-and-access §3 "Member profile and intake", §5):
// the intake shows it in two tabs, edit-profile on one page. Field names are the API's, so
// a 422's `loc` names the form field too.

export type ProfileValues = {
  first_name: string;
  last_name: string;
  /** 'YYYY-MM-DD' once what was typed is a date; what was typed otherwise. */
  dob: string;
  home_address_line1: string;
  country: CountryCode;
  home_state: string;
  home_city: string;
  home_zipcode: string;
  preferred_first_name: string;
  gender: string;
  sex: string;
  /** Digits only; the field shows them through the mask. */
  phone_number: string;
  insurance_provider: string;
  insurance_group_id: string;
  insurance_member_id: string;
  biography: string;
};

export type ProfileField = keyof ProfileValues;

/** The intake's first tab. */
export const requiredTabFields = [
  'first_name',
  'last_name',
  'dob',
  'home_address_line1',
  'country',
  'home_state',
  'home_city',
  'home_zipcode',
] as const satisfies readonly ProfileField[];

/** The intake's second tab. */
export const optionalTabFields = [
  'preferred_first_name',
  'gender',
  'sex',
  'phone_number',
  'insurance_provider',
  'insurance_group_id',
  'insurance_member_id',
  'biography',
] as const satisfies readonly ProfileField[];

/**
 * Which form asks: the intake after signing up requires the address too (§5 "Member
 * registration"); editing later requires only what the server does (names and dob), so a
 * minor's profile, which has no address, can be edited.
 */
export type ProfileFormVariant = 'intake' | 'edit-profile';

export function profileValuesFrom(info: MemberInfo): ProfileValues {
  const text = (value: string | null) => value ?? '';
  return {
    first_name: info.first_name,
    last_name: info.last_name,
    dob: text(info.dob),
    home_address_line1: text(info.home_address_line1),
    country: info.country,
    home_state: text(info.home_state),
    home_city: text(info.home_city),
    home_zipcode: text(info.home_zipcode),
    preferred_first_name: text(info.preferred_first_name),
    gender: text(info.gender),
    sex: text(info.sex),
    phone_number: text(info.phone_number),
    insurance_provider: text(info.insurance_provider),
    insurance_group_id: text(info.insurance_group_id),
    insurance_member_id: text(info.insurance_member_id),
    biography: text(info.biography),
  };
}

/** Next and Save stay disabled until these are filled (§5 "Member intake"). */
export function hasNamesAndDob(values: ProfileValues): boolean {
  return [values.first_name, values.last_name, values.dob].every((value) => value.trim() !== '');
}

/** PUT /api/users/v1/patient/ from the form: trimmed, the dob as 'YYYY-MM-DD', empty as null. */
export function profileRequest(values: ProfileValues): MemberProfileRequest {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    dob: normalizeDob(values.dob) ?? values.dob,
    preferred_first_name: optional(values.preferred_first_name),
    gender: optional(values.gender),
    sex: SEX_OPTIONS.find((option) => option === values.sex) ?? null,
    phone_number: optional(values.phone_number),
    insurance_provider: optional(values.insurance_provider),
    insurance_group_id: optional(values.insurance_group_id),
    insurance_member_id: optional(values.insurance_member_id),
    biography: values.biography.trim() === '' ? null : values.biography,
    home_address_line1: optional(values.home_address_line1),
    country: values.country,
    home_state: optional(values.home_state),
    home_city: optional(values.home_city),
    home_zipcode: optional(values.home_zipcode),
  };
}

type SavedProfile = z.output<typeof MemberProfileRequestSchema>;

/**
 * What the intake asks beyond the server (§5 "Member registration"): the address, in the
 * form's words. Read from the request the form would send, where a blank field is null.
 */
const intakeAddress = acrossFields<SavedProfile>((profile, ctx) => {
  const required = (
    field: 'home_address_line1' | 'home_state' | 'home_city' | 'home_zipcode',
    message: string,
  ) => {
    if (profile[field] === null) ctx.addIssue({ code: 'custom', path: [field], message });
  };
  required('home_address_line1', 'Please enter your street address');
  required('home_state', `Please choose a ${regionLabel(profile.country).toLowerCase()}`);
  required('home_city', 'Please enter your city');
  required('home_zipcode', `Please enter your ${zipLabel(profile.country).toLowerCase()}`);
});

/**
 * The form's checks: the request it would send (profileRequest), read by the contract's
 * schema with the member's date-of-birth rule (13 or older, judged with the browser's today);
 * the intake requires the address too. A field's message is the contract's where it has one.
 */
export function profileSchema(variant: ProfileFormVariant) {
  const request = z.preprocess(
    (values) => profileRequest(values as ProfileValues),
    MemberProfileRequestSchema.safeExtend({ dob: dobField('member') }),
  );
  return variant === 'intake' ? request.check(intakeAddress) : request;
}

import { z } from 'zod';
import { MinorSchema } from './accounts';
import { defineEndpoint } from './endpoint';
import { optionalText, phoneNumber, requiredText } from './fields';
import {
  BIOGRAPHY_MAX,
  GENDER_IDENTITY_OPTIONS,
  GuardianRelationshipSchema,
  INTAKE_GENDER_OPTIONS,
  SexSchema,
} from './member-options';
import { NewPasswordSchema } from './password-policy';
import { CountryCodeSchema, DEFAULT_COUNTRY, isValidRegion, regionLabel } from './regions';
import { text } from './text';
import { normalizeDob } from './time';

// Members: the intake and profile (accounts-and-access §3 "Member profile and intake", §5),
// guardians and minors (§4 "Acting as a minor", §6, §7).

export const memberMessages = {
  firstName: 'Please enter your legal first name',
  lastName: 'Please enter your legal last name',
  dob: 'Please enter your date of birth',
  invalidDob: 'Please enter a valid date of birth (MM/DD/YYYY)',
  tooYoung: 'You must be at least 13 years old to register',
  minorNotMinor: 'A minor must be under 18 years old',
  futureDob: 'The date of birth cannot be in the future',
  phone: 'Please enter a 10-digit phone number',
  biography: `Please keep your biography under ${BIOGRAPHY_MAX} characters`,
  region: (country: z.infer<typeof CountryCodeSchema>) =>
    `Please choose a ${regionLabel(country).toLowerCase()} of the selected country`,
  notYourMinor: 'You cannot act for this profile.',
  notActing: 'You are not acting for a minor.',
  badSignupToken:
    'This sign-up link is not valid or has expired. Please ask your professional for a new one.',
} as const;

/** A date of birth as 'YYYY-MM-DD'; MM/DD/YYYY is converted (§5). Ages: date-of-birth.ts. */
export const DobSchema = text({ error: memberMessages.dob })
  .trim()
  .min(1, memberMessages.dob)
  .transform((value, ctx) => {
    const dob = normalizeDob(value);
    if (!dob) {
      ctx.addIssue({ code: 'custom', message: memberMessages.invalidDob });
      return z.NEVER;
    }
    return dob;
  });

/** Either gender list of the spec (§3): the intake's and the longer identity list. */
export const MemberGenderSchema = z.enum([
  ...new Set([...INTAKE_GENDER_OPTIONS, ...GENDER_IDENTITY_OPTIONS]),
] as [string, ...string[]]);

const PhoneSchema = phoneNumber(memberMessages.phone);

/** PUT /api/users/v1/patient/: the whole member profile; the required intake is names and dob. */
export const MemberProfileRequestSchema = z
  .strictObject({
    first_name: requiredText(memberMessages.firstName),
    last_name: requiredText(memberMessages.lastName),
    preferred_first_name: optionalText(100),
    dob: DobSchema,
    gender: MemberGenderSchema.nullish().transform((v) => v ?? null),
    sex: SexSchema.nullish().transform((v) => v ?? null),
    phone_number: PhoneSchema,
    insurance_provider: optionalText(200),
    insurance_group_id: optionalText(100),
    insurance_member_id: optionalText(100),
    biography: text()
      .max(BIOGRAPHY_MAX, memberMessages.biography)
      .nullish()
      .transform((v) => (v?.trim() ? v : null)),
    home_address_line1: optionalText(200),
    country: CountryCodeSchema.default(DEFAULT_COUNTRY),
    home_state: optionalText(10),
    home_city: optionalText(100),
    home_zipcode: optionalText(20),
  })
  .superRefine(
    (profile, ctx) => {
      if (profile.home_state && !isValidRegion(profile.country, profile.home_state)) {
        ctx.addIssue({
          code: 'custom',
          path: ['home_state'],
          message: memberMessages.region(profile.country),
        });
      }
    },
    // Also when other fields are wrong, so every message shows at once (the country and
    // the region themselves must have passed).
    {
      when: ({ value, issues }) =>
        typeof value === 'object' &&
        value !== null &&
        !issues.some((issue) => ['country', 'home_state'].includes(String(issue.path?.[0]))),
    },
  );
export type MemberProfileRequest = z.input<typeof MemberProfileRequestSchema>;

/** GET /api/users/v1/patient/ (§3): the profile with the account's e-mail and sign-up state. */
export const MemberInfoSchema = z.object({
  user_id: z.uuid(),
  first_name: text(),
  last_name: text(),
  preferred_first_name: text().nullable(),
  dob: text().nullable(),
  gender: text().nullable(),
  sex: text().nullable(),
  phone_number: text().nullable(),
  insurance_provider: text().nullable(),
  insurance_group_id: text().nullable(),
  insurance_member_id: text().nullable(),
  biography: text().nullable(),
  home_address_line1: text().nullable(),
  country: CountryCodeSchema,
  home_state: text().nullable(),
  home_city: text().nullable(),
  home_zipcode: text().nullable(),
  email: text(),
  email_confirmed: z.boolean(),
  signup_form_finished: z.boolean(),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

export const getMemberInfo = defineEndpoint({
  method: 'GET',
  path: '/api/users/v1/patient/',
  summary: 'The signed-in member (or the minor acted for): profile and sign-up state',
  status: 200,
  response: MemberInfoSchema,
});

export const saveMemberInfo = defineEndpoint({
  method: 'PUT',
  path: '/api/users/v1/patient/',
  summary: 'Save the member intake or profile; finishes sign-up once names and dob are there',
  body: MemberProfileRequestSchema,
  status: 200,
  response: MemberInfoSchema,
});

// ---- Minors -------------------------------------------------------------------------------

export const CreateMinorRequestSchema = z.strictObject({
  first_name: requiredText(memberMessages.firstName),
  last_name: requiredText(memberMessages.lastName),
  preferred_first_name: optionalText(100),
  dob: DobSchema,
  relationship: GuardianRelationshipSchema,
});

/** A minor as the guardian sees it: §3 Minor plus the profile the guardian gave. */
export const GuardedMinorSchema = MinorSchema.extend({
  dob: text(),
  relationship: GuardianRelationshipSchema,
});

export const createMinor = defineEndpoint({
  method: 'POST',
  path: '/api/users/v1/minors',
  summary: 'Add a minor profile the signed-in member is guardian and billing user of',
  body: CreateMinorRequestSchema,
  status: 201,
  response: GuardedMinorSchema,
});

export const listMinors = defineEndpoint({
  method: 'GET',
  path: '/api/users/v1/minors',
  summary: "The signed-in guardian's minors",
  status: 200,
  response: z.object({ minors: z.array(GuardedMinorSchema) }),
});

const ActingSchema = z.object({
  guardian_token_exp: z.iso.datetime({ offset: true }),
  current_minor_user_id: z.uuid(),
});

export const switchToMinor = defineEndpoint({
  method: 'POST',
  path: '/api/users/v1/minors/switch/{guardian_id}/{minor_id}',
  summary: 'Act for one of your minors (the session then describes the minor)',
  params: z.object({ guardian_id: z.uuid(), minor_id: z.uuid() }),
  status: 200,
  response: ActingSchema,
});

export const switchBackToGuardian = defineEndpoint({
  method: 'POST',
  path: '/api/users/v1/minors/switch_back_to_guardian',
  summary: 'Stop acting for a minor',
  status: 200,
  response: z.object({ acting_for_minor: z.literal(false) }),
});

export const renewCurrentAccess = defineEndpoint({
  method: 'POST',
  path: '/api/users/v1/minors/renew_current_access',
  summary: 'Renew the acting-for-a-minor access together with the normal one',
  status: 200,
  response: ActingSchema,
});

// ---- Sign-up completed by a link a professional had sent ------------------------------------

export const completePatientSignup = defineEndpoint({
  method: 'POST',
  path: '/api/users/v1/patient_signup_session/complete/{token}',
  summary: 'Choose a password for an account a professional created; signs it in',
  params: z.object({ token: text().min(16).max(200) }),
  body: z.strictObject({ password: NewPasswordSchema }),
  status: 200,
  response: z.object({ nextStep: z.literal('done') }),
});

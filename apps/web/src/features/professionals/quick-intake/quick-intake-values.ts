import { type FormErrors, schemaResolver } from '@mantine/form';
import { HeardAboutSchema, phoneDigits } from '@orchid/contracts/member-options';
import {
  DEFAULT_NAME_SCHEMA,
  displayName,
  type NameCredentials,
  type NameSchema,
  NameSchemaSchema,
  nameSchemaProblem,
} from '@orchid/contracts/names';
import {
  DEFAULT_LICENSE_EXPIRATION,
  DEFAULT_PHYSICIAN_SPECIALTY,
  DEFAULT_PROVIDER_TYPE,
  DOCTORAL_DEGREES,
  DoctoralDegreeSchema,
  MEDICAL_DEGREES,
  MedicalDegreeSchema,
  type ProviderType,
} from '@orchid/contracts/professional-options';
import {
  type License,
  type ProfessionalProfile,
  type ProfessionalProfileRequest,
  ProfessionalProfileRequestSchema,
  type ProfessionalTypeRecord,
  type QuickIntakeStep,
} from '@orchid/contracts/professionals';
import { UsStateSchema } from '@orchid/contracts/regions';
import { normalizeDob } from '@orchid/contracts/time';
import { z } from 'zod';
import { acrossFields, checkedBy, filled } from '../../../app/forms/form-schema';
import { dobField } from '../../members/profile/dob-rules';

// The quick-intake form (booking-practice-and-marketing §2, §3 "Professional onboarding
// profile", §4 "Quick-intake", §5): its values, the saved profile they start from, which
// fields each step asks and requires, and what each Continue sends. Field names are the
// API's wherever there is one, so a 422's `loc` names the form field too.

export type IntakeValues = {
  preferred_first_name: string;
  /** The doctorate, if any: MD or DO (medical_degree) or another (doctoral_degree); '' none. */
  degree: string;
  name_schema: NameSchema;
  /** 'YYYY-MM-DD' once what was typed is a date; what was typed otherwise. */
  dob: string;
  /** The type record's type and specialty. */
  type: ProviderType;
  specialty: string;
  /** The first license's state and number. */
  conferring_entity: string;
  license_number: string;
  /** Its expiry, 'YYYY-MM-DD'; '' when not given (the spec's default date means the same). */
  expiration_date: string;
  business_entity_name: string;
  office_address_line1: string;
  office_city: string;
  office_state: string;
  office_zipcode: string;
  /** 'Same as Business Address': the home fields copy the business ones and are disabled. */
  same_as_business: boolean;
  mail_address_line1: string;
  mail_city: string;
  mail_state: string;
  mail_zipcode: string;
  /** Digits only; the field shows them through the mask. */
  phone_number: string;
  heard_about_orchid_via: string;
  agreed_to_terms_of_use: boolean;
  confirmed_have_social_security_number_allowed_to_work_in_usa: boolean;
};

export type IntakeField = keyof IntakeValues;

/** The fields each step shows. */
export const STEP_FIELDS = {
  'tell-us-about-yourself': ['preferred_first_name', 'degree', 'name_schema', 'dob'],
  'describe-your-practice': ['type', 'specialty', 'conferring_entity', 'license_number'],
  'what-is-your-practice-address': [
    'business_entity_name',
    'office_address_line1',
    'office_city',
    'office_state',
    'office_zipcode',
    'same_as_business',
    'mail_address_line1',
    'mail_city',
    'mail_state',
    'mail_zipcode',
  ],
  'what-is-your-phone-number': ['phone_number'],
  'before-you-finish': [
    'heard_about_orchid_via',
    'agreed_to_terms_of_use',
    'confirmed_have_social_security_number_allowed_to_work_in_usa',
  ],
} as const satisfies Record<QuickIntakeStep, readonly IntakeField[]>;

/** The step a field is on, for a refused save that names it. */
export function stepOfField(field: IntakeField): QuickIntakeStep {
  const found = (Object.keys(STEP_FIELDS) as QuickIntakeStep[]).find((step) =>
    (STEP_FIELDS[step] as readonly IntakeField[]).includes(field),
  );
  if (!found) throw new Error(`${field} is on no step`);
  return found;
}

// ---- The degree and the display name -----------------------------------------------------------

/** The doctorates one field asks for: none, a medical degree, or another doctorate. */
export const DEGREE_CHOICES = [
  { value: '', label: 'No doctoral degree' },
  ...MEDICAL_DEGREES,
  ...DOCTORAL_DEGREES,
];

/** The profile's two degree fields from the one choice. */
export function credentialsOf(degree: string) {
  return {
    medical_degree: MedicalDegreeSchema.safeParse(degree).data ?? null,
    doctoral_degree: DoctoralDegreeSchema.safeParse(degree).data ?? null,
  } satisfies NameCredentials;
}

// ---- From the saved profile ------------------------------------------------------------------

/** The record quick-intake edits: the first one, if any (§4). */
export const savedTypeRecord = (profile: ProfessionalProfile): ProfessionalTypeRecord | undefined =>
  profile.orchid_pro_types[0];

const addressParts = ['address_line1', 'city', 'state', 'zipcode'] as const;

/** Business and home addresses saved and identical: the checkbox was ticked last time. */
function sameAddresses(profile: ProfessionalProfile): boolean {
  return addressParts.every((part) => {
    const office = profile[`office_${part}`];
    return !!office && office === profile[`mail_${part}`];
  });
}

/**
 * The form as a returning professional left it. Without a type record the default therapist
 * is shown (it is created on the practice step); without a license, an empty one (§4).
 */
export function intakeValuesFrom(profile: ProfessionalProfile): IntakeValues {
  const text = (value: string | null | undefined) => value ?? '';
  const record = savedTypeRecord(profile)?.orchid_pro_type;
  const [license] = profile.licenses;
  const same = sameAddresses(profile);
  return {
    preferred_first_name: text(profile.preferred_first_name),
    degree: text(profile.medical_degree ?? profile.doctoral_degree),
    name_schema: profile.name_schema,
    dob: text(profile.dob),
    type: record?.type ?? DEFAULT_PROVIDER_TYPE,
    specialty: text(record?.specialty.specialty),
    conferring_entity: text(license?.conferring_entity),
    license_number: text(license?.license_number),
    expiration_date:
      license && license.expiration_date !== DEFAULT_LICENSE_EXPIRATION
        ? license.expiration_date
        : '',
    business_entity_name: text(profile.business_entity_name),
    office_address_line1: text(profile.office_address_line1),
    office_city: text(profile.office_city),
    office_state: text(profile.office_state),
    office_zipcode: text(profile.office_zipcode),
    same_as_business: same,
    mail_address_line1: text(profile.mail_address_line1),
    mail_city: text(profile.mail_city),
    mail_state: text(profile.mail_state),
    mail_zipcode: text(profile.mail_zipcode),
    phone_number: text(profile.phone_number),
    heard_about_orchid_via: text(profile.heard_about_orchid_via),
    agreed_to_terms_of_use: profile.agreed_to_terms_of_use,
    confirmed_have_social_security_number_allowed_to_work_in_usa:
      profile.confirmed_have_social_security_number_allowed_to_work_in_usa,
  };
}

// ---- Rules of the form -------------------------------------------------------------------------

/**
 * With 'Same as Business Address' ticked the home address is the business address, field by
 * field, however often the business fields change (§2); otherwise the values as they are.
 */
export function withMirroredHome(values: IntakeValues): IntakeValues {
  if (!values.same_as_business) return values;
  return {
    ...values,
    mail_address_line1: values.office_address_line1,
    mail_city: values.office_city,
    mail_state: values.office_state,
    mail_zipcode: values.office_zipcode,
  };
}

/** A professional type change: a physician starts on the first specialty, others on none. */
export const specialtyForType = (type: ProviderType): string =>
  type === 'physician' ? DEFAULT_PHYSICIAN_SPECIALTY : '';

const request = ProfessionalProfileRequestSchema.shape;

/** An address's fields, required in the form's words; the ZIP code as the contract reads it. */
const addressFields = (whose: string) => ({
  address_line1: filled(`Please enter the street address of your ${whose}`),
  city: filled(`Please enter the city of your ${whose}`),
  state: filled(`Please choose the state of your ${whose}`),
  zipcode: filled(`Please enter the ZIP code of your ${whose}`).pipe(
    checkedBy(request.office_zipcode),
  ),
});

const office = addressFields('business address');
const home = addressFields('home address');
const homeAddress = z.object({
  mail_address_line1: home.address_line1,
  mail_city: home.city,
  mail_state: home.state,
  mail_zipcode: home.zipcode,
});

const intakeFields = (today: string | undefined) =>
  z.object({
    preferred_first_name: z.string(),
    degree: z.string(),
    name_schema: z.enum(NameSchemaSchema.options, 'Please choose how your name is shown'),
    dob: dobField('professional', today),
    type: z.string(),
    specialty: z.string(),
    conferring_entity: filled('Please choose the state of your license'),
    license_number: filled('Please enter your license number'),
    expiration_date: z
      .string()
      .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Enter a date'),
    business_entity_name: z.string(),
    office_address_line1: office.address_line1,
    office_city: office.city,
    office_state: office.state,
    office_zipcode: office.zipcode,
    same_as_business: z.boolean(),
    mail_address_line1: z.string(),
    mail_city: z.string(),
    mail_state: z.string(),
    mail_zipcode: z.string(),
    phone_number: request.phone_number,
    heard_about_orchid_via: filled('Please tell us how you heard about us'),
    agreed_to_terms_of_use: z.literal(true, 'Please agree to the terms of use'),
    confirmed_have_social_security_number_allowed_to_work_in_usa: z.literal(
      true,
      'Please confirm to continue',
    ),
  });

/**
 * The quick intake's checks (§5): what each step requires, in the form's words, and the
 * contract's rules and messages for the formats the server refuses (date of birth, ZIP code,
 * phone). With the home address mirrored, its problems are the business address's, shown
 * there once. `today` is for tests; the form judges the date of birth with the browser's.
 */
export function intakeSchema(today?: string) {
  return intakeFields(today).check(
    acrossFields<z.output<ReturnType<typeof intakeFields>>>((values, ctx) => {
      // The contracts' rule: a display name claims only the degree given.
      const nameProblem = nameSchemaProblem(values.name_schema, credentialsOf(values.degree));
      if (nameProblem)
        ctx.addIssue({ code: 'custom', path: ['name_schema'], message: nameProblem });
      if (values.type === 'physician' && values.specialty.trim() === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['specialty'],
          message: 'Please choose your specialty',
        });
      }
      if (values.same_as_business) return;
      for (const issue of homeAddress.safeParse(values).error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }),
  );
}

/** Every field's problem, as the form shows them: the messages of `intakeSchema`. */
export function intakeErrors(values: IntakeValues, today?: string): FormErrors {
  return schemaResolver(intakeSchema(today), { sync: true })(values);
}

/** Continue (or Finish) is enabled once the step's fields have no problem (§5). */
export function stepReady(step: QuickIntakeStep, values: IntakeValues, today?: string): boolean {
  const errors = intakeErrors(values, today);
  return STEP_FIELDS[step].every((field) => !(field in errors));
}

/** The name as messages, bookings and invites will show it, in the chosen format. */
export function namePreview(profile: ProfessionalProfile, values: IntakeValues): string {
  return displayName(
    {
      first_name: profile.first_name,
      last_name: profile.last_name,
      preferred_first_name: values.preferred_first_name,
      ...credentialsOf(values.degree),
    },
    values.name_schema ?? DEFAULT_NAME_SCHEMA,
  );
}

// ---- What a Continue sends ---------------------------------------------------------------------

const optional = (value: string) => (value.trim() === '' ? null : value.trim());
const usState = (value: string) => UsStateSchema.safeParse(value).data ?? null;

/**
 * The licenses, with the first one's state and number as typed. A license keeps what
 * quick-intake does not ask (type, expiration, supervision); a new one is tied to the type
 * record. The list replaces the saved one, so the others are sent as they are.
 */
function licensesRequest(
  values: IntakeValues,
  saved: readonly License[],
  typeRecordId: string | null,
): NonNullable<ProfessionalProfileRequest['licenses']> {
  const [first, ...others] = saved;
  const edited = {
    ...(first ?? { type: null, orchid_pro_type_id: typeRecordId }),
    conferring_entity: usState(values.conferring_entity),
    license_number: values.license_number.trim(),
    // Not given: the spec's default, which the desk shows as "Expiry not given" (a new
    // license without one leaves it to the server's default).
    ...(values.expiration_date || first
      ? { expiration_date: values.expiration_date || DEFAULT_LICENSE_EXPIRATION }
      : {}),
  };
  return [edited, ...others];
}

/** The body of PUT /api/users/v1/orchid_pro/ for one step: only that step's fields. */
export function stepRequest(
  step: QuickIntakeStep,
  values: IntakeValues,
  profile: ProfessionalProfile,
  typeRecordId: string | null,
): ProfessionalProfileRequest {
  switch (step) {
    case 'tell-us-about-yourself':
      return {
        preferred_first_name: optional(values.preferred_first_name),
        ...credentialsOf(values.degree),
        name_schema: values.name_schema,
        dob: normalizeDob(values.dob) ?? values.dob,
      };
    case 'describe-your-practice':
      return { licenses: licensesRequest(values, profile.licenses, typeRecordId) };
    case 'what-is-your-practice-address': {
      const address = withMirroredHome(values);
      return {
        business_entity_name: optional(address.business_entity_name),
        office_address_line1: optional(address.office_address_line1),
        office_city: optional(address.office_city),
        office_state: usState(address.office_state),
        office_zipcode: optional(address.office_zipcode),
        mail_address_line1: optional(address.mail_address_line1),
        mail_city: optional(address.mail_city),
        mail_state: usState(address.mail_state),
        mail_zipcode: optional(address.mail_zipcode),
      };
    }
    case 'what-is-your-phone-number':
      return { phone_number: optional(phoneDigits(values.phone_number)) };
    case 'before-you-finish':
      return {
        heard_about_orchid_via:
          HeardAboutSchema.safeParse(values.heard_about_orchid_via).data ?? null,
        agreed_to_terms_of_use: values.agreed_to_terms_of_use,
        confirmed_have_social_security_number_allowed_to_work_in_usa:
          values.confirmed_have_social_security_number_allowed_to_work_in_usa,
      };
  }
}

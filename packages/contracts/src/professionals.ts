import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { optionalText, phoneNumber } from './fields';
import { calendarDateSchema } from './instants';
import { HeardAboutSchema } from './member-options';
import { NameSchemaSchema } from './names';
import {
  DEFAULT_LICENSE_EXPIRATION,
  DEFAULT_PHYSICIAN_SPECIALTY,
  DoctoralDegreeSchema,
  isValidSpecialty,
  MedicalDegreeSchema,
  OfficeLocationSchema,
  ProviderTypeSchema,
} from './professional-options';
import { UsStateSchema } from './regions';
import { text } from './text';

// Professionals: the onboarding profile (booking-practice-and-marketing §3 "Professional
// onboarding profile", License, Professional type record, Office location; §4 Quick-intake;
// §5) and the calls of accounts-and-access §7.

export const professionalMessages = {
  tooYoung: 'You must be at least 18 years old',
  futureDob: 'The date of birth cannot be in the future',
  invalidDate: 'Please enter a valid date (YYYY-MM-DD)',
  zip: 'Please enter a 5-digit ZIP code',
  phone: 'Please enter a 10-digit phone number',
  npi: 'An NPI has 10 digits',
  halfLicense: 'Please enter both the license state and the license number',
  notOwnType: 'Choose one of your own professional types for this license',
  duplicateLocationId: 'Two office locations have the same id',
  specialty: 'This specialty does not fit the professional type',
  notFound: 'We could not find this professional.',
  typeNotFound: 'We could not find this professional type record.',
} as const;

/**
 * How long the operator takes to approve a new professional, in the words both the waiting
 * professional (web) and the operator's notice (server) use.
 */
export const APPROVAL_WAIT = 'usually within two business days';

/** The five quick-intake steps, kept in the URL hash (booking §2). */
export const QUICK_INTAKE_STEPS = [
  'tell-us-about-yourself',
  'describe-your-practice',
  'what-is-your-practice-address',
  'what-is-your-phone-number',
  'before-you-finish',
] as const;
export type QuickIntakeStep = (typeof QUICK_INTAKE_STEPS)[number];

/** A day that exists on the calendar, as 'YYYY-MM-DD' (2023-02-30 is refused). */
const IsoDateSchema = calendarDateSchema(professionalMessages.invalidDate);

const ZipSchema = text()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, professionalMessages.zip)
  .nullish()
  .transform((value) => value ?? null);

const PhoneSchema = phoneNumber(professionalMessages.phone);

// ---- Type records -----------------------------------------------------------------------

const SpecialtySchema = z.strictObject({
  specialty: text().trim().max(100).nullish(),
  sub_specialty: text().trim().max(100).nullish(),
});

/** A type and its specialty; a physician without one gets the first of the list (§3). */
export const ProfessionalTypeSchema = z
  .strictObject({
    type: ProviderTypeSchema.default('therapist'),
    specialty: SpecialtySchema.nullish(),
  })
  .transform((value) => {
    const specialty = value.specialty?.specialty || null;
    const sub = value.specialty?.sub_specialty || null;
    return {
      type: value.type,
      specialty: {
        specialty:
          value.type === 'physician' && !specialty ? DEFAULT_PHYSICIAN_SPECIALTY : specialty,
        sub_specialty: sub,
      },
    };
  })
  .refine((value) => isValidSpecialty(value.type, value.specialty), {
    message: professionalMessages.specialty,
    path: ['specialty'],
  });

export const ProfessionalTypeRequestSchema = z.strictObject({
  orchid_pro_type: ProfessionalTypeSchema,
});

export const ProfessionalTypeRecordSchema = z.object({
  orchid_pro_type_id: z.uuid(),
  orchid_pro_user_id: z.uuid(),
  create_datetime: z.iso.datetime({ offset: true }),
  modify_datetime: z.iso.datetime({ offset: true }),
  marked_deleted_datetime: z.iso.datetime({ offset: true }).nullable(),
  orchid_pro_type: z.object({
    type: ProviderTypeSchema,
    specialty: z.object({ specialty: text().nullable(), sub_specialty: text().nullable() }),
  }),
});
export type ProfessionalTypeRecord = z.infer<typeof ProfessionalTypeRecordSchema>;

// ---- Licenses ---------------------------------------------------------------------------

export const SupervisionSchema = z.strictObject({
  has_supervision: z.boolean().default(false),
  name: optionalText(200),
  npi: text()
    .trim()
    .regex(/^\d{10}$/, professionalMessages.npi)
    .nullish()
    .transform((v) => v ?? null),
  phone: PhoneSchema,
  license_type: optionalText(50),
  license_number: optionalText(50),
});

/**
 * A license as the quick-intake sends it. A blank one (the form's empty default) is dropped
 * by the server; a half-filled one is refused.
 */
export const LicenseRequestSchema = z
  .strictObject({
    type: optionalText(50),
    conferring_entity: z.union([UsStateSchema, z.literal('')]).nullish(),
    license_number: text().trim().max(50).nullish(),
    expiration_date: IsoDateSchema.default(DEFAULT_LICENSE_EXPIRATION),
    orchid_pro_type_id: z.uuid().nullish(),
    supervision: SupervisionSchema.optional(),
  })
  .refine((license) => !license.conferring_entity === !license.license_number, {
    message: professionalMessages.halfLicense,
    path: ['license_number'],
  });

export const LicenseSchema = z.object({
  type: text().nullable(),
  conferring_entity: UsStateSchema,
  license_number: text(),
  expiration_date: text(),
  orchid_pro_type_id: text().nullable(),
  supervision: z.object({
    has_supervision: z.boolean(),
    name: text().nullable(),
    npi: text().nullable(),
    phone: text().nullable(),
    license_type: text().nullable(),
    license_number: text().nullable(),
  }),
});
export type License = z.infer<typeof LicenseSchema>;

// ---- The onboarding profile -------------------------------------------------------------

/**
 * PUT /api/users/v1/orchid_pro/: what quick-intake saves on every Continue. Fields left out
 * stay as they are; null clears. Legal names are read-only here (they come from
 * registration). `licenses` and `additional_office_locations`, when sent, replace the lists.
 */
export const ProfessionalProfileRequestSchema = z.strictObject({
  preferred_first_name: optionalText(100).optional(),
  name_schema: NameSchemaSchema.optional(),
  dob: IsoDateSchema.nullish(),
  signature_legal_first_name: optionalText(100).optional(),
  signature_legal_last_name: optionalText(100).optional(),
  business_entity_name: optionalText(200).optional(),
  office_address_line1: optionalText(200).optional(),
  office_city: optionalText(100).optional(),
  office_state: UsStateSchema.nullish(),
  office_zipcode: ZipSchema.optional(),
  mail_address_line1: optionalText(200).optional(),
  mail_city: optionalText(100).optional(),
  mail_state: UsStateSchema.nullish(),
  mail_zipcode: ZipSchema.optional(),
  phone_number: PhoneSchema.optional(),
  heard_about_orchid_via: HeardAboutSchema.nullish(),
  agreed_to_terms_of_use: z.boolean().optional(),
  confirmed_have_social_security_number_allowed_to_work_in_usa: z.boolean().optional(),
  medical_degree: MedicalDegreeSchema.nullish(),
  /** A doctorate other than MD or DO; with either, the 'Dr.' display names (names.ts). */
  doctoral_degree: DoctoralDegreeSchema.nullish(),
  licenses: z.array(LicenseRequestSchema).max(20).optional(),
  additional_office_locations: z
    .array(OfficeLocationSchema.omit({ is_default: true }).strict())
    .max(20)
    .superRefine((locations, ctx) => {
      const seen = new Set<string>();
      locations.forEach((location, index) => {
        if (seen.has(location.office_location_id)) {
          ctx.addIssue({
            code: 'custom',
            message: professionalMessages.duplicateLocationId,
            path: [index, 'office_location_id'],
          });
        }
        seen.add(location.office_location_id);
      });
    })
    .optional(),
});
export type ProfessionalProfileRequest = z.input<typeof ProfessionalProfileRequestSchema>;

/**
 * What each quick-intake step requires (booking §5), in the request's field names: the server's
 * sign-up rule reads it, and the form requires the same fields (its test holds it to this
 * list). The license is the first complete one. (The form also asks a physician's specialty,
 * which the server never misses: it gives a physician without one the first of the list.)
 */
export const QUICK_INTAKE_REQUIRED = {
  'tell-us-about-yourself': ['dob'],
  'describe-your-practice': ['type', 'conferring_entity', 'license_number'],
  'what-is-your-practice-address': [
    'office_address_line1',
    'office_city',
    'office_state',
    'office_zipcode',
    'mail_address_line1',
    'mail_city',
    'mail_state',
    'mail_zipcode',
  ],
  'what-is-your-phone-number': [],
  'before-you-finish': [
    'heard_about_orchid_via',
    'agreed_to_terms_of_use',
    'confirmed_have_social_security_number_allowed_to_work_in_usa',
  ],
} as const satisfies Record<QuickIntakeStep, readonly string[]>;

export type QuickIntakeRequiredField = (typeof QUICK_INTAKE_REQUIRED)[QuickIntakeStep][number];

/** What the steps need of a profile: its required fields, the type its first type record's. */
export type OnboardingFacts = Record<QuickIntakeRequiredField, string | boolean | null>;

/** Whether one quick-intake step has its required fields (booking §5). */
export function onboardingStepComplete(step: QuickIntakeStep, facts: OnboardingFacts): boolean {
  const required: readonly QuickIntakeRequiredField[] = QUICK_INTAKE_REQUIRED[step];
  return required.every((field) => !!facts[field]);
}

/** The steps still missing something; sign-up is finished when none is. */
export const missingOnboardingSteps = (facts: OnboardingFacts): QuickIntakeStep[] =>
  QUICK_INTAKE_STEPS.filter((step) => !onboardingStepComplete(step, facts));

const OfficeLocationOutSchema = OfficeLocationSchema;

/** GET /api/users/v1/orchid_pro/: the professional's own, whole profile. */
export const ProfessionalProfileSchema = z.object({
  cognito_sub: z.uuid(),
  first_name: text(),
  last_name: text(),
  /** The legal first name given at registration; read-only in quick-intake. */
  legal_first_name: text(),
  preferred_first_name: text().nullable(),
  name_schema: NameSchemaSchema,
  display_name: text(),
  dob: text().nullable(),
  signature_legal_first_name: text().nullable(),
  signature_legal_last_name: text().nullable(),
  business_entity_name: text().nullable(),
  office_address_line1: text().nullable(),
  office_city: text().nullable(),
  office_state: text().nullable(),
  office_zipcode: text().nullable(),
  mail_address_line1: text().nullable(),
  mail_city: text().nullable(),
  mail_state: text().nullable(),
  mail_zipcode: text().nullable(),
  phone_number: text().nullable(),
  heard_about_orchid_via: text().nullable(),
  agreed_to_terms_of_use: z.boolean(),
  confirmed_have_social_security_number_allowed_to_work_in_usa: z.boolean(),
  medical_degree: text().nullable(),
  doctoral_degree: text().nullable(),
  practice_group_name: text().nullable(),
  licenses: z.array(LicenseSchema),
  orchid_pro_types: z.array(ProfessionalTypeRecordSchema),
  office_locations: z.array(OfficeLocationOutSchema),
  signup_form_finished: z.boolean(),
  missing_onboarding_steps: z.array(z.enum(QUICK_INTAKE_STEPS)),
});
export type ProfessionalProfile = z.infer<typeof ProfessionalProfileSchema>;

/**
 * GET /api/users/v1/orchid_pro/{id}: what anyone may see. No date of birth, home or mailing
 * address, phone, license numbers or supervision; only the locations shown to the public.
 */
export const PublicProfessionalSchema = z.object({
  cognito_sub: z.uuid(),
  first_name: text(),
  last_name: text(),
  preferred_first_name: text().nullable(),
  name_schema: NameSchemaSchema,
  display_name: text(),
  medical_degree: text().nullable(),
  doctoral_degree: text().nullable(),
  business_entity_name: text().nullable(),
  practice_group_name: text().nullable(),
  orchid_pro_types: z.array(ProfessionalTypeRecordSchema.pick({ orchid_pro_type: true })),
  licenses: z.array(z.object({ type: text().nullable(), conferring_entity: text() })),
  office_locations: z.array(
    OfficeLocationSchema.pick({
      office_location_id: true,
      office_name: true,
      session_location_type: true,
      address_line1: true,
      address_line2: true,
      city: true,
      state: true,
      zipcode: true,
    }),
  ),
});

export const getOwnProfessional = defineEndpoint({
  method: 'GET',
  path: '/api/users/v1/orchid_pro/',
  summary: "The signed-in professional's own profile, or with on_behalf_of their team owner's (§6)",
  query: z.object({ on_behalf_of: z.uuid().optional() }),
  status: 200,
  response: ProfessionalProfileSchema,
});

export const getProfessional = defineEndpoint({
  method: 'GET',
  path: '/api/users/v1/orchid_pro/{id}',
  summary: "Another professional's public profile; 404 when unknown (any id that is not a sub)",
  // Not refused as a 422: the spec sends a 404 here to /page-not-found, whatever the id.
  params: z.object({ id: text().max(100) }),
  status: 200,
  response: PublicProfessionalSchema,
});

export const saveOwnProfessional = defineEndpoint({
  method: 'PUT',
  path: '/api/users/v1/orchid_pro/',
  summary: 'Save the onboarding profile; finishes sign-up once every step is complete',
  body: ProfessionalProfileRequestSchema,
  status: 200,
  response: ProfessionalProfileSchema,
});

export const createProfessionalType = defineEndpoint({
  method: 'POST',
  path: '/api/users/v1/orchid_pro_type/create',
  summary: 'Create a professional type record',
  body: ProfessionalTypeRequestSchema,
  status: 201,
  response: ProfessionalTypeRecordSchema,
});

export const updateProfessionalType = defineEndpoint({
  method: 'PUT',
  path: '/api/users/v1/orchid_pro_type/{id}',
  summary: 'Change the type or specialty of one of your type records',
  params: z.object({ id: z.uuid() }),
  body: ProfessionalTypeRequestSchema,
  status: 200,
  response: ProfessionalTypeRecordSchema,
});

// ---- Cancellation policy (§1, §9) ----------------------------------------------------------

/** Fee for a late cancellation: none, a flat amount, or a percent of the session rate (§9). */
export const CANCELLATION_FEE_TYPES = ['none', 'flat', 'percent'] as const;
/** The late-cancellation window options of §9, in days. */
export const CANCELLATION_WINDOW_DAYS = [1, 7, 15, 30, 90] as const;
/**
 * Hours before a session within which cancelling costs the fee; 0 means never. The longest
 * window of §9 (90 days) bounds it.
 */
export const CANCELLATION_LIMIT_HOURS_MAX = 90 * 24;

export const CancellationPolicySchema = z
  .strictObject({
    cancellation_limit_hours: z.number().int().min(0).max(CANCELLATION_LIMIT_HOURS_MAX),
    fee_type: z.enum(CANCELLATION_FEE_TYPES),
    /** Flat fee in cents; for 'flat' only. */
    fee_cents: z.number().int().min(0).max(100_000).nullable(),
    /** Percent of the session rate; for 'percent' only. */
    fee_percent: z.number().int().min(1).max(100).nullable(),
    /** What clients read before they book. */
    policy_text: text().trim().max(2000),
  })
  .superRefine((policy, ctx) => {
    if (policy.fee_type === 'flat' && policy.fee_cents === null) {
      ctx.addIssue({ code: 'custom', path: ['fee_cents'], message: 'Enter the fee' });
    }
    if (policy.fee_type === 'percent' && policy.fee_percent === null) {
      ctx.addIssue({ code: 'custom', path: ['fee_percent'], message: 'Enter the percent' });
    }
  });
export type CancellationPolicy = z.infer<typeof CancellationPolicySchema>;

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  cancellation_limit_hours: 24,
  fee_type: 'none',
  fee_cents: null,
  fee_percent: null,
  policy_text: '',
};

export const getCancellationPolicy = defineEndpoint({
  method: 'GET',
  path: '/api/users/v1/orchid_pro/cancellation_policy',
  summary: "The practice's cancellation policy",
  query: z.object({ on_behalf_of: z.uuid().optional() }),
  status: 200,
  response: CancellationPolicySchema,
});

export const saveCancellationPolicy = defineEndpoint({
  method: 'PUT',
  path: '/api/users/v1/orchid_pro/cancellation_policy',
  summary: "Change the practice's cancellation policy",
  body: CancellationPolicySchema,
  status: 200,
  response: CancellationPolicySchema,
});

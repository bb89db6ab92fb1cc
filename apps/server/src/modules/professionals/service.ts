import {
  allowedNameSchema,
  DEFAULT_NAME_SCHEMA,
  defaultOfficeLocations,
  displayName,
  isUuid,
  missingOnboardingSteps,
  NameSchemaSchema,
  type OfficeLocation,
  type OnboardingFacts,
  type ProfessionalProfile,
  type ProfessionalTypeRecord,
  type ProfessionalTypeSchema,
} from '@orchid/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { readTogether } from '../../platform/db/read-together';
import { emit } from '../../platform/events/events';
import { AppError } from '../../platform/http/app-error';
import { professionalAccount } from '../accounts/profile-names';
import * as repo from './repo';

type TypeInput = z.output<typeof ProfessionalTypeSchema>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toTypeRecord(row: repo.TypeRow): ProfessionalTypeRecord {
  return {
    orchid_pro_type_id: row.id,
    orchid_pro_user_id: row.userId,
    create_datetime: row.createdAt.toISOString(),
    modify_datetime: row.modifiedAt.toISOString(),
    marked_deleted_datetime: iso(row.markedDeletedAt),
    orchid_pro_type: {
      type: row.type as ProfessionalTypeRecord['orchid_pro_type']['type'],
      specialty: { specialty: row.specialty, sub_specialty: row.subSpecialty },
    },
  };
}

const toLicense = (row: repo.LicenseRow) => ({
  type: row.type,
  conferring_entity:
    row.conferringEntity as ProfessionalProfile['licenses'][number]['conferring_entity'],
  license_number: row.licenseNumber,
  expiration_date: row.expirationDate,
  orchid_pro_type_id: row.professionalTypeId,
  supervision: {
    has_supervision: row.hasSupervision,
    name: row.supervisorName,
    npi: row.supervisorNpi,
    phone: row.supervisorPhone,
    license_type: row.supervisorLicenseType,
    license_number: row.supervisorLicenseNumber,
  },
});

const toLocation = (row: repo.LocationRow): OfficeLocation => ({
  office_location_id: row.officeLocationId,
  office_name: row.officeName,
  session_location_type: row.sessionLocationType as OfficeLocation['session_location_type'],
  video_link: row.videoLink,
  address_line1: row.addressLine1,
  address_line2: row.addressLine2,
  city: row.city,
  state: row.state as OfficeLocation['state'],
  zipcode: row.zipcode,
  telehealth_pos_code: row.telehealthPosCode,
  telehealth_modifier: row.telehealthModifier,
  in_person_pos_code: row.inPersonPosCode,
  in_person_modifier: row.inPersonModifier,
  show_address_to_public: row.showAddressToPublic,
  is_default: row.isDefault,
});

/** The stored locations, with the two defaults (telehealth-0, in-person-0) when not stored. */
function officeLocationsOf(ctx: AppContext, rows: repo.LocationRow[]): OfficeLocation[] {
  const stored = rows.map(toLocation);
  const ids = new Set(stored.map((l) => l.office_location_id));
  const defaults = defaultOfficeLocations(ctx.brandName).filter(
    (l) => !ids.has(l.office_location_id),
  );
  return [...defaults, ...stored];
}

type Loaded = Awaited<ReturnType<typeof load>>;

async function load(ctx: AppContext, userId: string) {
  const account = await professionalAccount(ctx, userId);
  if (!account) throw new AppError('professionals.notFound');
  const [profile, types, licenses, locations] = await readTogether(ctx.db, [
    () => repo.findProfile(ctx.db, ctx.vault, userId),
    () => repo.listTypes(ctx.db, userId),
    () => repo.listLicenses(ctx.db, userId),
    () => repo.listLocations(ctx.db, userId),
  ] as const);
  return { account, profile, types, licenses, locations };
}

function nameOf({ account, profile }: Loaded) {
  const person = {
    first_name: account.firstName,
    last_name: account.lastName,
    preferred_first_name: account.preferredFirstName,
    medical_degree: profile?.medicalDegree ?? null,
    doctoral_degree: profile?.doctoralDegree ?? null,
  };
  // A format stored before its degree was required (or since lost) reads as the default.
  const schema = allowedNameSchema(
    NameSchemaSchema.catch(DEFAULT_NAME_SCHEMA).parse(profile?.nameSchema),
    person,
  );
  return { ...person, name_schema: schema, display_name: displayName(person, schema) };
}

function toProfile(ctx: AppContext, loaded: Loaded): ProfessionalProfile {
  const p = loaded.profile;
  const asked = {
    dob: p?.dob ?? null,
    office_address_line1: p?.officeAddressLine1 ?? null,
    office_city: p?.officeCity ?? null,
    office_state: p?.officeState ?? null,
    office_zipcode: p?.officeZipcode ?? null,
    mail_address_line1: p?.mailAddressLine1 ?? null,
    mail_city: p?.mailCity ?? null,
    mail_state: p?.mailState ?? null,
    mail_zipcode: p?.mailZipcode ?? null,
    heard_about_orchid_via: p?.heardAboutOrchidVia ?? null,
    agreed_to_terms_of_use: p?.agreedToTermsOfUse ?? false,
    confirmed_have_social_security_number_allowed_to_work_in_usa: p?.confirmedSsnWorkAge ?? false,
  };
  const [typeRecord] = loaded.types;
  const license =
    loaded.licenses.find((l) => l.conferringEntity && l.licenseNumber) ?? loaded.licenses[0];
  const facts: OnboardingFacts = {
    ...asked,
    type: typeRecord?.type ?? null,
    conferring_entity: license?.conferringEntity ?? null,
    license_number: license?.licenseNumber ?? null,
  };
  return {
    cognito_sub: loaded.account.id,
    ...nameOf(loaded),
    legal_first_name: loaded.account.firstName,
    signature_legal_first_name: p?.signatureLegalFirstName ?? null,
    signature_legal_last_name: p?.signatureLegalLastName ?? null,
    business_entity_name: p?.businessEntityName ?? null,
    phone_number: p?.phoneNumber ?? null,
    practice_group_name: p?.practiceGroupName ?? null,
    ...asked,
    licenses: loaded.licenses.map(toLicense),
    orchid_pro_types: loaded.types.map(toTypeRecord),
    office_locations: officeLocationsOf(ctx, loaded.locations),
    signup_form_finished: loaded.account.signupFormFinished,
    missing_onboarding_steps: missingOnboardingSteps(facts),
  };
}

export async function ownProfile(ctx: AppContext, userId: string) {
  return toProfile(ctx, await load(ctx, userId));
}

/**
 * The owner's profile as a team member acting for them sees it: the practice (names, business,
 * office, locations, types, sign-up state), never the owner's personal data. Date of birth,
 * personal phone, home (mailing) address, legal signature names, licenses with their numbers
 * and the work attestation are left out (null, empty or false) in the same answer shape.
 */
export async function practiceProfile(
  ctx: AppContext,
  ownerUserId: string,
): Promise<ProfessionalProfile> {
  const profile = await ownProfile(ctx, ownerUserId);
  return {
    ...profile,
    dob: null,
    phone_number: null,
    mail_address_line1: null,
    mail_city: null,
    mail_state: null,
    mail_zipcode: null,
    signature_legal_first_name: null,
    signature_legal_last_name: null,
    licenses: [],
    confirmed_have_social_security_number_allowed_to_work_in_usa: false,
    heard_about_orchid_via: null,
  };
}

/** What anyone may see of a professional who finished signing up. */
export async function publicProfile(ctx: AppContext, id: string) {
  if (!isUuid(id)) throw new AppError('professionals.notFound');
  const loaded = await load(ctx, id);
  if (!loaded.account.signupFormFinished) throw new AppError('professionals.notFound');
  return {
    cognito_sub: loaded.account.id,
    ...nameOf(loaded),
    business_entity_name: loaded.profile?.businessEntityName ?? null,
    practice_group_name: loaded.profile?.practiceGroupName ?? null,
    orchid_pro_types: loaded.types.map((t) => ({
      orchid_pro_type: toTypeRecord(t).orchid_pro_type,
    })),
    licenses: loaded.licenses.map((l) => ({ type: l.type, conferring_entity: l.conferringEntity })),
    office_locations: officeLocationsOf(ctx, loaded.locations).filter(
      (l) => l.show_address_to_public,
    ),
  };
}

export async function createType(ctx: AppContext, userId: string, input: TypeInput) {
  const now = ctx.clock.now();
  const row = await repo.insertType(ctx.db, {
    userId,
    type: input.type,
    specialty: input.specialty.specialty,
    subSpecialty: input.specialty.sub_specialty,
    createdAt: now,
    modifiedAt: now,
  });
  // The directory lists a professional under their types.
  await emit(ctx, 'professional.changed', { professional_id: userId });
  return toTypeRecord(row);
}

export async function updateType(ctx: AppContext, userId: string, id: string, input: TypeInput) {
  const row = await repo.updateType(ctx.db, userId, id, {
    type: input.type,
    specialty: input.specialty.specialty,
    subSpecialty: input.specialty.sub_specialty,
    modifiedAt: ctx.clock.now(),
  });
  if (!row) throw new AppError('professionals.typeNotFound');
  await emit(ctx, 'professional.changed', { professional_id: userId });
  return toTypeRecord(row);
}

/** The business name a professional gave (user info's business_entity_name). */
export async function businessNameOf(ctx: AppContext, userId: string) {
  return repo.findBusinessName(ctx.db, userId);
}

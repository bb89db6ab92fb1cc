import {
  DEFAULT_IN_PERSON_LOCATION_ID,
  DEFAULT_NAME_SCHEMA,
  DEFAULT_TELEHEALTH_LOCATION_ID,
  NameSchemaSchema,
  nameSchemaProblem,
  type ProfessionalProfileRequestSchema,
  professionalMessages,
} from '@orchid/contracts';
import type { z } from 'zod';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/db/transaction';
import { emit } from '../../platform/events/events';
import { fieldError } from '../../platform/http/app-error';
import { assertDateOfBirth } from '../accounts/date-of-birth';
import { saveNames } from '../accounts/profile-names';
import * as repo from './repo';
import { ownProfile } from './service';

type ProfileInput = z.output<typeof ProfessionalProfileRequestSchema>;

/** Only the fields present in the request, as column values. */
function profileValues(input: ProfileInput): repo.ProfileValues {
  const pairs: [keyof repo.ProfileValues, unknown][] = [
    ['nameSchema', input.name_schema],
    ['dob', input.dob],
    ['signatureLegalFirstName', input.signature_legal_first_name],
    ['signatureLegalLastName', input.signature_legal_last_name],
    ['businessEntityName', input.business_entity_name],
    ['officeAddressLine1', input.office_address_line1],
    ['officeCity', input.office_city],
    ['officeState', input.office_state],
    ['officeZipcode', input.office_zipcode],
    ['mailAddressLine1', input.mail_address_line1],
    ['mailCity', input.mail_city],
    ['mailState', input.mail_state],
    ['mailZipcode', input.mail_zipcode],
    ['phoneNumber', input.phone_number],
    ['heardAboutOrchidVia', input.heard_about_orchid_via],
    ['agreedToTermsOfUse', input.agreed_to_terms_of_use],
    ['confirmedSsnWorkAge', input.confirmed_have_social_security_number_allowed_to_work_in_usa],
    ['medicalDegree', input.medical_degree],
    ['doctoralDegree', input.doctoral_degree],
  ];
  return Object.fromEntries(pairs.filter(([, value]) => value !== undefined));
}

function licenseValues(input: NonNullable<ProfileInput['licenses']>): repo.LicenseValues[] {
  return input
    .filter((l) => l.conferring_entity && l.license_number)
    .map((l) => ({
      type: l.type,
      conferringEntity: l.conferring_entity as string,
      licenseNumber: l.license_number as string,
      expirationDate: l.expiration_date,
      professionalTypeId: l.orchid_pro_type_id ?? null,
      hasSupervision: l.supervision?.has_supervision ?? false,
      supervisorName: l.supervision?.name ?? null,
      supervisorNpi: l.supervision?.npi ?? null,
      supervisorPhone: l.supervision?.phone ?? null,
      supervisorLicenseType: l.supervision?.license_type ?? null,
      supervisorLicenseNumber: l.supervision?.license_number ?? null,
    }));
}

/**
 * The display name may claim only the degrees the profile has (names.ts nameSchemaProblem):
 * judged on the name and degrees as they will be once saved, when the save touches any.
 */
async function checkNameSchema(ctx: AppContext, userId: string, input: ProfileInput) {
  const touches = [input.name_schema, input.medical_degree, input.doctoral_degree];
  if (touches.every((value) => value === undefined)) return;
  const stored = await repo.findProfile(ctx.db, ctx.vault, userId);
  const schema =
    input.name_schema ?? NameSchemaSchema.catch(DEFAULT_NAME_SCHEMA).parse(stored?.nameSchema);
  const problem = nameSchemaProblem(schema, {
    medical_degree:
      input.medical_degree === undefined ? stored?.medicalDegree : input.medical_degree,
    doctoral_degree:
      input.doctoral_degree === undefined ? stored?.doctoralDegree : input.doctoral_degree,
  });
  if (problem) throw fieldError(['name_schema'], problem);
}

/** A license may name only one of the caller's own professional type records. */
async function checkLicenseTypes(
  ctx: AppContext,
  userId: string,
  licenses: NonNullable<ProfileInput['licenses']>,
) {
  const named = licenses.map((l) => l.orchid_pro_type_id);
  if (!named.some(Boolean)) return;
  const own = new Set((await repo.listTypes(ctx.db, userId)).map((t) => t.id));
  named.forEach((id, index) => {
    if (id && !own.has(id)) {
      throw fieldError(['licenses', index, 'orchid_pro_type_id'], professionalMessages.notOwnType);
    }
  });
}

const reservedLocationIds = new Set([
  DEFAULT_TELEHEALTH_LOCATION_ID,
  DEFAULT_IN_PERSON_LOCATION_ID,
]);

function locationValues(
  input: NonNullable<ProfileInput['additional_office_locations']>,
): repo.LocationValues[] {
  return input.map((l, index) => {
    if (reservedLocationIds.has(l.office_location_id)) {
      throw fieldError(
        ['additional_office_locations', index, 'office_location_id'],
        'This id belongs to a default location',
      );
    }
    return {
      officeLocationId: l.office_location_id,
      officeName: l.office_name,
      sessionLocationType: l.session_location_type,
      videoLink: l.video_link,
      addressLine1: l.address_line1,
      addressLine2: l.address_line2,
      city: l.city,
      state: l.state,
      zipcode: l.zipcode,
      telehealthPosCode: l.telehealth_pos_code,
      telehealthModifier: l.telehealth_modifier,
      inPersonPosCode: l.in_person_pos_code,
      inPersonModifier: l.in_person_modifier,
      showAddressToPublic: l.show_address_to_public,
      isDefault: false,
    };
  });
}

/**
 * Saves what quick-intake sends on each Continue. Sign-up is finished the first time every
 * step's required fields are present (and stays finished).
 */
export async function saveProfile(
  ctx: AppContext,
  userId: string,
  input: ProfileInput,
  origin: RequestOrigin,
) {
  if (input.dob) assertDateOfBirth(ctx, input.dob, 'professional', origin);
  await checkNameSchema(ctx, userId, input);
  if (input.licenses) await checkLicenseTypes(ctx, userId, input.licenses);
  const now = ctx.clock.now();
  await inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    if (input.preferred_first_name !== undefined) {
      await saveNames(
        txCtx,
        userId,
        { preferredFirstName: input.preferred_first_name },
        { finishSignup: false },
      );
    }
    await repo.upsertProfile(tx, ctx.vault, userId, profileValues(input), now);
    if (input.licenses) await repo.replaceLicenses(tx, userId, licenseValues(input.licenses));
    if (input.additional_office_locations) {
      await repo.replaceAdditionalLocations(
        tx,
        userId,
        locationValues(input.additional_office_locations),
      );
    }
    const saved = await ownProfile(txCtx, userId);
    if (!saved.signup_form_finished && saved.missing_onboarding_steps.length === 0) {
      await saveNames(txCtx, userId, {}, { finishSignup: true });
    }
    await txCtx.audit.record({
      action: 'professional.profile_save',
      outcome: 'success',
      actorUserId: userId,
      subjectUserId: userId,
      origin,
    });
    // Names, licenses and offices are in the directory's listing.
    await emit(txCtx, 'professional.changed', { professional_id: userId });
  });
  return ownProfile(ctx, userId);
}

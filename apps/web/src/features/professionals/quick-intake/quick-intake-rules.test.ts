import type { DobOwner } from '@orchid/contracts/date-of-birth';
import { nameMessages } from '@orchid/contracts/names';
import {
  professionalMessages,
  QUICK_INTAKE_REQUIRED,
  QUICK_INTAKE_STEPS,
} from '@orchid/contracts/professionals';
import { describe, expect, it } from 'vitest';
import { dobField } from '../../members/profile/dob-rules';
import {
  isLastStep,
  nextStep,
  previousStep,
  progressPercent,
  stepForHash,
} from './quick-intake-steps';
import {
  type IntakeValues,
  intakeErrors,
  intakeValuesFrom,
  namePreview,
  STEP_FIELDS,
  stepReady,
  stepRequest,
  withMirroredHome,
} from './quick-intake-values';
import { testProfessional } from './test-professional';
import { typeRecordChange } from './type-record';

/** The date-of-birth field's message for a typed value, or null. */
const dobError = (value: string, owner: DobOwner, today: string) =>
  dobField(owner, today).safeParse(value).error?.issues[0]?.message ?? null;

const today = '2026-11-22';
const empty = intakeValuesFrom(testProfessional());

const complete: IntakeValues = {
  ...empty,
  dob: '1985-03-09',
  conferring_entity: 'NY',
  license_number: 'LMHC-1234',
  expiration_date: '',
  office_address_line1: '10 Hudson St',
  office_city: 'New York',
  office_state: 'NY',
  office_zipcode: '10013',
  mail_address_line1: '22 Home Ave',
  mail_city: 'Brooklyn',
  mail_state: 'NY',
  mail_zipcode: '11201',
  heard_about_orchid_via: 'Search Engine',
  agreed_to_terms_of_use: true,
  confirmed_have_social_security_number_allowed_to_work_in_usa: true,
};

describe('the step in the hash', () => {
  it('is the hash when it names a step', () => {
    expect(stepForHash('#what-is-your-phone-number', [])).toEqual({
      step: 'what-is-your-phone-number',
    });
  });

  it('resets an unknown hash to the first step, even with steps missing', () => {
    expect(stepForHash('#main-content', ['before-you-finish'])).toEqual({
      step: 'tell-us-about-yourself',
      replace: '#tell-us-about-yourself',
    });
  });

  it('resumes at the first missing step when there is no hash', () => {
    expect(stepForHash('', ['what-is-your-practice-address', 'before-you-finish'])).toEqual({
      step: 'what-is-your-practice-address',
      replace: '#what-is-your-practice-address',
    });
    expect(stepForHash('', []).step).toBe('tell-us-about-yourself');
  });

  it('moves through the five steps with a growing progress bar', () => {
    expect(previousStep('tell-us-about-yourself')).toBeUndefined();
    expect(nextStep('tell-us-about-yourself')).toBe('describe-your-practice');
    expect(previousStep('before-you-finish')).toBe('what-is-your-phone-number');
    expect(nextStep('before-you-finish')).toBeUndefined();
    expect(isLastStep('before-you-finish')).toBe(true);
    expect(progressPercent('tell-us-about-yourself')).toBe(20);
    expect(progressPercent('before-you-finish')).toBe(100);
  });
});

describe('what each step requires', () => {
  it('keeps every step but the phone one closed on an empty profile', () => {
    expect(stepReady('tell-us-about-yourself', empty, today)).toBe(false);
    expect(stepReady('describe-your-practice', empty, today)).toBe(false);
    expect(stepReady('what-is-your-practice-address', empty, today)).toBe(false);
    expect(stepReady('what-is-your-phone-number', empty, today)).toBe(true);
    expect(stepReady('before-you-finish', empty, today)).toBe(false);
  });

  it("requires of each step exactly the contracts' list, which the server's sign-up rule reads", () => {
    // The type always has a value in the form (a select with a default), so it is never empty;
    // a physician's specialty the form asks, the server fills in when missing.
    const errors = intakeErrors({ ...empty, type: 'physician', specialty: '' }, today);
    for (const step of QUICK_INTAKE_STEPS) {
      const onStep = (STEP_FIELDS[step] as readonly string[]).filter((field) => field in errors);
      const required: readonly string[] = QUICK_INTAKE_REQUIRED[step];
      const expected = required.filter((field) => field !== 'type');
      if (step === 'describe-your-practice') expected.push('specialty');
      expect(new Set(onStep), step).toEqual(new Set(expected));
    }
  });

  it('opens every step once its required fields are there', () => {
    for (const step of [
      'tell-us-about-yourself',
      'describe-your-practice',
      'what-is-your-practice-address',
      'what-is-your-phone-number',
      'before-you-finish',
    ] as const) {
      expect(stepReady(step, complete, today), step).toBe(true);
    }
  });

  it('needs a date of birth at least 18 years ago', () => {
    expect(dobError('', 'professional', today)).toBe('Please enter your date of birth');
    expect(dobError('2/30/1990', 'professional', today)).toBe(
      'Please enter a valid date of birth (MM/DD/YYYY)',
    );
    expect(dobError('2008-11-23', 'professional', today)).toBe(professionalMessages.tooYoung);
    expect(dobError('2008-11-22', 'professional', today)).toBeNull();
    expect(dobError('11/22/2008', 'professional', today)).toBeNull();
    expect(dobError('2027-01-01', 'professional', today)).toBe(professionalMessages.futureDob);
    expect(stepReady('tell-us-about-yourself', { ...complete, dob: '2010-01-01' }, today)).toBe(
      false,
    );
  });

  it("asks a physician's specialty, and no one else's", () => {
    const physician = { ...complete, type: 'physician' as const, specialty: '' };
    expect(intakeErrors(physician, today).specialty).toBe('Please choose your specialty');
    expect(stepReady('describe-your-practice', physician, today)).toBe(false);
    expect(
      stepReady('describe-your-practice', { ...physician, specialty: 'psychiatry' }, today),
    ).toBe(true);
    expect(intakeErrors({ ...complete, type: 'psychologist' }, today).specialty).toBeUndefined();
  });

  it('needs both the license state and number', () => {
    expect(stepReady('describe-your-practice', { ...complete, conferring_entity: '' }, today)).toBe(
      false,
    );
    expect(stepReady('describe-your-practice', { ...complete, license_number: ' ' }, today)).toBe(
      false,
    );
  });

  it('needs both addresses, with ZIP codes the server takes', () => {
    expect(stepReady('what-is-your-practice-address', { ...complete, mail_city: '' }, today)).toBe(
      false,
    );
    const badZip = { ...complete, office_zipcode: '123' };
    expect(intakeErrors(badZip, today).office_zipcode).toBe(professionalMessages.zip);
    expect(stepReady('what-is-your-practice-address', badZip, today)).toBe(false);
  });

  it('takes no phone, or ten digits', () => {
    expect(
      stepReady('what-is-your-phone-number', { ...complete, phone_number: '212' }, today),
    ).toBe(false);
    expect(intakeErrors({ ...complete, phone_number: '212' }, today).phone_number).toBe(
      professionalMessages.phone,
    );
    expect(
      stepReady('what-is-your-phone-number', { ...complete, phone_number: '2125550199' }, today),
    ).toBe(true);
  });

  it('needs the heard-about answer, the terms and the confirmation', () => {
    for (const missing of [
      { heard_about_orchid_via: '' },
      { agreed_to_terms_of_use: false },
      { confirmed_have_social_security_number_allowed_to_work_in_usa: false },
    ]) {
      expect(stepReady('before-you-finish', { ...complete, ...missing }, today)).toBe(false);
    }
  });
});

describe('Same as Business Address', () => {
  const mirrored = { ...complete, same_as_business: true, mail_city: '' };

  it('copies the business address into the home address, however it changes', () => {
    expect(withMirroredHome(mirrored)).toMatchObject({
      mail_address_line1: '10 Hudson St',
      mail_city: 'New York',
      mail_state: 'NY',
      mail_zipcode: '10013',
    });
    expect(withMirroredHome({ ...mirrored, office_city: 'Albany' }).mail_city).toBe('Albany');
    expect(withMirroredHome(complete)).toBe(complete);
  });

  it('sends the copy, and asks nothing of the home fields then', () => {
    expect(stepReady('what-is-your-practice-address', mirrored, today)).toBe(true);
    expect(
      stepRequest('what-is-your-practice-address', mirrored, testProfessional(), null),
    ).toMatchObject({ mail_address_line1: '10 Hudson St', mail_city: 'New York' });
  });

  it('starts ticked when the saved addresses are the same', () => {
    const saved = testProfessional({
      office_address_line1: '1 Main St',
      office_city: 'Troy',
      office_state: 'NY',
      office_zipcode: '12180',
      mail_address_line1: '1 Main St',
      mail_city: 'Troy',
      mail_state: 'NY',
      mail_zipcode: '12180',
    });
    expect(intakeValuesFrom(saved).same_as_business).toBe(true);
    expect(intakeValuesFrom(testProfessional()).same_as_business).toBe(false);
  });
});

describe('the professional type record', () => {
  const record = testProfessional({}, { type: 'therapist' }).orchid_pro_types[0];

  it('is a default therapist needing creation when there is none', () => {
    expect(empty.type).toBe('therapist');
    expect(typeRecordChange(undefined, { type: 'therapist', specialty: '' })).toEqual({
      kind: 'create',
      body: {
        orchid_pro_type: { type: 'therapist', specialty: { specialty: null, sub_specialty: null } },
      },
    });
  });

  it('is updated when its type or specialty changed', () => {
    expect(typeRecordChange(record, { type: 'physician', specialty: 'psychiatry' })).toEqual({
      kind: 'update',
      id: record?.orchid_pro_type_id,
      body: {
        orchid_pro_type: {
          type: 'physician',
          specialty: { specialty: 'psychiatry', sub_specialty: null },
        },
      },
    });
  });

  it('is left untouched otherwise', () => {
    expect(typeRecordChange(record, { type: 'therapist', specialty: '' })).toEqual({
      kind: 'none',
    });
  });
});

describe('what each Continue sends', () => {
  const profile = testProfessional();

  it('sends only the step’s own fields, trimmed, with the dob as YYYY-MM-DD', () => {
    expect(
      stepRequest(
        'tell-us-about-yourself',
        {
          ...complete,
          preferred_first_name: ' Lex ',
          degree: 'PsyD',
          name_schema: 'dr_last',
          dob: '3/9/1985',
        },
        profile,
        null,
      ),
    ).toEqual({
      preferred_first_name: 'Lex',
      medical_degree: null,
      doctoral_degree: 'PsyD',
      name_schema: 'dr_last',
      dob: '1985-03-09',
    });
    expect(
      stepRequest('tell-us-about-yourself', { ...complete, degree: 'DO' }, profile, null),
    ).toMatchObject({ medical_degree: 'DO', doctoral_degree: null });
    expect(stepRequest('what-is-your-phone-number', empty, profile, null)).toEqual({
      phone_number: null,
    });
    expect(stepRequest('before-you-finish', complete, profile, null)).toEqual({
      heard_about_orchid_via: 'Search Engine',
      agreed_to_terms_of_use: true,
      confirmed_have_social_security_number_allowed_to_work_in_usa: true,
    });
  });

  it('ties a new license to the type record, and keeps what a saved one had', () => {
    const typeId = '0196f6a2-7c1e-7000-8000-0000000000aa';
    expect(stepRequest('describe-your-practice', complete, profile, typeId)).toEqual({
      licenses: [
        {
          type: null,
          orchid_pro_type_id: typeId,
          conferring_entity: 'NY',
          license_number: 'LMHC-1234',
        },
      ],
    });
    const licensed = testProfessional({
      licenses: [
        {
          type: 'LMHC',
          conferring_entity: 'NJ',
          license_number: 'OLD-1',
          expiration_date: '2027-05-01',
          orchid_pro_type_id: null,
          supervision: {
            has_supervision: false,
            name: null,
            npi: null,
            phone: null,
            license_type: null,
            license_number: null,
          },
        },
      ],
    });
    // The form opens with the saved expiry, and sends what is in the field.
    expect(intakeValuesFrom(licensed).expiration_date).toBe('2027-05-01');
    const kept = { ...complete, expiration_date: '2027-05-01' };
    expect(stepRequest('describe-your-practice', kept, licensed, typeId).licenses).toEqual([
      expect.objectContaining({
        type: 'LMHC',
        expiration_date: '2027-05-01',
        conferring_entity: 'NY',
        license_number: 'LMHC-1234',
      }),
    ]);
    // Cleared: the spec's default, which means "not given".
    expect(
      stepRequest('describe-your-practice', complete, licensed, typeId).licenses?.[0],
    ).toMatchObject({ expiration_date: '2024-01-01' });
  });
});

describe('the display name', () => {
  it('may claim only the degree given: no Dr. without a doctorate, no MD/DO suffix without one', () => {
    const counselor = { ...complete, degree: '' };
    expect(intakeErrors({ ...counselor, name_schema: 'dr_first_last' }, today).name_schema).toBe(
      nameMessages.doctorOnly,
    );
    expect(
      stepReady('tell-us-about-yourself', { ...counselor, name_schema: 'dr_last' }, today),
    ).toBe(false);
    const psychologist = { ...complete, degree: 'PhD' };
    expect(
      stepReady('tell-us-about-yourself', { ...psychologist, name_schema: 'dr_last' }, today),
    ).toBe(true);
    expect(
      intakeErrors({ ...psychologist, name_schema: 'first_last_degree' }, today).name_schema,
    ).toBe(nameMessages.medicalDegreeOnly);
    expect(
      stepReady(
        'tell-us-about-yourself',
        { ...complete, degree: 'MD', name_schema: 'first_last_degree' },
        today,
      ),
    ).toBe(true);
  });

  it('starts from the saved degree, medical or other', () => {
    expect(intakeValuesFrom(testProfessional({ medical_degree: 'DO' })).degree).toBe('DO');
    expect(intakeValuesFrom(testProfessional({ doctoral_degree: 'EdD' })).degree).toBe('EdD');
    expect(empty.degree).toBe('');
  });
});

describe('the display name preview', () => {
  it('shows the name in the chosen format, with the preferred name as typed', () => {
    const profile = testProfessional();
    expect(namePreview(profile, { ...empty, degree: 'PhD', name_schema: 'dr_last' })).toBe(
      'Dr. Novak',
    );
    expect(namePreview(profile, { ...empty, degree: 'MD', name_schema: 'first_last_degree' })).toBe(
      'Iris Novak, MD',
    );
    // A choice the degree does not allow is never previewed as if it were.
    expect(namePreview(profile, { ...empty, name_schema: 'dr_last' })).toBe('Iris Novak');
    expect(
      namePreview(profile, {
        ...empty,
        name_schema: 'preferred_first_last',
        preferred_first_name: 'Izzy',
      }),
    ).toBe('Izzy (Novak)');
  });
});

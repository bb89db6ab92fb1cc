import { z } from 'zod';
import { type BoardSubspecialty, subspecialtiesOf } from './boards';

// Professions, specialties and licenses (accounts-and-access §3 "Option lists for
// professional profiles"; booking-practice-and-marketing §3 "License", "Professional type
// record"). Values are the spec's words, lowercase; licenses are stored by their usual
// abbreviation.

export const PROVIDER_TYPES = [
  { value: 'physician', label: 'Physician' },
  { value: 'psychologist', label: 'Psychologist' },
  { value: 'social worker', label: 'Social Worker' },
  { value: 'therapist', label: 'Therapist' },
] as const;
export const ProviderTypeSchema = z.enum(PROVIDER_TYPES.map((type) => type.value));
export type ProviderType = z.infer<typeof ProviderTypeSchema>;
/** A professional without a type record is a therapist (§3). */
export const DEFAULT_PROVIDER_TYPE: ProviderType = 'therapist';

/** A physician's specialty; the first is the default (§3). Sub-specialties: boards.ts. */
export const PHYSICIAN_SPECIALTIES = [
  { value: 'psychiatry', label: 'Psychiatry' },
  { value: 'neurology', label: 'Neurology' },
  { value: 'physical medicine and rehabilitation', label: 'Physical Medicine and Rehabilitation' },
] as const;
export const PhysicianSpecialtySchema = z.enum(PHYSICIAN_SPECIALTIES.map((s) => s.value));
export type PhysicianSpecialty = z.infer<typeof PhysicianSpecialtySchema>;
export const DEFAULT_PHYSICIAN_SPECIALTY: PhysicianSpecialty = 'psychiatry';

/** The specialties of professional psychology recognized by the APA. */
export const PSYCHOLOGY_SPECIALTIES = [
  { value: 'behavioral and cognitive psychology', label: 'Behavioral and Cognitive Psychology' },
  {
    value: 'clinical child and adolescent psychology',
    label: 'Clinical Child and Adolescent Psychology',
  },
  { value: 'clinical health psychology', label: 'Clinical Health Psychology' },
  { value: 'clinical neuropsychology', label: 'Clinical Neuropsychology' },
  { value: 'clinical psychology', label: 'Clinical Psychology' },
  { value: 'counseling psychology', label: 'Counseling Psychology' },
  { value: 'couple and family psychology', label: 'Couple and Family Psychology' },
  { value: 'forensic psychology', label: 'Forensic Psychology' },
  { value: 'geropsychology', label: 'Geropsychology' },
  {
    value: 'group psychology and group psychotherapy',
    label: 'Group Psychology and Group Psychotherapy',
  },
  { value: 'industrial-organizational psychology', label: 'Industrial-Organizational Psychology' },
  { value: 'police and public safety psychology', label: 'Police and Public Safety Psychology' },
  { value: 'psychoanalysis in psychology', label: 'Psychoanalysis in Psychology' },
  { value: 'rehabilitation psychology', label: 'Rehabilitation Psychology' },
  { value: 'school psychology', label: 'School Psychology' },
  { value: 'serious mental illness psychology', label: 'Serious Mental Illness Psychology' },
  { value: 'sleep psychology', label: 'Sleep Psychology' },
] as const;

export type SpecialtyOption = { readonly value: string; readonly label: string };

/** The specialties a provider type chooses from; the other types have none. */
export function specialtiesFor(type: ProviderType): readonly SpecialtyOption[] {
  if (type === 'physician') return PHYSICIAN_SPECIALTIES;
  if (type === 'psychologist') return PSYCHOLOGY_SPECIALTIES;
  return [];
}

/** A physician's sub-specialty options: the board subspecialties of the specialty. */
export function physicianSubspecialties(
  specialty: PhysicianSpecialty,
): readonly BoardSubspecialty[] {
  return subspecialtiesOf(specialty);
}

/**
 * Whether a type record's specialty fits its type: empty (or no sub-specialty) is allowed,
 * a sub-specialty must belong to the specialty, and types without specialties take none.
 */
export function isValidSpecialty(
  type: ProviderType,
  specialty: { specialty?: string | null; sub_specialty?: string | null },
): boolean {
  const main = specialty.specialty || undefined;
  const sub = specialty.sub_specialty || undefined;
  if (main === undefined) return sub === undefined;
  if (!specialtiesFor(type).some((option) => option.value === main)) return false;
  return sub === undefined || subspecialtiesOf(main).some((option) => option.value === sub);
}

/** MD or DO: the medical_degree a physician's name can carry (names.ts). */
export const MEDICAL_DEGREES = [
  { value: 'MD', label: 'Doctor of Medicine (MD)' },
  { value: 'DO', label: 'Doctor of Osteopathic Medicine (DO)' },
] as const;
export const MedicalDegreeSchema = z.enum(MEDICAL_DEGREES.map((degree) => degree.value));

/**
 * The other doctorates that make a professional 'Dr.' (a PhD or PsyD psychologist, an EdD
 * counselor): a profile's doctoral_degree. MD and DO are its medical_degree (names.ts).
 */
export const DOCTORAL_DEGREES = [
  { value: 'PhD', label: 'Doctor of Philosophy (PhD)' },
  { value: 'PsyD', label: 'Doctor of Psychology (PsyD)' },
  { value: 'EdD', label: 'Doctor of Education (EdD)' },
  { value: 'DSW', label: 'Doctor of Social Work (DSW)' },
  { value: 'DMFT', label: 'Doctor of Marriage and Family Therapy (DMFT)' },
  { value: 'DBH', label: 'Doctor of Behavioral Health (DBH)' },
] as const;
export const DoctoralDegreeSchema = z.enum(DOCTORAL_DEGREES.map((degree) => degree.value));

export type LicenseTypeOption = { readonly value: string; readonly label: string };

/**
 * US license types per profession. Titles vary by state; these are the common ones. The
 * spec has no type for nurse practitioners or physician assistants, so the prescribing
 * licenses are listed with physicians, the type whose features (medication) they use.
 */
export const LICENSE_TYPES = {
  physician: [
    { value: 'MD', label: 'Physician and Surgeon (MD)' },
    { value: 'DO', label: 'Osteopathic Physician and Surgeon (DO)' },
    { value: 'PMHNP', label: 'Psychiatric-Mental Health Nurse Practitioner (PMHNP)' },
    { value: 'APRN', label: 'Advanced Practice Registered Nurse (APRN)' },
    { value: 'PA-C', label: 'Physician Assistant (PA-C)' },
  ],
  psychologist: [
    { value: 'PhD', label: 'Licensed Psychologist (PhD)' },
    { value: 'PsyD', label: 'Licensed Psychologist (PsyD)' },
    { value: 'EdD', label: 'Licensed Psychologist (EdD)' },
    { value: 'LPA', label: 'Licensed Psychological Associate (LPA)' },
    { value: 'LSSP', label: 'Licensed Specialist in School Psychology (LSSP)' },
    { value: 'LEP', label: 'Licensed Educational Psychologist (LEP)' },
  ],
  'social worker': [
    { value: 'LCSW', label: 'Licensed Clinical Social Worker (LCSW)' },
    { value: 'LICSW', label: 'Licensed Independent Clinical Social Worker (LICSW)' },
    { value: 'LCSW-C', label: 'Licensed Certified Social Worker-Clinical (LCSW-C)' },
    { value: 'LISW', label: 'Licensed Independent Social Worker (LISW)' },
    { value: 'LMSW', label: 'Licensed Master Social Worker (LMSW)' },
    { value: 'LSW', label: 'Licensed Social Worker (LSW)' },
    { value: 'LCSWA', label: 'Licensed Clinical Social Worker Associate (LCSWA)' },
    { value: 'ASW', label: 'Associate Clinical Social Worker (ASW)' },
  ],
  therapist: [
    { value: 'LPC', label: 'Licensed Professional Counselor (LPC)' },
    { value: 'LPCC', label: 'Licensed Professional Clinical Counselor (LPCC)' },
    { value: 'LMHC', label: 'Licensed Mental Health Counselor (LMHC)' },
    { value: 'LCPC', label: 'Licensed Clinical Professional Counselor (LCPC)' },
    { value: 'LCMHC', label: 'Licensed Clinical Mental Health Counselor (LCMHC)' },
    { value: 'LMFT', label: 'Licensed Marriage and Family Therapist (LMFT)' },
    { value: 'LPC-A', label: 'Licensed Professional Counselor Associate (LPC-A)' },
    { value: 'LMHCA', label: 'Licensed Mental Health Counselor Associate (LMHCA)' },
    { value: 'AMFT', label: 'Associate Marriage and Family Therapist (AMFT)' },
    { value: 'APCC', label: 'Associate Professional Clinical Counselor (APCC)' },
    { value: 'LCADC', label: 'Licensed Clinical Alcohol and Drug Counselor (LCADC)' },
    { value: 'LADC', label: 'Licensed Alcohol and Drug Counselor (LADC)' },
    { value: 'LCAT', label: 'Licensed Creative Arts Therapist (LCAT)' },
    { value: 'LP', label: 'Licensed Psychoanalyst (LP)' },
    { value: 'LBA', label: 'Licensed Behavior Analyst (LBA)' },
  ],
} as const satisfies Record<ProviderType, readonly LicenseTypeOption[]>;

export function licenseTypesFor(type: ProviderType): readonly LicenseTypeOption[] {
  return LICENSE_TYPES[type];
}

export function isLicenseType(type: ProviderType, license: string): boolean {
  return licenseTypesFor(type).some((option) => option.value === license);
}

/** A new license expires on this date until the professional enters the real one (§9). */
export const DEFAULT_LICENSE_EXPIRATION = '2024-01-01';

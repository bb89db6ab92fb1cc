import { z } from 'zod';
import { DoctoralDegreeSchema, MedicalDegreeSchema } from './professional-options/professions';

// How names are shown (booking-practice-and-marketing §3 "name_schema display formats").
// A professional picks a format at onboarding; every screen that shows the name (messages,
// bookings, invites, the directory) calls displayName, so they all agree.

/**
 * The formats, default first. The spec lists "First Name Last Name; First Name; Preferred
 * First Name (Last Name); Dr. variants; variants with a degree suffix (MD/DO)". Read as:
 * - preferred_first_last: the preferred first name, then the last name in parentheses,
 *   literally as the spec writes it ("Janie (Doe)");
 * - the Dr. variants: "Dr." before the full name, and before the last name alone;
 * - the degree variant: the full name, a comma and the professional's medical_degree
 *   ("Jane Doe, MD"); a title and a degree together ("Dr. Jane Doe, MD") would say it twice.
 */
export const NAME_SCHEMAS = [
  { value: 'first_last', label: 'First Name Last Name' },
  { value: 'first', label: 'First Name' },
  { value: 'preferred_first_last', label: 'Preferred First Name (Last Name)' },
  { value: 'dr_first_last', label: 'Dr. First Name Last Name' },
  { value: 'dr_last', label: 'Dr. Last Name' },
  { value: 'first_last_degree', label: 'First Name Last Name, MD/DO' },
] as const;
export const NameSchemaSchema = z.enum(NAME_SCHEMAS.map((schema) => schema.value));
export type NameSchema = z.infer<typeof NameSchemaSchema>;
export const DEFAULT_NAME_SCHEMA: NameSchema = 'first_last';

/** What a name may claim: a medical degree, or another doctorate. */
export type NameCredentials = {
  /** MD or DO: the suffix of 'First Name Last Name, MD/DO', and a doctorate. */
  medical_degree?: string | null | undefined;
  /** Another doctorate (PhD, PsyD, EdD...): the 'Dr.' formats, no suffix. */
  doctoral_degree?: string | null | undefined;
};

export type PersonName = NameCredentials & {
  first_name: string;
  last_name: string;
  preferred_first_name?: string | null | undefined;
};

export const nameMessages = {
  doctorOnly:
    "The 'Dr.' display names are for professionals with a doctoral degree. Choose your doctoral degree, or another display name.",
  medicalDegreeOnly:
    'The MD/DO display name is for professionals with an MD or DO degree. Choose your degree, or another display name.',
} as const;

const hasMedicalDegree = (credentials: NameCredentials) =>
  MedicalDegreeSchema.safeParse(credentials.medical_degree).success;
const hasDoctorate = (credentials: NameCredentials) =>
  hasMedicalDegree(credentials) ||
  DoctoralDegreeSchema.safeParse(credentials.doctoral_degree).success;

/**
 * Why a format is not the professional's to choose, or undefined (booking §3 name_schema):
 * the 'Dr.' formats need a doctoral degree, the MD/DO suffix a medical one. A licensed
 * counselor with a master's degree is not 'Dr.'. The form offers only what is allowed; the
 * server refuses the rest.
 */
export function nameSchemaProblem(
  schema: NameSchema,
  credentials: NameCredentials,
): string | undefined {
  if ((schema === 'dr_first_last' || schema === 'dr_last') && !hasDoctorate(credentials)) {
    return nameMessages.doctorOnly;
  }
  if (schema === 'first_last_degree' && !hasMedicalDegree(credentials)) {
    return nameMessages.medicalDegreeOnly;
  }
  return undefined;
}

/** The formats a professional may choose, in the list's order. */
export const nameSchemasFor = (credentials: NameCredentials) =>
  NAME_SCHEMAS.filter((schema) => !nameSchemaProblem(schema.value, credentials));

/** The format as chosen when it is allowed, else the default (a degree removed since). */
export function allowedNameSchema(
  schema: NameSchema | null | undefined,
  credentials: NameCredentials,
): NameSchema {
  return schema && !nameSchemaProblem(schema, credentials) ? schema : DEFAULT_NAME_SCHEMA;
}

/** Trimmed parts joined by single spaces, skipping the empty ones. */
function joinParts(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

/** The preferred first name when there is one, else the first name. */
function calledBy(person: PersonName): string {
  return person.preferred_first_name?.trim() || person.first_name.trim();
}

/**
 * A professional's name in the chosen format; the default format when none is stored, or
 * when the format claims a degree the person does not have (nameSchemaProblem). A format
 * whose part is missing falls back gracefully: no preferred name uses the first name, and an
 * empty last name drops its parentheses.
 */
export function displayName(person: PersonName, schema?: NameSchema | null): string {
  const first = person.first_name;
  const last = person.last_name.trim();
  switch (allowedNameSchema(schema, person)) {
    case 'first_last':
      return joinParts(first, last);
    case 'first':
      return joinParts(first);
    case 'preferred_first_last':
      return joinParts(calledBy(person), last && `(${last})`);
    case 'dr_first_last':
      return joinParts('Dr.', first, last);
    case 'dr_last':
      return joinParts('Dr.', last || first);
    case 'first_last_degree': {
      const name = joinParts(first, last);
      const degree = person.medical_degree?.trim();
      return degree ? `${name}, ${degree}` : name;
    }
  }
}

/** A member's name: the preferred first name when present, then the last name. */
export function memberDisplayName(member: PersonName): string {
  return joinParts(calledBy(member), member.last_name);
}

import { z } from 'zod';

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

export type PersonName = {
  first_name: string;
  last_name: string;
  preferred_first_name?: string | null | undefined;
  /** MD or DO for physicians; whatever is stored is shown as the suffix. */
  medical_degree?: string | null | undefined;
};

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
 * A professional's name in the chosen format; the default format when none is stored. A
 * format whose part is missing falls back gracefully: no preferred name uses the first name,
 * no degree drops the suffix, and an empty last name drops its parentheses.
 */
export function displayName(person: PersonName, schema?: NameSchema | null): string {
  const first = person.first_name;
  const last = person.last_name.trim();
  switch (schema ?? DEFAULT_NAME_SCHEMA) {
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

import { z } from 'zod';
import { UsStateSchema } from '../regions';
import { httpUrl, text } from '../text';

// Where sessions happen (booking-practice-and-marketing §3 "Office location", §9). Place of
// service codes and modifiers are the CMS codes insurers read on a claim, kept as strings
// because they are codes ('02' is not 2).

export const SESSION_LOCATION_TYPES = ['telehealth', 'in-person'] as const;
export const SessionLocationTypeSchema = z.enum(SESSION_LOCATION_TYPES);
export type SessionLocationType = z.infer<typeof SessionLocationTypeSchema>;

/** Telehealth provided in the patient's home, with modifier 95 (synchronous telemedicine). */
export const TELEHEALTH_POS_CODE = '10';
export const TELEHEALTH_MODIFIER = '95';
/** Office; in-person sessions carry no modifier. */
export const IN_PERSON_POS_CODE = '11';

const PosCodeSchema = text().regex(/^\d{2}$/, 'Enter a two-digit place of service code');
const ModifierSchema = text().regex(/^[A-Z0-9]{2}$/, 'Enter a two-character modifier');
const optionalText = (max: number) => text().trim().max(max).nullable();

export const OfficeLocationSchema = z.object({
  office_location_id: text().min(1).max(64),
  office_name: text().trim().min(1).max(200),
  session_location_type: SessionLocationTypeSchema,
  /** Where clients join a telehealth session: http(s) only, never javascript: or data:. */
  video_link: httpUrl().nullable(),
  address_line1: optionalText(200),
  address_line2: optionalText(200),
  city: optionalText(100),
  state: UsStateSchema.nullable(),
  zipcode: optionalText(10),
  telehealth_pos_code: PosCodeSchema.nullable(),
  telehealth_modifier: ModifierSchema.nullable(),
  in_person_pos_code: PosCodeSchema.nullable(),
  in_person_modifier: ModifierSchema.nullable(),
  show_address_to_public: z.boolean(),
  /** One of the two locations every professional starts with (§9). */
  is_default: z.boolean(),
});
export type OfficeLocation = z.infer<typeof OfficeLocationSchema>;

export const DEFAULT_TELEHEALTH_LOCATION_ID = 'telehealth-0';
export const DEFAULT_IN_PERSON_LOCATION_ID = 'in-person-0';

const NO_ADDRESS = {
  video_link: null,
  address_line1: null,
  address_line2: null,
  city: null,
  state: null,
  zipcode: null,
} as const;

/**
 * The two locations every professional starts with (§9): telehealth, shown to the public and
 * named after the brand ("Orchid Telehealth"); in-person, hidden until it has an address.
 * Each carries only the codes of its own kind of session.
 */
export function defaultOfficeLocations(brandName: string): [OfficeLocation, OfficeLocation] {
  return [
    {
      ...NO_ADDRESS,
      office_location_id: DEFAULT_TELEHEALTH_LOCATION_ID,
      office_name: `${brandName} Telehealth`,
      session_location_type: 'telehealth',
      telehealth_pos_code: TELEHEALTH_POS_CODE,
      telehealth_modifier: TELEHEALTH_MODIFIER,
      in_person_pos_code: null,
      in_person_modifier: null,
      show_address_to_public: true,
      is_default: true,
    },
    {
      ...NO_ADDRESS,
      office_location_id: DEFAULT_IN_PERSON_LOCATION_ID,
      office_name: 'In-person',
      session_location_type: 'in-person',
      telehealth_pos_code: null,
      telehealth_modifier: null,
      in_person_pos_code: IN_PERSON_POS_CODE,
      in_person_modifier: null,
      show_address_to_public: false,
      is_default: true,
    },
  ];
}

import { z } from 'zod';
import { defineEndpoint, defineUploadEndpoint } from './endpoint';
import { GenderIdentitySchema } from './member-options';
import { InsurancePayerSchema } from './professional-options/insurance-payers';
import { SESSION_LOCATION_TYPES } from './professional-options/office-locations';
import {
  ClientIssueSchema,
  LanguageSchema,
  TreatmentApproachSchema,
} from './professional-options/practice';
import { UsStateSchema } from './regions';
import { text } from './text';

// The directory (issue 14; accounts-and-access §2 "/professional-search, /book",
// "/{specialty}s/{state-slug}"): where a person looking for care finds a professional who fits,
// and the public profile they choose by. The spec names the routes, not the calls; the calls
// below are ours, written down here once for the server and the web.

/**
 * The directory's specialties: the word of each pre-filtered route (/therapists/..., plural)
 * and of the `specialty` query. 'professional' lists everyone.
 * - therapist: professionals whose type is therapist or social worker;
 * - psychologist: type psychologist;
 * - psychiatrist: a physician whose specialty is psychiatry.
 */
export const DIRECTORY_SPECIALTIES = [
  { value: 'therapist', route: 'therapists', label: 'Therapists' },
  { value: 'psychologist', route: 'psychologists', label: 'Psychologists' },
  { value: 'psychiatrist', route: 'psychiatrists', label: 'Psychiatrists' },
  { value: 'professional', route: 'professionals', label: 'Professionals' },
] as const;
export const DirectorySpecialtySchema = z.enum(DIRECTORY_SPECIALTIES.map((s) => s.value));
export type DirectorySpecialty = z.infer<typeof DirectorySpecialtySchema>;

export const DIRECTORY_SORTS = ['relevance', 'soonest', 'price'] as const;
export const DIRECTORY_PAGE_SIZE = 20;
export const DIRECTORY_PAGE_SIZE_MAX = 50;
/**
 * The most matches a search counts and ranks: `total` is exact below it and this number when
 * as many or more match (show it as '1,000+'); sorted by relevance with words, the soonest
 * this many matches are ranked. Counting and ranking every match of a common word cost a
 * read of most of the table at 100,000 professionals (docs/directory.md).
 */
export const DIRECTORY_TOTAL_CAP = 1000;
/** How far ahead the directory looks for a professional's next free time. */
export const DIRECTORY_LOOKAHEAD_DAYS = 60;

const wholeNumber = (max: number) => z.coerce.number().int().min(0).max(max);

/** GET /api/users/v1/directory: every filter optional; unknown values of a list are a 422. */
export const DirectoryQuerySchema = z.object({
  /** Two-letter code: professionals licensed in that state. */
  state: UsStateSchema.optional(),
  specialty: DirectorySpecialtySchema.optional(),
  /** Free text over names, practice, biography, specialties, issues and approaches. */
  q: text().trim().max(100).optional(),
  insurance: InsurancePayerSchema.optional(),
  language: LanguageSchema.optional(),
  issue: ClientIssueSchema.optional(),
  approach: TreatmentApproachSchema.optional(),
  format: z.enum(SESSION_LOCATION_TYPES).optional(),
  /** Dollars: at least one bookable session type at or under it. */
  max_price: wholeNumber(100_000).optional(),
  gender_identity: GenderIdentitySchema.optional(),
  /** A free time within this many days from now. */
  available_within_days: z.coerce.number().int().min(1).max(DIRECTORY_LOOKAHEAD_DAYS).optional(),
  sort: z.enum(DIRECTORY_SORTS).default('relevance'),
  skip: wholeNumber(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(DIRECTORY_PAGE_SIZE_MAX).default(DIRECTORY_PAGE_SIZE),
});
export type DirectoryQuery = z.input<typeof DirectoryQuerySchema>;

/** One professional in the directory's results. */
export const DirectoryResultSchema = z.object({
  sub: z.uuid(),
  custom_url: text().nullable(),
  /** The name as the professional's name_schema shows it. */
  display_name: text(),
  /** Degrees and license types, e.g. 'PhD, LCSW'. */
  credentials: text(),
  /** GET /api/users/orchid_pro/profile_image/{sub}, or null without a photo. */
  photo_url: text().nullable(),
  states_licensed: z.array(UsStateSchema),
  /** Labels: the professional's types and specialties ('Therapist', 'Psychiatry'). */
  specialties: z.array(text()),
  /** Dollars over the session types bookable online. */
  price_min: z.number(),
  price_max: z.number(),
  /** The first free time within DIRECTORY_LOOKAHEAD_DAYS, or null. */
  next_available: z.iso.datetime({ offset: true }).nullable(),
  telehealth: z.boolean(),
  in_person: z.boolean(),
  /** The city of the first office shown to the public, if any. */
  city: text().nullable(),
});
export type DirectoryResult = z.infer<typeof DirectoryResultSchema>;

export const searchDirectory = defineEndpoint({
  method: 'GET',
  path: '/api/users/v1/directory',
  summary:
    'Find a professional: approved, with platform access, a session type bookable online and free time',
  query: DirectoryQuerySchema,
  status: 200,
  response: z.object({
    results: z.array(DirectoryResultSchema),
    /** How many match: exact below DIRECTORY_TOTAL_CAP, else DIRECTORY_TOTAL_CAP ('1,000+'). */
    total: z.number().int(),
  }),
});

// ---- What clients choose by: the professional's directory profile ---------------------------

export const PROFESSIONAL_BIOGRAPHY_MAX = 4000;
/** custom_url: lowercase letters, digits and single hyphens; not a uuid, not one of our routes. */
export const CUSTOM_URL_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const directoryMessages = {
  customUrlFormat: 'Use 3 to 60 lowercase letters, digits and hyphens.',
  customUrlTaken: 'This address is taken. Try another.',
  /** A uuid (the address by sub) or one of the web app's own first path segments. */
  customUrlReserved: 'This address is reserved. Try another.',
  notFound: 'This professional is not in the directory.',
  practiceNotFound: 'This practice has no professional in the directory.',
  noPhoto: 'There is no photo.',
  photoType: 'Upload a JPEG, PNG or WebP image.',
  photoSize: 'The photo must be at most 5 MB.',
} as const;
/**
 * Words a custom_url may not be: the web app's first path segments (and the pages the spec
 * names that are not built yet), and the checkout's own, so an address never hides a page.
 */
export const RESERVED_CUSTOM_URLS: readonly string[] = [
  'about-us',
  'ai-progress-note-generator',
  'api',
  'assets',
  'blogs',
  'book',
  'checkout',
  'checkout-confirm',
  'clinician-ai-privacy-policy',
  'dev',
  'ehr-cost-savings',
  'ehr-security',
  'get-started',
  'group-session',
  'group-video-chat',
  'healthz',
  'independent-contractor-agreement',
  'instant-messaging',
  'login',
  'measurement-based-care',
  'member-dashboard',
  'member-intake-form',
  'orchid-ehr-faq',
  'page-not-found',
  'partner-with-orchid',
  'post-blog',
  'post-blog-confirmation',
  'press',
  'pricing',
  'privacy-policy',
  'pro-dashboard',
  'professional-homepage',
  'professional-register',
  'professional-search',
  'professionals',
  'psychiatrists',
  'psychologists',
  'quick-intake',
  'readyz',
  'robots-txt',
  'switch-ehr-orchid',
  'terms-of-use',
  'thanksforsharing',
  'therapists',
  'video-chat',
  'waiver-of-liability',
  'welcome',
  'write-for-us',
];
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Whether a (well-formed, lowercase) custom_url is kept for a page or looks like a sub. */
export const isReservedCustomUrl = (url: string) =>
  UUID_SHAPE.test(url) || RESERVED_CUSTOM_URLS.includes(url);

export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const DirectoryProfileInputSchema = z.strictObject({
  biography: text().trim().max(PROFESSIONAL_BIOGRAPHY_MAX),
  approaches: z.array(TreatmentApproachSchema).max(20),
  issues_treated: z.array(ClientIssueSchema).max(40),
  languages: z.array(LanguageSchema).max(33),
  insurance_accepted: z.array(InsurancePayerSchema).max(100),
  gender_identity: GenderIdentitySchema.nullable(),
  custom_url: text()
    .trim()
    .toLowerCase()
    .min(3, directoryMessages.customUrlFormat)
    .max(60, directoryMessages.customUrlFormat)
    .regex(CUSTOM_URL_PATTERN, directoryMessages.customUrlFormat)
    .nullable(),
  /** Whether the professional is listed in the directory at all (they may want only invites). */
  listed: z.boolean(),
});
export type DirectoryProfileInput = z.input<typeof DirectoryProfileInputSchema>;

export const DirectoryProfileSchema = DirectoryProfileInputSchema.extend({
  custom_url: text().nullable(),
  photo_url: text().nullable(),
});
export type DirectoryProfile = z.infer<typeof DirectoryProfileSchema>;

export const getOwnDirectoryProfile = defineEndpoint({
  method: 'GET',
  path: '/api/users/v1/orchid_pro/directory_profile',
  summary: "The signed-in professional's directory profile (what clients choose by)",
  status: 200,
  response: DirectoryProfileSchema,
});

export const saveOwnDirectoryProfile = defineEndpoint({
  method: 'PUT',
  path: '/api/users/v1/orchid_pro/directory_profile',
  summary: 'Save the directory profile; 409 when the custom_url is taken',
  body: DirectoryProfileInputSchema,
  status: 200,
  response: DirectoryProfileSchema,
});

/**
 * POST /api/users/v1/orchid_pro/profile_image: the photo as the request body (Content-Type
 * image/jpeg, image/png or image/webp, at most PROFILE_PHOTO_MAX_BYTES); the server crops it
 * to a square and resizes it. DELETE removes it. Both answer the directory profile.
 */
export const uploadProfileImagePath = '/api/users/v1/orchid_pro/profile_image';
export const uploadProfileImage = defineUploadEndpoint({
  method: 'POST',
  path: uploadProfileImagePath,
  summary:
    'Upload the profile photo: the image as the body (image/jpeg, image/png or image/webp, at most 5 MB); it is cropped to a square',
  upload: { contentTypes: PROFILE_PHOTO_TYPES, maxBytes: PROFILE_PHOTO_MAX_BYTES },
  status: 200,
  response: DirectoryProfileSchema,
});
export const deleteProfileImage = defineEndpoint({
  method: 'DELETE',
  path: uploadProfileImagePath,
  summary: "Remove the signed-in professional's photo",
  status: 200,
  response: DirectoryProfileSchema,
});

/** GET, public: the photo (image/webp), or 404. */
export const profileImagePath = (sub: string) => `/api/users/orchid_pro/profile_image/${sub}`;

/**
 * GET /api/users/v1/directory/professional/{id_or_custom_url}: the public page of one listed
 * professional (/professional-search/{id_or_custom_url}); 404 when unknown or not listed.
 */
export const DirectoryProfessionalSchema = DirectoryResultSchema.extend({
  first_name: text(),
  last_name: text(),
  biography: text(),
  approaches: z.array(TreatmentApproachSchema),
  issues_treated: z.array(ClientIssueSchema),
  languages: z.array(LanguageSchema),
  insurance_accepted: z.array(InsurancePayerSchema),
  practice_group_name: text().nullable(),
  /** The professional's time zone (their availability's), for showing hours. */
  timezone: text(),
});
export type DirectoryProfessional = z.infer<typeof DirectoryProfessionalSchema>;

export const getDirectoryProfessional = defineEndpoint({
  method: 'GET',
  path: '/api/users/v1/directory/professional/{id_or_custom_url}',
  summary: "A listed professional's public page, by sub or custom_url",
  params: z.object({ id_or_custom_url: text().trim().min(1).max(100) }),
  status: 200,
  response: DirectoryProfessionalSchema,
});

/**
 * GET /api/users/v1/directory/practice/{practice_group_name}: a practice's page
 * (/{practice_group_name}): its name and its listed professionals; 404 when none is listed.
 */
export const getDirectoryPractice = defineEndpoint({
  method: 'GET',
  path: '/api/users/v1/directory/practice/{practice_group_name}',
  summary: "A practice's public page: its listed professionals",
  params: z.object({ practice_group_name: text().trim().min(1).max(100) }),
  status: 200,
  response: z.object({
    practice_group_name: text(),
    professionals: z.array(DirectoryResultSchema),
  }),
});

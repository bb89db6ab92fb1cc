import {
  addCalendarDays,
  DEFAULT_PROVIDER_TYPE,
  DIRECTORY_LOOKAHEAD_DAYS,
  type DirectorySpecialty,
  PROVIDER_TYPES,
  specialtiesFor,
  todayIn,
} from '@orchid/contracts';
import type { AppContext } from '../../platform/context';
import { publicProfile } from '../professionals/service';
import { practiceTimeZone } from '../scheduling/availability';
import { mayBeBooked } from '../scheduling/professional';
import * as scheduling from '../scheduling/repo';
import { timeslotsOf } from '../scheduling/timeslots';
import * as repo from './repo';

// Who the directory lists, and the listing row it keeps for each (docs/directory.md):
// approved professionals with platform access who did not opt out, with a session type
// bookable online and free time within DIRECTORY_LOOKAHEAD_DAYS.

type PublicProfile = Awaited<ReturnType<typeof publicProfile>>;
type ProType = PublicProfile['orchid_pro_types'][number]['orchid_pro_type'];

/** The directory's specialties a professional type falls under (contracts' DIRECTORY_SPECIALTIES). */
function specialtyKeyOf(type: ProType): DirectorySpecialty | undefined {
  if (type.type === 'therapist' || type.type === 'social worker') return 'therapist';
  if (type.type === 'psychologist') return 'psychologist';
  if (type.type === 'physician' && type.specialty?.specialty === 'psychiatry')
    return 'psychiatrist';
  return undefined;
}

/** 'Therapist', or a physician's and a psychologist's specialty ('Psychiatry'). */
function specialtyLabelOf(type: ProType): string {
  const specialty = specialtiesFor(type.type).find((s) => s.value === type.specialty?.specialty);
  return specialty?.label ?? PROVIDER_TYPES.find((t) => t.value === type.type)?.label ?? type.type;
}

const unique = <T>(items: (T | null | undefined)[]) => [
  ...new Set(items.filter((i): i is T => i !== null && i !== undefined && i !== '')),
];

/** What the public page and the result card show of the profile: names, types, licenses, city. */
export function publicFacts(profile: PublicProfile) {
  const types = profile.orchid_pro_types.length
    ? profile.orchid_pro_types.map((t) => t.orchid_pro_type)
    : [{ type: DEFAULT_PROVIDER_TYPE, specialty: { specialty: null, sub_specialty: null } }];
  const office = profile.office_locations.find(
    (o) => o.session_location_type === 'in-person' && o.city,
  );
  return {
    displayName: profile.display_name,
    firstName: profile.first_name,
    lastName: profile.last_name,
    credentials: unique([
      profile.medical_degree,
      profile.doctoral_degree,
      ...profile.licenses.map((l) => l.type),
    ]).join(', '),
    statesLicensed: unique(profile.licenses.map((l) => l.conferring_entity)).sort(),
    specialtyKeys: unique(types.map(specialtyKeyOf)),
    specialties: unique(types.map(specialtyLabelOf)),
    city: office?.city ?? null,
    practiceGroupName: profile.practice_group_name,
  };
}

/** The first free time within the directory's look-ahead, on the practice's own days. */
async function nextAvailable(ctx: AppContext, userId: string, timezone: string, now: Date) {
  const from = todayIn(timezone, now);
  const { timeslots } = await timeslotsOf(ctx, userId, {
    from,
    to: addCalendarDays(from, DIRECTORY_LOOKAHEAD_DAYS),
    timezone,
  });
  const first = timeslots[0];
  return first ? new Date(first.timeslot_datetime_start) : null;
}

/** The listing row as it should be now, or undefined when the professional is not listed. */
async function computeListing(
  ctx: AppContext,
  userId: string,
): Promise<repo.ListingValues | undefined> {
  const now = ctx.clock.now();
  if (!(await mayBeBooked(ctx, userId))) return undefined;
  const profile = await repo.findProfile(ctx.db, userId);
  if (profile && !profile.listed) return undefined;
  const [types, availability] = await Promise.all([
    scheduling.sessionTypesOf(ctx.db, userId),
    scheduling.findAvailability(ctx.db, userId),
  ]);
  const bookable = types.filter((t) => t.bookableOnline);
  if (bookable.length === 0 || !availability) return undefined;
  const timezone = practiceTimeZone(availability);
  const next = await nextAvailable(ctx, userId, timezone, now);
  if (!next) return undefined;
  const prices = bookable.map((t) => t.priceCents);
  return {
    userId,
    ...publicFacts(await publicProfile(ctx, userId)),
    customUrl: profile?.customUrl ?? null,
    hasPhoto: profile?.photoKey != null,
    priceMinCents: Math.min(...prices),
    priceMaxCents: Math.max(...prices),
    telehealth: bookable.some((t) => t.sessionLocationType === 'telehealth'),
    inPerson: bookable.some((t) => t.sessionLocationType === 'in-person'),
    nextAvailable: next,
    timezone,
    insuranceAccepted: profile?.insuranceAccepted ?? [],
    languages: profile?.languages ?? [],
    issuesTreated: profile?.issuesTreated ?? [],
    approaches: profile?.approaches ?? [],
    genderIdentity: profile?.genderIdentity ?? null,
    biography: profile?.biography ?? '',
    refreshedAt: now,
  };
}

/** Brings one professional's listing up to date: written, changed, or removed. */
export async function refreshListing(ctx: AppContext, userId: string) {
  const listing = await computeListing(ctx, userId);
  if (listing) await repo.upsertListing(ctx.db, listing);
  else await repo.deleteListing(ctx.db, userId);
  return listing !== undefined;
}

// The directory's bench part (`BENCH_PARTS=directory`): BENCH_DIRECTORY_ROWS listed
// professionals (100,000) generated here (seeded, distributions below) and written straight
// into a fresh database 2,000 at a time, then searches of a realistic mix timed through the
// server's own search function (the SQL and its plan, without HTTP, whose cost the throughput
// part measures). PGlite gets BENCH_DIRECTORY_PGLITE_ROWS (also 100,000; about 40 s to
// generate there, 20 s on PostgreSQL). `tsx bench/directory-data.ts` runs it alone.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// The server's route options (schema.hide) come with its OpenAPI plugin's types.
import type {} from '@fastify/swagger';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { searchDirectory, searchQueries } from '../apps/server/src/modules/directory/search';
import type { AppContext } from '../apps/server/src/platform/context';
import type { Database } from '../apps/server/src/platform/db/database';
import { openDatabase } from '../apps/server/src/platform/db/open';
import type { DirectoryQuerySchema } from '../packages/contracts/src/directory';
import { INSURANCE_PAYERS } from '../packages/contracts/src/professional-options/insurance-payers';
import {
  CLIENT_ISSUES,
  LANGUAGES,
  TREATMENT_APPROACHES,
} from '../packages/contracts/src/professional-options/practice';

type Query = import('zod').output<typeof DirectoryQuerySchema>;
const base: Query = { sort: 'relevance', skip: 0, limit: 20 };

/** What people ask the directory: a state and a specialty mostly, then words, filters, sorts. */
export const directoryQueries: { name: string; query: Query }[] = [
  { name: 'everyone, soonest', query: { ...base, sort: 'soonest' } },
  { name: 'state', query: { ...base, state: 'CA' } },
  { name: 'state + therapists', query: { ...base, state: 'NY', specialty: 'therapist' } },
  {
    name: 'psychiatrists, soonest',
    query: { ...base, specialty: 'psychiatrist', sort: 'soonest' },
  },
  { name: 'words: anxiety', query: { ...base, q: 'anxiety' } },
  { name: 'name with a typo', query: { ...base, q: 'okafr' } },
  { name: 'full name with a typo', query: { ...base, q: 'jenifer gonzalez' } },
  { name: 'rare word', query: { ...base, q: 'schizophrenia' } },
  {
    name: 'state + words + insurance',
    query: { ...base, state: 'TX', q: 'depression', insurance: 'Aetna' },
  },
  { name: 'language + telehealth', query: { ...base, language: 'Spanish', format: 'telehealth' } },
  { name: 'max price, by price', query: { ...base, max_price: 90, sort: 'price' } },
  { name: 'within 3 days + state', query: { ...base, available_within_days: 3, state: 'FL' } },
  { name: 'page 5', query: { ...base, state: 'CA', skip: 80 } },
];

// ---- The generated professionals ------------------------------------------------------------
// Deterministic (a seeded generator), so two runs search the same rows. The distributions,
// roughly as a directory of US mental-health professionals would look:
// - names: one of about 230 first names and 420 last names of many origins, each picked with a
//   mild skew (weight 1 / (rank + 100)), a tenth with a double last name (Garcia-Nguyen), a
//   third shown with a middle initial (Mary K. Lopez): 100,000 professionals have about 78,000
//   display names, three in five a name nobody else has; a last name (Okafor) tens to a few
//   hundred times;
// - states licensed: one (80%), two (15%) or three (5%), each by population (2020 census, in
//   100,000s), so CA about 12% of listings and WY 0.2%;
// - specialty: therapists 70% (LCSW, LPC, LMFT, LMHC), psychologists 20% (PhD, PsyD),
//   psychiatrists 10% (MD, DO);
// - issues treated: 3 to 12 of the whole CLIENT_ISSUES list, by weights: the common ones
//   (Anxiety 60, Depression 55, Stress 40, Trauma and PTSD 35, Relationship Issues 30, Life
//   Transitions 25, Grief and Loss 20, Self-Esteem 20) far above the rest (1 / rank beyond);
// - approaches: 1 to 4, CBT most (30), then Mindfulness, Person-Centered, ACT, DBT, EMDR ...;
//   psychiatrists always Medication Management;
// - languages: English 97%; a second language for 25% (Spanish half of those, then Mandarin,
//   Vietnamese, Korean ... by the number of US speakers); ASL 1%;
// - insurance: self-pay only for 30%; otherwise Out-of-Pocket and 1 to 6 payers weighted by
//   market share (UnitedHealthcare, Aetna, Cigna, Blue Cross Blue Shield, Medicaid, Medicare
//   ahead of the regional plans);
// - prices: the cheapest session type about $80 to $200 for therapists, $140 to $260 for
//   psychologists, $200 to $400 for psychiatrists, by $5; the dearest up to $120 above it;
// - telehealth 85%, in person 45% (at least one), the city of one of the state's big cities
//   when in person; a practice name for 20% (one of 2,000);
// - next_available: minutes ahead, exponential with a mean of 5 days, within the 60 days;
// - gender identity: Woman 68%, Man 25%, Nonbinary 3%, the rest spread or unsaid;
// - biography: 3 to 6 sentences from templates whose slots draw from pools of some 400 words
//   (populations, settings, goals, styles, interests, the issues and approaches themselves).

/** mulberry32: a small seeded generator, so the rows are the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Weighted<T> = { items: T[]; cumulative: number[]; sum: number };
function weighted<T>(pairs: [T, number][]): Weighted<T> {
  let sum = 0;
  const cumulative = pairs.map(([, w]) => (sum += w));
  return { items: pairs.map(([item]) => item), cumulative, sum };
}
const byRank = <T>(items: readonly T[], offset: number): [T, number][] =>
  items.map((item, i) => [item, 1 / (i + offset)]);
const words = (text: string) => text.trim().split(/\s+/);

const FIRST = words(`
  James Mary Michael Patricia Robert Jennifer John Linda David Elizabeth William Barbara Richard
  Susan Joseph Jessica Thomas Sarah Christopher Karen Charles Lisa Daniel Nancy Matthew Betty
  Anthony Sandra Mark Margaret Donald Ashley Steven Kimberly Andrew Emily Paul Donna Joshua
  Michelle Kenneth Carol Kevin Amanda Brian Melissa George Deborah Timothy Stephanie Ronald
  Rebecca Jason Laura Edward Helen Jeffrey Sharon Ryan Cynthia Jacob Kathleen Gary Amy Nicholas
  Angela Eric Shirley Jonathan Anna Stephen Brenda Larry Pamela Justin Emma Scott Nicole Brandon
  Samantha Benjamin Katherine Samuel Christine Gregory Debra Alexander Rachel Patrick Carolyn
  Frank Janet Raymond Maria Jack Olivia Dennis Heather Jerry Diane Tyler Julie Aaron Joyce Jose
  Victoria Adam Ruth Nathan Virginia Henry Lauren Zachary Kelly Douglas Christina Peter Joan
  Kyle Evelyn Noah Judith Ethan Andrea Jeremy Hannah Walter Megan Christian Cheryl Keith Jacqueline
  Roger Martha Terry Madison Austin Teresa Sean Gloria Gerald Sara Carl Janice Harold Ann Dylan
  Kathryn Arthur Abigail Lawrence Sophia Jordan Frances Jesse Jean Bryan Alice Billy Judy Bruce
  Isabella Gabriel Julia Joe Grace Logan Amber Alan Denise Juan Danielle Albert Marilyn Willie
  Beverly Elijah Charlotte Wayne Natalie Randy Theresa Vincent Diana Mason Brittany Roy Doris
  Ralph Kayla Bobby Alexis Russell Lori Priya Wei Mina Omar Kenji Ife Leila Tomas Aisha Hiroshi
  Fatima Santiago Mei Arjun Nkechi Sofia Mateo Yuki Chidi Ingrid Rahul Amara Diego Soo-ah Tariq
`);
const LAST = words(`
  Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez
  Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris
  Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill
  Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips
  Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers
  Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson
  Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders
  Patel Myers Long Ross Foster Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler
  Henderson Barnes Gonzales Fisher Vasquez Simmons Romero Jordan Patterson Alexander Hamilton
  Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera Gibson Ellis Tran Medina
  Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald Woods Washington
  Kennedy Wells Vargas Henry Chen Freeman Webb Tucker Guzman Burns Crawford Olson Simpson Porter
  Hunter Gordon Mendez Silva Shaw Snyder Mason Dixon Munoz Hunt Hicks Holmes Palmer Wagner Black
  Robertson Boyd Rose Stone Salazar Fox Warren Mills Meyer Rice Schmidt Garza Daniels Ferguson
  Nichols Stephens Soto Weaver Ryan Gardner Payne Grant Dunn Kelley Spencer Hawkins Arnold Pierce
  Vazquez Hansen Peters Santos Hart Bradley Knight Elliott Cunningham Duncan Armstrong Hudson
  Carroll Lane Riley Andrews Alvarado Ray Delgado Berry Perkins Hoffman Johnston Matthews Pena
  Richards Contreras Willis Carpenter Lawrence Sandoval Guerrero George Chapman Rios Estrada
  Ortega Watkins Greene Nunez Wheeler Valdez Harper Burke Larson Santiago Maldonado Morrison
  Franklin Carlson Austin Dominguez Carr Lawson Jacobs Obrien Lynch Singh Vega Bishop Montgomery
  Oliver Jensen Harvey Williamson Gilbert Dean Sims Espinoza Howell Li Wong Reid Hanson Le Okafor
  Lindqvist Haddad Tanaka Adeyemi Cohen Rossi Novak Kowalski Nakamura Abdullah Mensah Ivanova
  Yamamoto Chowdhury Okonkwo Papadopoulos Lindgren Dubois Moreau Schneider Fischer Kaur Sharma
  Gupta Khan Ali Hussain Park Choi Jung Kang Cho Yoon Huang Zhang Liu Wang Yang Zhao Wu Zhou Xu
  Sun Ma Suzuki Takahashi Watanabe Ito Kobayashi Sato Haas Bauer Becker Schulz Koch Richter Klein
  Wolf Neumann Schwarz Zimmermann Braun Hofmann Hartmann Lange Werner Krause Lehmann Kaiser
`);

/** 2020 census population in 100,000s: how many professionals each state has, in proportion. */
// biome-ignore format: a table, easier read in rows
const STATE_POPULATION: [string, number][] = [
  ['CA', 395], ['TX', 291], ['FL', 215], ['NY', 202], ['PA', 130], ['IL', 128], ['OH', 118],
  ['GA', 107], ['NC', 104], ['MI', 101], ['NJ', 93], ['VA', 86], ['WA', 77], ['AZ', 72],
  ['MA', 70], ['TN', 69], ['IN', 68], ['MD', 62], ['MO', 62], ['WI', 59], ['CO', 58], ['MN', 57],
  ['SC', 51], ['AL', 50], ['LA', 47], ['KY', 45], ['OR', 42], ['OK', 40], ['CT', 36], ['UT', 33],
  ['IA', 32], ['NV', 31], ['AR', 30], ['MS', 30], ['KS', 29], ['NM', 21], ['NE', 20], ['ID', 18],
  ['WV', 18], ['HI', 15], ['NH', 14], ['ME', 14], ['MT', 11], ['RI', 11], ['DE', 10], ['SD', 9],
  ['ND', 8], ['AK', 7], ['DC', 7], ['VT', 6], ['WY', 6],
];
/** A few big cities of each state (the first is the biggest); others have their biggest. */
// biome-ignore format: a table, easier read in rows
const CITIES: Record<string, string[]> = {
  CA: ['Los Angeles', 'San Diego', 'San Jose', 'San Francisco', 'Sacramento', 'Oakland'],
  TX: ['Houston', 'San Antonio', 'Dallas', 'Austin', 'Fort Worth', 'El Paso'],
  FL: ['Jacksonville', 'Miami', 'Tampa', 'Orlando', 'St. Petersburg'],
  NY: ['New York', 'Brooklyn', 'Buffalo', 'Rochester', 'Albany'],
  PA: ['Philadelphia', 'Pittsburgh', 'Allentown'], IL: ['Chicago', 'Aurora', 'Naperville'],
  OH: ['Columbus', 'Cleveland', 'Cincinnati'], GA: ['Atlanta', 'Savannah', 'Augusta'],
  NC: ['Charlotte', 'Raleigh', 'Durham'], MI: ['Detroit', 'Grand Rapids', 'Ann Arbor'],
  NJ: ['Newark', 'Jersey City', 'Princeton'], VA: ['Virginia Beach', 'Richmond', 'Arlington'],
  WA: ['Seattle', 'Spokane', 'Tacoma'], AZ: ['Phoenix', 'Tucson', 'Mesa'],
  MA: ['Boston', 'Worcester', 'Cambridge'], TN: ['Nashville', 'Memphis', 'Knoxville'],
  IN: ['Indianapolis'], MD: ['Baltimore'], MO: ['Kansas City', 'St. Louis'], WI: ['Milwaukee'],
  CO: ['Denver', 'Boulder'], MN: ['Minneapolis', 'Saint Paul'], SC: ['Charleston'],
  AL: ['Birmingham'], LA: ['New Orleans'], KY: ['Louisville'], OR: ['Portland', 'Eugene'],
  OK: ['Oklahoma City'], CT: ['Hartford'], UT: ['Salt Lake City'], IA: ['Des Moines'],
  NV: ['Las Vegas', 'Reno'], AR: ['Little Rock'], MS: ['Jackson'], KS: ['Wichita'],
  NM: ['Albuquerque'], NE: ['Omaha'], ID: ['Boise'], WV: ['Charleston'], HI: ['Honolulu'],
  NH: ['Manchester'], ME: ['Portland'], MT: ['Billings'], RI: ['Providence'], DE: ['Wilmington'],
  SD: ['Sioux Falls'], ND: ['Fargo'], AK: ['Anchorage'], DC: ['Washington'], VT: ['Burlington'],
  WY: ['Cheyenne'],
};
const COMMON_ISSUES: Record<string, number> = {
  Anxiety: 60,
  Depression: 55,
  Stress: 40,
  'Trauma and PTSD': 35,
  'Relationship Issues': 30,
  'Life Transitions': 25,
  'Grief and Loss': 20,
  'Self-Esteem': 20,
  ADHD: 15,
  'Family Conflict': 12,
  'Career and Work Stress': 10,
  Parenting: 8,
  Burnout: 8,
};
const ISSUES = weighted(
  CLIENT_ISSUES.map((issue, i): [string, number] => [issue, COMMON_ISSUES[issue] ?? 30 / (i + 8)]),
);
const COMMON_APPROACHES: Record<string, number> = {
  'Cognitive Behavioral Therapy (CBT)': 30,
  'Mindfulness-Based Cognitive Therapy (MBCT)': 12,
  'Person-Centered Therapy': 12,
  'Acceptance and Commitment Therapy (ACT)': 10,
  'Dialectical Behavior Therapy (DBT)': 9,
  'Eye Movement Desensitization and Reprocessing (EMDR)': 8,
  'Psychodynamic Therapy': 8,
  'Solution-Focused Brief Therapy (SFBT)': 6,
  'Internal Family Systems (IFS)': 5,
  'Motivational Interviewing': 5,
};
const APPROACHES = weighted(
  TREATMENT_APPROACHES.filter((a) => a !== 'Medication Management').map((a): [string, number] => [
    a,
    COMMON_APPROACHES[a] ?? 2,
  ]),
);
/** Second languages by US speakers (Spanish far ahead); English is everyone's but 3%. */
const SECOND_LANGUAGES = weighted(byRank(LANGUAGES.slice(1, -1), 1));
// biome-ignore format: a table, easier read in rows
const PAYERS = weighted([
  ['UnitedHealthcare', 20], ['Aetna', 16], ['Cigna', 14], ['Blue Cross Blue Shield', 14],
  ['Medicaid', 10], ['Medicare', 9], ['Optum', 8], ['Anthem Blue Cross', 6], ['Humana', 5],
  ['Tricare', 4], ['Kaiser Permanente', 4], ['Magellan Health', 3], ['Oscar Health', 3],
  ...INSURANCE_PAYERS.filter((p) => !['Out-of-Pocket', 'Cash', 'Other'].includes(p)).map(
    (p): [string, number] => [p, 1],
  ),
]);
// biome-ignore format: a table, easier read in rows
const GENDERS = weighted<string | null>([
  ['Woman', 68], ['Man', 25], ['Nonbinary', 3], ['Genderqueer', 0.5],
  ['Transgender Woman', 0.5], ['Transgender Man', 0.5], ['Prefer not to say', 1], [null, 1.5],
]);
const THERAPIST_LICENSES = ['LCSW', 'LPC', 'LMFT', 'LMHC', 'LPCC', 'LCPC'];
const POPULATIONS = words(`adults teens children couples families veterans students parents
  professionals seniors athletes artists immigrants first-responders nurses physicians
  entrepreneurs caregivers newcomers survivors women men adolescents retirees musicians`);
const SETTINGS = words(`hospitals clinics schools universities shelters prisons nonprofits
  startups churches hospices agencies communities`);
const GOALS = words(`resilience balance healing growth clarity connection confidence
  self-compassion boundaries meaning purpose calm insight acceptance recovery wellbeing`);
const STYLES = words(`warm direct collaborative curious practical gentle honest playful
  structured compassionate nonjudgmental grounded thoughtful creative patient humorous`);
const INTERESTS = words(`hiking gardening cooking painting running yoga birdwatching cycling
  pottery chess poetry climbing sailing baking photography woodworking jazz swimming reading
  knitting kayaking dancing`);

const pick = <T>(random: () => number, list: readonly T[]) =>
  list[Math.floor(random() * list.length)] as T;
function draw<T>(random: () => number, w: Weighted<T>): T {
  const x = random() * w.sum;
  let lo = 0;
  let hi = w.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((w.cumulative[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return w.items[lo] as T;
}
/** `count` different items by their weights (fewer if the list is shorter). */
function drawSome<T>(random: () => number, w: Weighted<T>, count: number): T[] {
  const chosen = new Set<T>();
  for (
    let tries = 0;
    chosen.size < Math.min(count, w.items.length) && tries < count * 20;
    tries++
  ) {
    chosen.add(draw(random, w));
  }
  return [...chosen];
}
const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

const FIRST_NAMES = weighted(byRank(FIRST, 100));
const LAST_NAMES = weighted(byRank(LAST, 100));
const INITIALS = 'ABCDEFGHJKLMNPRSTW';
const STATES = weighted(STATE_POPULATION);
const PRACTICES = Array.from(
  { length: 2000 },
  (_, i) =>
    `${LAST[i % LAST.length]} ${['Counseling', 'Wellness', 'Therapy Group', 'Psychology', 'Mental Health', 'Family Center', 'Behavioral Health'][i % 7]}${i >= LAST.length * 7 ? ` ${Math.floor(i / (LAST.length * 7)) + 1}` : ''}`,
);

function biography(
  random: () => number,
  issues: string[],
  approaches: string[],
  city: string | null,
) {
  const sentences = [
    `I work with ${pick(random, POPULATIONS)} and ${pick(random, POPULATIONS)} facing ${issues.slice(0, 2).join(' and ').toLowerCase()}.`,
    `My approach draws on ${approaches.join(', ')}, and I am ${pick(random, STYLES)} and ${pick(random, STYLES)} in sessions.`,
    `Together we work toward ${pick(random, GOALS)}, ${pick(random, GOALS)} and ${pick(random, GOALS)}.`,
    `Before private practice I worked in ${pick(random, SETTINGS)} and ${pick(random, SETTINGS)} for ${between(random, 3, 25)} years.`,
    `Clients describe our work as ${pick(random, STYLES)}; many come to me after ${(issues[2] ?? pick(random, CLIENT_ISSUES)).toLowerCase()} changed their lives.`,
    `Outside the office I enjoy ${pick(random, INTERESTS)} and ${pick(random, INTERESTS)}${city ? ` around ${city}` : ''}.`,
  ];
  const count = between(random, 3, 6);
  return sentences.filter((_, i) => i < 2 || random() < (count - 2) / 4).join(' ');
}

/** One professional's listing as the generator makes it (the tsvector is built in SQL). */
function professional(n: number, random: () => number, now: number) {
  const firstName = draw(random, FIRST_NAMES);
  const lastName =
    random() < 0.1
      ? `${draw(random, LAST_NAMES)}-${draw(random, LAST_NAMES)}`
      : draw(random, LAST_NAMES);
  const roll = random();
  const kind = roll < 0.7 ? 'therapist' : roll < 0.9 ? 'psychologist' : 'psychiatrist';
  const stateCount = random() < 0.8 ? 1 : random() < 0.75 ? 2 : 3;
  const statesLicensed = drawSome(random, STATES, stateCount).sort();
  const credentials =
    kind === 'therapist'
      ? pick(random, THERAPIST_LICENSES)
      : kind === 'psychologist'
        ? pick(random, ['PhD', 'PsyD'])
        : pick(random, ['MD', 'MD', 'MD', 'DO']);
  const issues = drawSome(random, ISSUES, between(random, 3, 12));
  const approaches =
    kind === 'psychiatrist'
      ? ['Medication Management', ...drawSome(random, APPROACHES, between(random, 0, 1))]
      : drawSome(random, APPROACHES, between(random, 1, 4));
  const languages = random() < 0.97 ? ['English'] : [];
  if (random() < 0.25 || !languages.length) languages.push(draw(random, SECOND_LANGUAGES));
  if (random() < 0.01) languages.push('American Sign Language (ASL)');
  const insurance =
    random() < 0.3
      ? [random() < 0.8 ? 'Out-of-Pocket' : 'Cash']
      : ['Out-of-Pocket', ...drawSome(random, PAYERS, between(random, 1, 6))];
  const [low, high] =
    kind === 'therapist' ? [80, 200] : kind === 'psychologist' ? [140, 260] : [200, 400];
  const priceMin = between(random, low / 5, high / 5) * 500;
  const priceMax = priceMin + between(random, 0, 24) * 500;
  const telehealth = random() < 0.85;
  const inPerson = !telehealth || random() < 0.35;
  const home = statesLicensed[0] as string;
  const city = inPerson ? pick(random, CITIES[home] ?? [null]) : null;
  const minutesAhead = Math.min(60 * 24 * 59, Math.floor(-Math.log(1 - random()) * 5 * 24 * 60));
  return {
    id: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
    first_name: firstName,
    display_name:
      random() < 0.33
        ? `${firstName} ${pick(random, [...INITIALS])}. ${lastName}`
        : `${firstName} ${lastName}`,
    last_name: lastName,
    credentials,
    states_licensed: statesLicensed,
    specialty_keys: [kind],
    specialties: [
      kind === 'therapist' ? 'Therapist' : kind === 'psychologist' ? 'Psychologist' : 'Psychiatry',
    ],
    price_min_cents: priceMin,
    price_max_cents: priceMax,
    telehealth,
    in_person: inPerson,
    city,
    next_available: new Date(now + minutesAhead * 60_000).toISOString(),
    practice_group_name: random() < 0.2 ? pick(random, PRACTICES) : null,
    insurance_accepted: insurance,
    languages,
    issues_treated: issues,
    approaches,
    gender_identity: draw(random, GENDERS),
    biography: biography(random, issues, approaches, city),
  };
}

const BATCH = 2000;
const columns =
  sql.raw(`id uuid, display_name text, first_name text, last_name text, credentials text,
  states_licensed text[], specialty_keys text[], specialties text[], price_min_cents int,
  price_max_cents int, telehealth boolean, in_person boolean, city text, next_available timestamptz,
  practice_group_name text, insurance_accepted text[], languages text[], issues_treated text[],
  approaches text[], gender_identity text, biography text`);

/** Inserts `rows` professionals and their listings, BATCH at a time (one JSON parameter each). */
export async function generateListings(database: Database, rows: number) {
  const db = database.db;
  const random = seeded(14);
  const now = Date.now();
  // The GIN indexes go without fastupdate (tables.ts): loaded that way, 100,000 rows took 190 s
  // on PGlite instead of 40. Loaded with it, then the pending lists merged by the vacuum below,
  // the indexes end as the refresh job leaves them.
  await setGinFastupdate(database, true);
  for (let start = 1; start <= rows; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, rows - start + 1) }, (_, i) =>
      professional(start + i, random, now),
    );
    const rowsOf = sql`jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(${columns})`;
    await db.execute(sql`
      insert into users (id, email, password_hash, user_type, first_name, last_name,
        profile_approved_to_use_the_platform, signup_form_finished, password_changed_at, created_at, modified_at)
      select id, 'bench-directory-' || id || '@example.org', 'x', 'orchid_pro', first_name, last_name,
        true, true, now(), now(), now()
      from ${rowsOf}`);
    // The search vector as the listing's refresh builds it (repo.ts searchVector).
    await db.execute(sql`
      insert into directory_listings (user_id, custom_url, display_name, first_name, last_name,
        credentials, has_photo, states_licensed, specialty_keys, specialties, price_min_cents,
        price_max_cents, telehealth, in_person, city, next_available, practice_group_name, timezone,
        insurance_accepted, languages, issues_treated, approaches, gender_identity, search, refreshed_at)
      select id, null, display_name, first_name, last_name, credentials, false,
        states_licensed, specialty_keys, specialties, price_min_cents, price_max_cents, telehealth,
        in_person, city, next_available, practice_group_name, 'America/New_York', insurance_accepted,
        languages, issues_treated, approaches, gender_identity,
        setweight(to_tsvector('english', display_name || ' ' || first_name || ' ' || last_name), 'A')
          || setweight(to_tsvector('english', coalesce(practice_group_name, '') || ' ' || array_to_string(specialties, ' ') || ' ' || credentials), 'B')
          || setweight(to_tsvector('english', array_to_string(issues_treated, ' ') || ' ' || array_to_string(approaches, ' ')), 'C')
          || setweight(to_tsvector('english', biography || ' ' || coalesce(city, '') || ' ' || array_to_string(languages, ' ')), 'D'),
        now()
      from ${rowsOf}`);
  }
  await setGinFastupdate(database, false);
  // As autovacuum leaves a long-lived table: statistics, and the visibility map set.
  await db.execute(sql`vacuum analyze directory_listings`);
}

async function setGinFastupdate(database: Database, on: boolean) {
  const result = await database.db.execute(sql`
    select indexname from pg_indexes
    where tablename = 'directory_listings' and indexdef like '%USING gin%'`);
  for (const { indexname } of (result as unknown as { rows: { indexname: string }[] }).rows) {
    await database.db.execute(
      sql`alter index ${sql.identifier(indexname)} set (fastupdate = ${sql.raw(on ? 'on' : 'off')})`,
    );
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export type DirectoryBenchResult = {
  db: string;
  rows: number;
  generateSeconds: number;
  p50: number;
  p95: number;
  perQuery: { name: string; p50: number; p95: number; total: number }[];
  seqScans: string[];
};

/** Times each query of the mix `rounds` times; checks their plans read no table from end to end. */
export async function benchSearch(
  database: Database,
  label: string,
  rows: number,
  rounds: number,
  generateSeconds: number,
) {
  const ctx = { db: database.db, clock: { now: () => new Date() } } as unknown as AppContext;
  const all: number[] = [];
  const perQuery: DirectoryBenchResult['perQuery'] = [];
  for (const { name, query } of directoryQueries) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      total = (await searchDirectory(ctx, query)).total;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    perQuery.push({ name, p50: percentile(times, 50), p95: percentile(times, 95), total });
  }
  all.sort((a, b) => a - b);
  const seqScans = await plansWithSeqScans(database, ctx, rows);
  return {
    db: label,
    rows,
    generateSeconds,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    perQuery,
    seqScans,
  };
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};

/** Rows a sequential scan of directory_listings read in this plan (0 without one). */
function seqScanRows(node: PlanNode): number {
  const own =
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'directory_listings'
      ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) *
        (node['Actual Loops'] ?? 1)
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + seqScanRows(child), 0);
}

/**
 * The searches of the mix (page and count) whose plan, run, read at least half the table by a
 * sequential scan: a scan that a LIMIT stops after a few hundred rows is fine, one that reads
 * everything is what the indexes are for.
 */
async function plansWithSeqScans(database: Database, ctx: AppContext, rows: number) {
  const found: string[] = [];
  for (const { name, query } of directoryQueries) {
    const { page, total } = searchQueries(ctx.db, query, ctx.clock.now());
    for (const [part, builder] of [
      ['page', page],
      ['count', total],
    ] as const) {
      const result = await database.db.execute(sql`explain (analyze, format json) ${builder}`);
      const cell = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]?.[
        'QUERY PLAN'
      ];
      const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
      const read = plan[0] ? seqScanRows(plan[0].Plan) : 0;
      if (read >= rows / 2) found.push(`${name} (${part}: ${read} rows)`);
    }
  }
  return found;
}

export function directoryMarkdown(results: DirectoryBenchResult[]) {
  const lines = [
    '\n## Directory search\n',
    '| database | professionals | generated in | p50 ms | p95 ms | searches whose plan read half the table or more |',
    '|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.db} | ${r.rows.toLocaleString('en-US')} | ${r.generateSeconds.toFixed(1)} s | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.seqScans.join(', ') || 'none'} |`,
    ),
    '',
    '| query | ' + results.map((r) => `${r.db} p50 / p95 ms (matches)`).join(' | ') + ' |',
    '|---|' + results.map(() => '---|').join(''),
    ...directoryQueries.map(
      ({ name }, i) =>
        `| ${name} | ${results
          .map((r) => {
            const q = r.perQuery[i];
            return q ? `${q.p50.toFixed(1)} / ${q.p95.toFixed(1)} (${q.total})` : '';
          })
          .join(' | ')} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

/** Runs the part on each database asked for, each on a database of its own made and dropped. */
export async function runDirectoryBench(databases: string[], adminUrl: string) {
  const rows = Number(process.env.BENCH_DIRECTORY_ROWS ?? 100_000);
  const pgliteRows = Number(process.env.BENCH_DIRECTORY_PGLITE_ROWS ?? 100_000);
  const rounds = Number(process.env.BENCH_DIRECTORY_ROUNDS ?? 40);
  const results: DirectoryBenchResult[] = [];
  for (const kind of databases) {
    const count = kind === 'postgres' ? rows : pgliteRows;
    const { database, cleanup } = await freshDatabase(kind, adminUrl);
    try {
      const started = performance.now();
      await generateListings(database, count);
      const seconds = (performance.now() - started) / 1000;
      console.error(`  directory: ${count} listings on ${kind} in ${seconds.toFixed(1)} s`);
      const result = await benchSearch(database, kind, count, rounds, seconds);
      console.error(
        `  directory ${kind}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`,
      );
      results.push(result);
    } finally {
      await database.close();
      await cleanup();
    }
  }
  return results;
}

async function freshDatabase(kind: string, adminUrl: string) {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'orchid-bench-directory-'));
    const database = await openDatabase({ kind: 'embedded', dataDir: path.join(dir, 'pglite') });
    return { database, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `orchid_bench_directory_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    cleanup: async () => {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const results = await runDirectoryBench(databases, adminUrl);
  console.log(directoryMarkdown(results));
}

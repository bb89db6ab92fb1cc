import { DIRECTORY_TOTAL_CAP } from '@orchid/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test/browser';
import { createTestApp, type TestApp } from '../../test/test-app';

// More listings than the directory counts and ranks (DIRECTORY_TOTAL_CAP): the capped total,
// paging up to the cap, and a name with a typo still found among them. Rows are written
// straight into the listing table, as the bench does: the refresh is directory.int.test.ts's.

let t: TestApp;
const ROWS = DIRECTORY_TOTAL_CAP + 200;
const SEARCH = '/api/users/v1/directory';
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.execute(sql`
    insert into users (id, email, password_hash, user_type, first_name, last_name,
      profile_approved_to_use_the_platform, signup_form_finished, password_changed_at, created_at, modified_at)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, 'scale-' || n || '@example.org',
      'x', 'orchid_pro', 'Pat', 'Person' || n, true, true, now(), now(), now()
    from generate_series(1, ${ROWS}) n`);
  // Everyone treats anxiety; CA for a third; free times one minute apart, row 1 the soonest.
  await db.execute(sql`
    insert into directory_listings (user_id, display_name, first_name, last_name, credentials,
      has_photo, states_licensed, specialty_keys, specialties, price_min_cents, price_max_cents,
      telehealth, in_person, next_available, timezone, issues_treated, search, refreshed_at)
    select u.id, u.first_name || ' ' || u.last_name, u.first_name, u.last_name, 'LCSW', false,
      case when n % 3 = 0 then array['CA'] else array['NY'] end, array['therapist'],
      array['Therapist'], 10000, 10000, true, false, now() + make_interval(mins => n),
      'America/New_York', array['Anxiety'],
      setweight(to_tsvector('english', u.first_name || ' ' || u.last_name), 'A')
        || setweight(to_tsvector('english', 'Anxiety'), 'C'), now()
    from (select *, substr(email, 7, length(email) - 18)::int as n from users
          where email like 'scale-%') u`);
  // One of them, among the last by free time, has a real surname to misspell.
  await db.execute(sql`
    update directory_listings set display_name = 'Chiamaka Okafor', last_name = 'Okafor',
      search = setweight(to_tsvector('english', 'Chiamaka Okafor'), 'A')
        || setweight(to_tsvector('english', 'Anxiety'), 'C')
    where user_id = ${uuid(ROWS - 1)}`);
}, 90_000);
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await new TestBrowser(t.app).get(`${SEARCH}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { results: { sub: string; display_name: string }[]; total: number };
};

describe('a search with more matches than the cap', () => {
  it('counts exactly below the cap', async () => {
    expect((await search('state=CA')).total).toBe(Math.floor(ROWS / 3));
  });

  it('answers the cap as the total when more match', async () => {
    const everyone = await search('sort=soonest');
    expect(everyone.total).toBe(DIRECTORY_TOTAL_CAP);
    expect(everyone.results[0]?.sub).toBe(uuid(1));
    expect((await search('q=anxiety')).total).toBe(DIRECTORY_TOTAL_CAP);
  });

  it('pages by soonest past the cap, and ranks words within the soonest cap', async () => {
    const soonest = await search(`sort=soonest&skip=${DIRECTORY_TOTAL_CAP}&limit=50`);
    expect(soonest.results[0]?.sub).toBe(uuid(DIRECTORY_TOTAL_CAP + 1));
    const ranked = await search(`q=anxiety&skip=${DIRECTORY_TOTAL_CAP - 5}&limit=50`);
    expect(ranked.results).toHaveLength(5);
  });

  it('finds a name with a typo among more listings than the cap', async () => {
    for (const q of ['okafr', 'chiamaka%20okafr', 'okafor%20anxiety']) {
      const answer = await search(`q=${q}`);
      expect(answer.results[0]?.display_name, q).toBe('Chiamaka Okafor');
      expect(answer.total, q).toBe(1);
    }
  });
});

// The bench's race: many attempts at once to book the same time on one practice's calendar.
// PostgreSQL's exclusion constraint must let exactly one through, however many race; the
// rest get 409. (The test suite races 50; this races BENCH_RACE_ATTEMPTS, 1,000 by default.)

export type RaceResult = {
  target: string;
  repetition: number;
  attempts: number;
  booked: number;
  refused: number;
  other: number;
  /** The answers other than 201 and 409, by status (0: no answer). */
  otherStatuses: Record<string, number>;
  /** Live sessions at the raced time afterwards, read back from the calendar. */
  sessionsAtTheTime: number;
  ms: number;
};

type Session = { appointment_start: string; status_flags: { cancelledOrAbandoned: boolean } };

/**
 * `attempts` bookings at once of the same 50 minutes, `daysAhead` days from now at 03:00 UTC
 * (outside the demo's hours, so forced: only other sessions can stand in the way).
 */
export async function raceForOneSlot(options: {
  port: number;
  professionalCookie: string;
  clientId: string;
  attempts: number;
  daysAhead: number;
}): Promise<Omit<RaceResult, 'target' | 'repetition'>> {
  const { port, professionalCookie: cookie, clientId, attempts } = options;
  const base = `http://127.0.0.1:${port}`;
  const day = new Date(Date.now() + options.daysAhead * 86_400_000).toISOString().slice(0, 10);
  const start = `${day}T03:00:00.000Z`;
  const end = `${day}T03:50:00.000Z`;
  const body = JSON.stringify({
    appointment_type_label: 'Regular session',
    patient_user_id: clientId,
    repeat_rule: null,
    force_book_over_blocked: true,
    appointments: [{ appointment_start: start, appointment_end: end }],
  });
  const headers = { cookie, origin: base, 'content-type': 'application/json' };
  const began = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: attempts }, () =>
      fetch(`${base}/api/scheduler/v1/appointment/series/`, { method: 'POST', headers, body })
        .then(async (res) => {
          await res.arrayBuffer();
          return res.status;
        })
        .catch(() => 0),
    ),
  );
  const ms = performance.now() - began;
  const listed = await fetch(
    `${base}/api/scheduler/v1/snapshot/appointments_v2?oldest_datetime=${start}&newest_datetime=${end}`,
    { headers: { cookie } },
  );
  const { appointments } = (await listed.json()) as { appointments: Session[] };
  return {
    attempts,
    booked: statuses.filter((s) => s === 201).length,
    refused: statuses.filter((s) => s === 409).length,
    other: statuses.filter((s) => s !== 201 && s !== 409).length,
    otherStatuses: Object.fromEntries(
      [...new Set(statuses.filter((s) => s !== 201 && s !== 409))].map((status) => [
        String(status),
        statuses.filter((s) => s === status).length,
      ]),
    ),
    sessionsAtTheTime: appointments.filter(
      (a) => a.appointment_start === start && !a.status_flags.cancelledOrAbandoned,
    ).length,
    ms,
  };
}

export function raceMarkdown(races: RaceResult[]): string {
  if (races.length === 0) return '';
  return [
    `## Racing for one time (${races[0]?.attempts} bookings at once)`,
    '',
    'Exactly one may be booked: the sessions found at that time afterwards must be 1.',
    '',
    '| target | repetition | booked (201) | refused (409) | other | sessions at the time | ms for all |',
    '|---|---|---|---|---|---|---|',
    ...races.map(
      (r) =>
        `| ${r.target} | ${r.repetition + 1} | ${r.booked} | ${r.refused} | ${r.other ? `${r.other} (${JSON.stringify(r.otherStatuses)})` : 0} | ${r.sessionsAtTheTime} | ${Math.round(r.ms)} |`,
    ),
    '',
  ].join('\n');
}

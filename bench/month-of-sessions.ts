// The month the calendar shows, full: 200 sessions of the demo professional with the demo
// member in the next 30 days, booked through the API before the load (the sessions route
// reads them; free time works around them). Seven a day at hours outside the demo's office
// hours (and away from the race's 03:00), so no demo session stands in the way.
const HOURS_UTC = [4, 5, 6, 7, 8, 9, 10];
const SESSIONS = 200;
const PER_REQUEST = 50;

export async function bookMonthOfSessions(
  port: number,
  professionalCookie: string,
  clientId: string,
) {
  const base = `http://127.0.0.1:${port}`;
  const headers = { cookie: professionalCookie, origin: base, 'content-type': 'application/json' };
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`).getTime();
  const times = Array.from({ length: SESSIONS }, (_, i) => {
    const day = 1 + Math.floor(i / HOURS_UTC.length);
    const hour = HOURS_UTC[i % HOURS_UTC.length] ?? 0;
    const start = today + day * 86_400_000 + hour * 3_600_000;
    return {
      appointment_start: new Date(start).toISOString(),
      appointment_end: new Date(start + 45 * 60_000).toISOString(),
    };
  });
  for (let i = 0; i < times.length; i += PER_REQUEST) {
    const res = await fetch(`${base}/api/scheduler/v1/appointment/series/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        appointment_type_label: 'Regular session',
        patient_user_id: clientId,
        repeat_rule: null,
        force_book_over_blocked: true,
        appointments: times.slice(i, i + PER_REQUEST),
      }),
    });
    if (res.status !== 201) {
      throw new Error(`booking the month of sessions failed: ${res.status} ${await res.text()}`);
    }
  }
}

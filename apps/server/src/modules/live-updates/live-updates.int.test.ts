import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_ENDED } from '../../platform/live/live-control';
import {
  mailedToken,
  register,
  registerConfirmed,
  signIn,
  strongPassword,
  TestBrowser,
} from '../../test/browser';
import { joinAsScheduler, ownerOnTrial } from '../../test/callers';
import { sessionTypeBody } from '../../test/scheduling';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCareRelationship } from '../care-invitations/repo';
import { LIVE_SOCKET_PATH, RECONNECT_NOW } from './routes';

// The live updates socket: the practice (owner and team) and the client get an appointment
// event when a session changes; nobody else does, and only our pages may open it.
let t: TestApp;
let owner: { browser: TestBrowser; sub: string };
let scheduler: { browser: TestBrowser; sub: string };
let client: { browser: TestBrowser; sub: string };
let stranger: { browser: TestBrowser; sub: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerOnTrial(t, 'live-owner@example.org');
  scheduler = await joinAsScheduler(t, owner.browser, 'live-scheduler@example.org');
  client = await registerConfirmed(t, { email: 'live-client@example.org', type: 'member' });
  stranger = await registerConfirmed(t, { email: 'live-stranger@example.org', type: 'member' });
  await insertCareRelationship(t.database.db, {
    professionalUserId: owner.sub,
    memberUserId: client.sub,
    source: 'invite',
    createdAt: t.clock.now(),
  });
  await owner.browser.post('/api/scheduler/v1/appointment_types/', sessionTypeBody());
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  socketUrl = `${address.replace('http', 'ws')}${LIVE_SOCKET_PATH}`;
}, 60_000);
afterAll(() => t.close());

type Listening = {
  socket: WebSocket;
  messages: Record<string, unknown>[];
  /** Resolves with the close code. */
  closed: Promise<number>;
};

let socketUrl: string;

/** A WebSocket to the app (listening on a port: the route lives in a context of its own). */
function connect(headers: Record<string, string>): Promise<Listening> {
  const messages: Record<string, unknown>[] = [];
  const socket = new WebSocket(socketUrl, { headers });
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages, closed }));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused with ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

/** Opens the socket as `browser` and waits for its 'ready'. */
async function listen(browser: TestBrowser): Promise<Listening> {
  const listening = await connect({
    cookie: browser.cookieHeader(LIVE_SOCKET_PATH),
    origin: t.accounts.publicUrl,
  });
  await until(() => listening.messages.some((m) => m.type === 'ready'));
  return listening;
}

async function until(done: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const appointmentEvents = (listening: Listening) =>
  listening.messages.filter((m) => m.type === 'appointment');

describe(LIVE_SOCKET_PATH, () => {
  it('tells the practice and the client when a session changes, and nobody else', async () => {
    const sockets = await Promise.all(
      [owner, scheduler, client, stranger].map((p) => listen(p.browser)),
    );
    const [ofOwner, ofScheduler, ofClient, ofStranger] = sockets as [
      Listening,
      Listening,
      Listening,
      Listening,
    ];
    const booked = await owner.browser.post('/api/scheduler/v1/appointment/series/', {
      appointment_type_label: 'Regular session',
      patient_user_id: client.sub,
      repeat_rule: null,
      appointments: [
        { appointment_start: '2026-11-30T15:00:00Z', appointment_end: '2026-11-30T15:50:00Z' },
      ],
    });
    expect(booked.statusCode).toBe(201);
    const id = booked.json().invites_created[0].appointment_id;
    const event = {
      type: 'appointment',
      appointment_id: id,
      appointment_start: '2026-11-30T15:00:00.000Z',
      modify_datetime: t.clock.now().toISOString(),
    };
    for (const listening of [ofOwner, ofScheduler, ofClient]) {
      await until(() => appointmentEvents(listening).length === 1);
      expect(appointmentEvents(listening)).toEqual([event]);
    }

    // The client accepts: the practice hears of it.
    t.clock.advance(60_000);
    await client.browser.post(`/api/scheduler/v1/appointment/${id}/accept`);
    await until(() => appointmentEvents(ofScheduler).length === 2);
    expect(appointmentEvents(ofScheduler)[1]).toMatchObject({
      appointment_id: id,
      modify_datetime: t.clock.now().toISOString(),
    });
    expect(appointmentEvents(ofStranger)).toEqual([]);
    for (const { socket } of sockets) socket.terminate();
  });

  it('sends nothing of a change that did not happen', async () => {
    const ofOwner = await listen(owner.browser);
    const refused = await owner.browser.post('/api/scheduler/v1/appointment/series/', {
      appointment_type_label: 'Regular session',
      patient_user_id: client.sub,
      repeat_rule: null,
      // The second session overlaps the one booked above: nothing is booked.
      appointments: [
        { appointment_start: '2026-12-07T15:00:00Z', appointment_end: '2026-12-07T15:50:00Z' },
        { appointment_start: '2026-11-30T15:30:00Z', appointment_end: '2026-11-30T16:20:00Z' },
      ],
    });
    expect(refused.statusCode).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(appointmentEvents(ofOwner)).toEqual([]);
    ofOwner.socket.terminate();
  });

  it('is refused without a session, and to another site', async () => {
    await expect(connect({ origin: t.accounts.publicUrl })).rejects.toThrow(/403/);
    await expect(
      connect({
        cookie: client.browser.cookieHeader(LIVE_SOCKET_PATH),
        origin: 'https://evil.example',
      }),
    ).rejects.toThrow(/403/);
  });

  it('ends the sockets of a session that is signed out, and of sessions a password change ends', async () => {
    const email = 'live-leaver@example.org';
    const first = await registerConfirmed(t, { email, type: 'member' });
    const second = new TestBrowser(t.app);
    expect((await signIn(second, email, strongPassword)).statusCode).toBe(200);
    const [ofFirst, ofSecond] = await Promise.all([listen(first.browser), listen(second)]);

    // A password change ends every other session: the second's socket, not the first's.
    const changed = await first.browser.put('/api/login/v1/change_password', {
      current_password: strongPassword,
      new_password: `${strongPassword}x`,
    });
    expect(changed.statusCode).toBe(200);
    expect(await ofSecond.closed).toBe(SESSION_ENDED);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ofFirst.socket.readyState).toBe(WebSocket.OPEN);

    // Signing out ends the first.
    const cookie = first.browser.cookieHeader(LIVE_SOCKET_PATH);
    expect((await first.browser.post('/api/login/v1/logout')).statusCode).toBeLessThan(300);
    expect(await ofFirst.closed).toBe(SESSION_ENDED);
    // And its cookies open no other.
    await expect(connect({ cookie, origin: t.accounts.publicUrl })).rejects.toThrow(/401|403/);
  });

  it("ends a removed team member's sockets; the next one hears their own practice only", async () => {
    const email = 'live-removed@example.org';
    await owner.browser.post('/api/users/v1/team/invites', { email, role: 'PRACTICE_SCHEDULER' });
    const token = await mailedToken(t, email, 'team-invite');
    const member = await register(t, { email, type: 'orchid_pro' });
    const joined = await member.browser.post('/api/users/v1/team/invites/accept', { token });
    expect(joined.statusCode).toBe(200);
    const team = joined.json() as { id: string };
    const before = await listen(member.browser);

    const removed = await owner.browser.delete(
      `/api/users/v1/team/${team.id}/members/${member.sub}`,
    );
    expect(removed.statusCode).toBe(200);
    // "Reconnect now": the browser opens a new one at once, which listens as they are today.
    expect(await before.closed).toBe(RECONNECT_NOW);
    const after = await listen(member.browser);
    const ofOwner = await listen(owner.browser);
    const booked = await owner.browser.post('/api/scheduler/v1/appointment/series/', {
      appointment_type_label: 'Regular session',
      patient_user_id: client.sub,
      repeat_rule: null,
      appointments: [
        { appointment_start: '2026-12-14T15:00:00Z', appointment_end: '2026-12-14T15:50:00Z' },
      ],
    });
    expect(booked.statusCode).toBe(201);
    await until(() => appointmentEvents(ofOwner).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(appointmentEvents(after)).toEqual([]);
    expect(appointmentEvents(before)).toEqual([]);
    after.socket.terminate();
    ofOwner.socket.terminate();
  });
});

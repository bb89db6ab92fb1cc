import { describe, expect, it } from 'vitest';
import { keepLiveSocket, liveSocketUrl, reconnectDelayMs } from './live-socket';

class FakeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  close() {
    this.closed = true;
  }
}

/** A socket keeper on fake sockets and timers; `tick` runs the pending reconnect. */
function harness(beforeRetry?: () => Promise<unknown>) {
  const sockets: FakeSocket[] = [];
  const delays: number[] = [];
  const messages: unknown[] = [];
  let pending: (() => void) | undefined;
  const stop = keepLiveSocket('ws://host/instant_messaging/ws', {
    onMessage: (message) => messages.push(message),
    ...(beforeRetry ? { beforeRetry } : {}),
    open: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    setTimer: (run, ms) => {
      delays.push(ms);
      pending = run;
      return 1;
    },
    clearTimer: () => {
      pending = undefined;
    },
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const tick = () => {
    const run = pending;
    pending = undefined;
    run?.();
  };
  return { sockets, delays, messages, stop, settle, tick, latest: () => sockets.at(-1) };
}

describe('reconnectDelayMs', () => {
  it('is the retry count squared times 500 ms, at most a minute (§9)', () => {
    expect([0, 1, 2, 3, 10, 11, 100].map(reconnectDelayMs)).toEqual([
      0, 500, 2_000, 4_500, 50_000, 60_000, 60_000,
    ]);
  });
});

describe('keepLiveSocket', () => {
  it('reconnects with back-off, and starts counting again after a message', async () => {
    const h = harness();
    h.latest()?.onopen?.();
    h.latest()?.onclose?.();
    await h.settle();
    h.tick();
    h.latest()?.onclose?.();
    await h.settle();
    h.tick();
    h.latest()?.onclose?.();
    await h.settle();
    expect(h.delays).toEqual([0, 500, 2_000]);
    h.tick();
    h.latest()?.onmessage?.({ data: JSON.stringify({ type: 'ready' }) });
    h.latest()?.onclose?.();
    await h.settle();
    expect(h.delays.at(-1)).toBe(0);
    expect(h.messages).toEqual([{ type: 'ready' }]);
    expect(h.sockets).toHaveLength(4);
  });

  it('asks who is signed in before retrying a socket that never opened', async () => {
    let asked = 0;
    const h = harness(async () => {
      asked += 1;
    });
    h.latest()?.onclose?.();
    await h.settle();
    expect(asked).toBe(1);
    h.tick();
    h.latest()?.onopen?.();
    h.latest()?.onclose?.();
    await h.settle();
    expect(asked).toBe(1);
  });

  it('closes and stays closed once stopped', async () => {
    const h = harness();
    const socket = h.latest();
    h.stop();
    expect(socket?.closed).toBe(true);
    socket?.onclose?.();
    await h.settle();
    expect(h.delays).toEqual([]);
    expect(h.sockets).toHaveLength(1);
  });
});

describe('liveSocketUrl', () => {
  it('is wss on https and ws on http, on the page’s host', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'care.example' })).toBe(
      'wss://care.example/instant_messaging/ws',
    );
    expect(liveSocketUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe(
      'ws://127.0.0.1:3000/instant_messaging/ws',
    );
  });
});

// The live updates socket (/instant_messaging/ws) with the spec's reconnection: on error or
// close it reconnects after retry count squared times 500 ms, at most a minute, and the count
// starts again with every message (booking §4 "Real-time channel", §9).

export const LIVE_SOCKET_PATH = '/instant_messaging/ws';
const BACKOFF_STEP_MS = 500;
const BACKOFF_MAX_MS = 60_000;

/** How long to wait before reconnect attempt number `retry` (0 for the first). */
export const reconnectDelayMs = (retry: number) =>
  Math.min(retry * retry * BACKOFF_STEP_MS, BACKOFF_MAX_MS);

type SocketLike = {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
  close(): void;
};

export type LiveSocketOptions = {
  onMessage(message: unknown): void;
  /**
   * Before a reconnect after a socket that never opened: the access cookie may have expired,
   * and the upgrade is refused until it is renewed (a browser does not say why).
   */
  beforeRetry?(): Promise<unknown>;
  /** Injected in tests. */
  open?: (url: string) => SocketLike;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/** Keeps a socket open until the returned stop is called. */
export function keepLiveSocket(url: string, options: LiveSocketOptions): () => void {
  const open = options.open ?? ((address: string) => new WebSocket(address) as SocketLike);
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let retry = 0;
  let stopped = false;
  let socket: SocketLike | undefined;
  let timer: unknown;

  const connect = () => {
    if (stopped) return;
    let opened = false;
    const current = open(url);
    socket = current;
    current.onopen = () => {
      opened = true;
    };
    current.onmessage = (event) => {
      retry = 0;
      let message: unknown;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      options.onMessage(message);
    };
    // An error is followed by a close: reconnect once, from the close.
    current.onerror = () => {};
    current.onclose = () => {
      if (stopped || socket !== current) return;
      const delay = reconnectDelayMs(retry);
      retry += 1;
      const renewed = !opened && options.beforeRetry ? options.beforeRetry() : Promise.resolve();
      void renewed
        .catch(() => undefined)
        .then(() => {
          if (!stopped) timer = setTimer(connect, delay);
        });
    };
  };

  connect();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimer(timer);
    socket?.close();
  };
}

/** The socket's address on this page's host (wss on https). */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_SOCKET_PATH}`;
}

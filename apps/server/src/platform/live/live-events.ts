import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/database';

// Live updates for the browsers that are open: a change publishes a message to audiences
// (user ids), and every server delivers it to its sockets listening to one of them. On
// PostgreSQL that is NOTIFY, sent in the change's transaction so it goes out when (and only
// if) the change commits, and LISTEN on one connection per server; the embedded database
// belongs to one process, so there the message goes round in-process after the commit.

export type LiveMessage = Record<string, unknown>;
type Listener = (message: LiveMessage) => void;
type Envelope = { audiences: string[]; message: LiveMessage };

/** What a service publishes through; inside a transaction, sent when it commits, never if it rolls back. */
export type LivePublisher = {
  publish(audiences: string[], message: LiveMessage): Promise<void>;
  /** The publisher of a transaction; inTransaction calls `committed()` after the commit. */
  within(tx: Db): TransactionPublisher;
};
type TransactionPublisher = LivePublisher & { committed(): void };

/** A transaction's publisher whose messages go out through `send` after the commit. */
function afterCommit(send: (envelope: Envelope) => void): TransactionPublisher {
  const pending: Envelope[] = [];
  const publisher: TransactionPublisher = {
    publish: async (audiences, message) => {
      pending.push({ audiences, message });
    },
    // A transaction inside this one commits with it.
    within: () => ({ ...publisher, committed: () => {} }),
    committed: () => {
      for (const envelope of pending.splice(0)) send(envelope);
    },
  };
  return publisher;
}

export type LiveEvents = LivePublisher & {
  /** Resolves once messages from every server reach this one (PostgreSQL: LISTEN is on). */
  ready(): Promise<void>;
  /** Calls `listener` with each message for one of `audiences`; returns the unsubscribe. */
  listen(audiences: string[], listener: Listener): () => void;
  close(): Promise<void>;
};

const CHANNEL = 'live_events';

/** The sockets of this server by audience. */
function localDelivery() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    deliver({ audiences, message }: Envelope) {
      const reached = new Set<Listener>();
      for (const audience of audiences) {
        for (const listener of listeners.get(audience) ?? []) reached.add(listener);
      }
      for (const listener of reached) listener(message);
    },
    listen(audiences: string[], listener: Listener) {
      for (const audience of audiences) {
        const set = listeners.get(audience) ?? new Set();
        set.add(listener);
        listeners.set(audience, set);
      }
      return () => {
        for (const audience of audiences) {
          const set = listeners.get(audience);
          set?.delete(listener);
          if (set?.size === 0) listeners.delete(audience);
        }
      };
    },
  };
}

/** One process: the embedded database, and tests. */
export function inProcessLiveEvents(): LiveEvents {
  const local = localDelivery();
  return {
    publish: async (audiences, message) => local.deliver({ audiences, message }),
    within: () => afterCommit(local.deliver),
    ready: async () => {},
    listen: local.listen,
    close: async () => {},
  };
}

/**
 * Several servers on one PostgreSQL: NOTIFY in the publishing transaction, LISTEN on a
 * connection of its own (opened with the first listener, reopened a second after it drops).
 */
export function postgresLiveEvents(db: Db, url: string): LiveEvents {
  const local = localDelivery();
  const notify = (on: Db, audiences: string[], message: LiveMessage) =>
    on.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ audiences, message })})`);
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (note) => {
        if (note.channel !== CHANNEL || !note.payload) return;
        try {
          local.deliver(JSON.parse(note.payload) as Envelope);
        } catch {
          // Not ours: ignore.
        }
      });
      const reconnect = () => {
        if (client !== next) return;
        client = undefined;
        connecting = undefined;
        if (!closed) setTimeout(() => void connect().catch(() => {}), 1_000).unref();
      };
      next.on('error', reconnect);
      next.on('end', reconnect);
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      client = next;
    })().catch((error) => {
      connecting = undefined;
      if (!closed) setTimeout(() => void connect().catch(() => {}), 1_000).unref();
      throw error;
    });
    return connecting;
  };

  return {
    publish: async (audiences, message) => {
      await notify(db, audiences, message);
    },
    within: (tx) => {
      // NOTIFY is transactional itself: PostgreSQL sends it on commit.
      const publisher: TransactionPublisher = {
        publish: async (audiences, message) => {
          await notify(tx, audiences, message);
        },
        within: () => publisher,
        committed: () => {},
      };
      return publisher;
    },
    ready: connect,
    listen: local.listen,
    close: async () => {
      closed = true;
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}

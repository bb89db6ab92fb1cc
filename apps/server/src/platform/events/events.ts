import type { z } from 'zod';
import type { AppContext } from '../context';
import type { JobQueue } from '../jobs/queue';
import { domainEvents, type EventName, type EventPayload } from './catalog';

/**
 * A module that changes something emits an event in the transaction of the change; the
 * subscribers app.ts registers follow it. A subscriber runs either as a job of its own, once
 * the change has committed (retried as jobs are, and one failing holds up no other), or inside
 * the emitter's transaction, for what the caller must see at once.
 */
export type Subscriber = {
  name: string;
  run: (tx: AppContext, payload: unknown) => Promise<void>;
  /** Runs in the emitter's transaction; otherwise as the job `<event>:<subscriber>`. */
  inTransaction: boolean;
};

export const subscriberJob = (event: EventName, subscriber: string) => `${event}:${subscriber}`;

/**
 * Tells the subscribers of `event`: with a transaction's context the event commits with the
 * change that caused it, or not at all.
 */
export async function emit<N extends EventName>(
  tx: AppContext,
  event: N,
  payload: EventPayload<N>,
): Promise<void> {
  for (const subscriber of tx.jobs.subscribers.get(event) ?? []) {
    if (subscriber.inTransaction) await subscriber.run(tx, payload);
    else await tx.jobs.enqueue(subscriberJob(event, subscriber.name), payload);
  }
}

/** Registers subscribers on the queue whose worker runs them (app.ts, for every module). */
export function subscribe(jobs: JobQueue) {
  const add = (event: EventName, subscriber: Subscriber) => {
    const known = jobs.subscribers.get(event) ?? [];
    if (known.some((s) => s.name === subscriber.name)) {
      throw new Error(`${subscriber.name} already subscribes to ${event}`);
    }
    jobs.subscribers.set(event, [...known, subscriber]);
  };
  return {
    /** Runs `run` as a job of its own once the emitting transaction has committed. */
    on<N extends EventName>(
      event: N,
      subscriber: string,
      run: (payload: EventPayload<N>) => Promise<void>,
    ) {
      const schema = domainEvents[event] as unknown as z.ZodType<EventPayload<N>>;
      jobs.handle(subscriberJob(event, subscriber), schema, run);
      add(event, { name: subscriber, inTransaction: false, run: (_tx, p) => run(p as never) });
    },
    /** Runs `run` inside the emitting transaction: a refusal it throws undoes the change. */
    inTransaction<N extends EventName>(
      event: N,
      subscriber: string,
      run: (tx: AppContext, payload: EventPayload<N>) => Promise<void>,
    ) {
      add(event, {
        name: subscriber,
        inTransaction: true,
        run: (tx, p) => run(tx, domainEvents[event].parse(p) as EventPayload<N>),
      });
    },
  };
}

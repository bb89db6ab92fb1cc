import type { AppContext } from '../context';

type TransactionalParts = Pick<AppContext, 'db' | 'audit' | 'jobs' | 'mailer'>;

/**
 * Runs `work` in one transaction with a context whose `db` is the transaction and whose audit
 * log, job queue and mailer write through it: the change, its audit row and the mails and jobs
 * it causes commit together, or none does. On the embedded database nothing else may query
 * while it runs (one connection), so `work` uses only the context it is given.
 */
export function inTransaction<C extends TransactionalParts, T>(
  ctx: C,
  work: (tx: C) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction((tx) =>
    work({
      ...ctx,
      db: tx,
      audit: ctx.audit.within(tx),
      jobs: ctx.jobs.within(tx),
      mailer: ctx.mailer.within(tx),
    }),
  );
}

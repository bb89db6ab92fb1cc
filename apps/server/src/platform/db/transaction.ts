import type { AppContext } from '../context';

type TransactionalParts = Pick<AppContext, 'db' | 'audit' | 'jobs' | 'mailer' | 'live'>;

/**
 * Runs `work` in one transaction with a context whose `db` is the transaction and whose audit
 * log, job queue and mailer write through it: the change, its audit row and the mails and jobs
 * it causes commit together, or none does; its live updates go out once it has committed. On the embedded database nothing else may query
 * while it runs (one connection), so `work` uses only the context it is given.
 */
export async function inTransaction<C extends TransactionalParts, T>(
  ctx: C,
  work: (tx: C) => Promise<T>,
): Promise<T> {
  let committed = () => {};
  const result = await ctx.db.transaction((tx) => {
    const live = ctx.live.within(tx);
    committed = live.committed;
    return work({
      ...ctx,
      db: tx,
      audit: ctx.audit.within(tx),
      jobs: ctx.jobs.within(tx),
      mailer: ctx.mailer.within(tx),
      live,
    });
  });
  committed();
  return result;
}

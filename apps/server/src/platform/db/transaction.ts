import type { AuditLog } from '../audit/audit';
import type { Db } from './database';

type TransactionContext = { db: Db; audit?: AuditLog };

/**
 * Runs `work` in one transaction with a context whose `db` is the transaction and whose audit
 * log writes through it: the change and its audit row commit together, or neither does. On
 * the embedded database nothing else may query while it runs (one connection), so `work` uses
 * only the context it is given.
 */
export function inTransaction<C extends TransactionContext, T>(
  ctx: C,
  work: (tx: C) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction((tx) =>
    work({ ...ctx, db: tx, ...(ctx.audit ? { audit: ctx.audit.within(tx) } : {}) }),
  );
}

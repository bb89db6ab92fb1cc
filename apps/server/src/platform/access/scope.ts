import { eq, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The practice a request acts on, resolved once by the guard (routes that declare
 * `scope: 'practice'`): the caller's own, or their team owner's through §6 on_behalf_of.
 * Repositories of the practice's records take it and filter by it (`whereInScope`), so no
 * query can forget whose records it reads or writes.
 */
export type PracticeScope = {
  /** Whose records: the practice owner. */
  ownerUserId: string;
  /** Who acts: the caller. */
  userId: string;
  /** The caller's role in the practice; what it may do is the route's `feature`. */
  role: 'OWNER' | 'PRACTICE_SCHEDULER';
  /** A team member working the owner's records: their reads go into the owner's access log. */
  onBehalf: boolean;
};

/** What a repository needs of a scope: whose records. */
export type InScope = Pick<PracticeScope, 'ownerUserId'>;

/**
 * The one predicate for "records of this practice": the owner column is the scope's owner
 * (in a prepared statement, a placeholder the owner's id fills).
 */
export const whereInScope = (
  scope: InScope | { ownerUserId: Placeholder },
  ownerColumn: PgColumn,
): SQL => eq(ownerColumn, scope.ownerUserId);

/** How a team member acting for the owner is named in the owner's access log. */
export const teamRoleWords = (role: PracticeScope['role']) =>
  role === 'PRACTICE_SCHEDULER' ? 'practice scheduler' : 'practice member';

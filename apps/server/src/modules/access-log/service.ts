import { type AuditAction, auditActions } from '@orchid/contracts';
import { type AuditRow, eventsByOthers, practiceEvents } from '../../platform/audit/audit-repo';
import type { AppContext } from '../../platform/context';
import { findNames } from '../accounts/users';
import { practicePeopleOwnedBy } from '../teams/service';

type Page = { before?: string | undefined; limit: number };

/** Names of the people in a page of events, one query for the page. */
async function namesIn(ctx: AppContext, rows: AuditRow[]) {
  const ids = [...new Set(rows.flatMap((r) => [r.actorUserId, r.subjectUserId]).filter(Boolean))];
  const people = await findNames(ctx.db, ids as string[]);
  return new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]));
}

const actorRole = (row: AuditRow) => {
  const role = row.detail?.actor_role;
  return typeof role === 'string' ? role : 'someone else';
};

const what = (row: AuditRow) => auditActions[row.action as AuditAction] ?? row.action;

/** GET /access_log: what others did with the signed-in person's data, newest first. */
export async function accessLogOf(ctx: AppContext, userId: string, page: Page) {
  const { events, nextBefore } = await eventsByOthers(ctx.db, userId, page.before, page.limit);
  const names = await namesIn(ctx, events);
  return {
    events: events.map((row) => ({
      at: row.at.toISOString(),
      actor_name: names.get(row.actorUserId ?? '') ?? 'Someone',
      actor_role: actorRole(row),
      action: row.action as AuditAction,
      what: what(row),
    })),
    next_before: nextBefore,
  };
}

type PracticeQuery = Page & {
  actor?: string | undefined;
  action?: AuditAction | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** GET /audit_events: the practice's events for its owner, filtered, newest first. */
export async function practiceAuditEvents(ctx: AppContext, ownerId: string, query: PracticeQuery) {
  const people = await practicePeopleOwnedBy(ctx, ownerId);
  const { events, nextBefore } = await practiceEvents(
    ctx.db,
    {
      people,
      actor: query.actor,
      action: query.action,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
    },
    query.before,
    query.limit,
  );
  const names = await namesIn(ctx, events);
  return {
    events: events.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor_user_id: row.actorUserId,
      actor_name: row.actorUserId ? (names.get(row.actorUserId) ?? null) : null,
      subject_user_id: row.subjectUserId,
      subject_name: row.subjectUserId ? (names.get(row.subjectUserId) ?? null) : null,
      action: row.action as AuditAction,
      what: what(row),
      outcome: row.outcome,
      ip: row.ip,
    })),
    next_before: nextBefore,
  };
}

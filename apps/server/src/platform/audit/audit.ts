import { type AuditAction, TIME_ZONE_HEADER } from '@orchid/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { auditEvents } from './tables';

export type AuditOutcome = 'success' | 'failure' | 'denied';

/**
 * Where a request came from, as the audit log records it, and the caller's time zone (the
 * web sends it in TIME_ZONE_HEADER) for rules about "today", such as ages.
 */
export type RequestOrigin = { ip: string; userAgent: string | null; timeZone?: string };

export const requestOrigin = (request: FastifyRequest): RequestOrigin => {
  const timeZone = request.headers[TIME_ZONE_HEADER];
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    ...(typeof timeZone === 'string' ? { timeZone: timeZone.slice(0, 64) } : {}),
  };
};

export type AuditEvent = {
  action: AuditAction;
  outcome: AuditOutcome;
  actorUserId?: string | null;
  subjectUserId?: string | null;
  origin: RequestOrigin;
  detail?: Record<string, string | number | boolean | null>;
};

export type AuditLog = {
  record(event: AuditEvent): Promise<void>;
  /** Several rows in one statement (none when the list is empty). */
  recordAll(events: AuditEvent[]): Promise<void>;
  /** The same log writing through `db`: a transaction, so the row commits with the change. */
  within(db: Db): AuditLog;
};

/** The audit_events row of an event, for a statement that writes it with its change. */
export function auditRow(event: AuditEvent, at: Date): typeof auditEvents.$inferInsert {
  return {
    at,
    action: event.action,
    outcome: event.outcome,
    actorUserId: event.actorUserId ?? null,
    subjectUserId: event.subjectUserId ?? null,
    ip: event.origin.ip,
    userAgent: event.origin.userAgent,
    detail: event.detail ?? null,
  };
}

export function createAuditLog(db: Db, clock: Clock): AuditLog {
  return {
    within: (tx) => createAuditLog(tx, clock),
    async record(event) {
      await db.insert(auditEvents).values(auditRow(event, clock.now()));
    },
    async recordAll(events) {
      if (events.length === 0) return;
      const at = clock.now();
      await db.insert(auditEvents).values(events.map((event) => auditRow(event, at)));
    },
  };
}

type ReadByOther = {
  action: AuditAction;
  actorUserId: string;
  subjectUserId: string;
  actorRole: string;
  origin: RequestOrigin;
};

const readRow = (read: ReadByOther): AuditEvent => ({
  action: read.action,
  outcome: 'success',
  actorUserId: read.actorUserId,
  subjectUserId: read.subjectUserId,
  origin: read.origin,
  detail: { actor_role: read.actorRole },
});

/**
 * A read of someone's data by another person: who, whose, what, from where, and as what (the
 * access log shows it to the person whose data it is, as `actor_role`).
 */
export function recordReadByOther(audit: AuditLog, read: ReadByOther) {
  return audit.record(readRow(read));
}

/** One read of several people's data (a list naming clients): a row in each one's log. */
export function recordReadsByOther(audit: AuditLog, reads: ReadByOther[]) {
  return audit.recordAll(reads.map(readRow));
}

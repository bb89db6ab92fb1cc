import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { auditEvents } from './tables';

export type AuditOutcome = 'success' | 'failure' | 'denied';

/** Where a request came from, as the audit log records it. */
export type RequestOrigin = { ip: string; userAgent: string | null };

export const requestOrigin = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
});

export type AuditEvent = {
  action: string;
  outcome: AuditOutcome;
  actorUserId?: string | null;
  subjectUserId?: string | null;
  origin: RequestOrigin;
  detail?: Record<string, string | number | boolean | null>;
};

export type AuditLog = { record(event: AuditEvent): Promise<void> };

export function createAuditLog(db: Db, clock: Clock): AuditLog {
  return {
    async record(event) {
      await db.insert(auditEvents).values({
        at: clock.now(),
        action: event.action,
        outcome: event.outcome,
        actorUserId: event.actorUserId ?? null,
        subjectUserId: event.subjectUserId ?? null,
        ip: event.origin.ip,
        userAgent: event.origin.userAgent,
        detail: event.detail ?? null,
      });
    },
  };
}

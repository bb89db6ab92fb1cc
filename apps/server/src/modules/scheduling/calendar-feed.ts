import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { type HealthVault, openFields, sealFields } from '../../platform/crypto/health-vault';
import { randomToken, sha256 } from '../../platform/crypto/secrets';
import { inTransaction } from '../../platform/db/transaction';
import { sessionsCalendar } from './calendar-files';
import * as repo from './repo';
import { calendarFeedSealedFields } from './tables';

// A practice's sessions as an iCalendar feed at a secret address, for calendar apps. No client
// names unless the practice turns them on; replacing the address stops the old one at once.

const TABLE = 'calendar_feeds';
const FEED_PATH = '/api/scheduler/v1/calendar_feed';
/** The feed holds the sessions of the last 30 days and the next year. */
const DAY = 86_400_000;

type FeedRow = repo.CalendarFeedRow;

const open = (vault: HealthVault, row: FeedRow) =>
  openFields(vault, TABLE, row.ownerUserId, row, calendarFeedSealedFields);

const describe = (ctx: AppContext, row: FeedRow) => ({
  url: `${ctx.publicUrl}${FEED_PATH}/${row.tokenSealed}.ics`,
  include_client_names: row.includeClientNames,
});

async function newToken(ctx: AppContext, ownerUserId: string) {
  const token = randomToken(24);
  const { tokenSealed } = await sealFields(
    ctx.vault,
    TABLE,
    ownerUserId,
    { tokenSealed: token },
    calendarFeedSealedFields,
  );
  return { tokenHash: sha256(token), tokenSealed };
}

/** The practice's feed, made on first use. */
export async function calendarFeedOf(ctx: AppContext, ownerUserId: string) {
  let row = await repo.findFeed(ctx.db, ownerUserId);
  if (!row) {
    const now = ctx.clock.now();
    const token = await newToken(ctx, ownerUserId);
    await repo.insertFeed(ctx.db, {
      ownerUserId,
      ...token,
      includeClientNames: false,
      createdAt: now,
      modifiedAt: now,
    });
    row = await repo.findFeed(ctx.db, ownerUserId);
    if (!row) throw new Error('calendar feed vanished');
  }
  return describe(ctx, await open(ctx.vault, row));
}

/** Turns client names on or off, or (rotate) replaces the secret address. */
export async function changeCalendarFeed(
  ctx: AppContext,
  ownerUserId: string,
  change: { includeClientNames: boolean } | 'rotate',
  origin: RequestOrigin,
) {
  await calendarFeedOf(ctx, ownerUserId);
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    await repo.updateFeed(tx.db, ownerUserId, {
      ...(change === 'rotate'
        ? await newToken(ctx, ownerUserId)
        : { includeClientNames: change.includeClientNames }),
      modifiedAt: now,
    });
    await tx.audit.record({
      action:
        change === 'rotate' ? 'scheduling.calendar_feed_rotate' : 'scheduling.calendar_feed_save',
      outcome: 'success',
      actorUserId: ownerUserId,
      subjectUserId: ownerUserId,
      origin,
    });
  });
  return calendarFeedOf(ctx, ownerUserId);
}

/** The feed behind a secret address as iCalendar text, or undefined for an unknown one. */
export async function calendarFeedText(ctx: AppContext, token: string) {
  const feed = await repo.findFeedByTokenHash(ctx.db, sha256(token));
  if (!feed) return undefined;
  const now = ctx.clock.now().getTime();
  const rows = await repo.feedSessions(
    ctx.db,
    feed.ownerUserId,
    new Date(now - 30 * DAY),
    new Date(now + 365 * DAY),
  );
  const host = new URL(ctx.publicUrl).host;
  return sessionsCalendar(
    rows.map((row) => ({
      id: row.id,
      start: row.start,
      end: row.end,
      summary: feed.includeClientNames
        ? `${row.label}: ${row.firstName} ${row.lastName}`
        : row.label,
    })),
    { name: `${ctx.brandName} sessions`, host },
  );
}

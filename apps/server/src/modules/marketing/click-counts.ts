import type { ClicksInputSchema } from '@orchid/contracts/marketing';
import type { ClickCount } from '@orchid/contracts/marketing-desk';
import type { z } from 'zod';
import { readTogether } from '../../platform/db/read-together';
import type { MarketingContext } from './context';
import * as repo from './repo';

// Clicks on the marketing pages' buttons (§2 "records click events for its buttons"), counted
// first-party: the browser sends the page and the button's name, the server adds one to that
// day's count. No visitor, address, device or time of day is kept, so the counts are not
// personal data and need no consent; the privacy policy says they are kept.

type ClicksInput = z.output<typeof ClicksInputSchema>;

export async function recordClicks(
  ctx: MarketingContext,
  input: ClicksInput,
): Promise<{ counted: number }> {
  const day = ctx.clock.now().toISOString().slice(0, 10);
  // One row per page and button: a statement may not update the same row twice.
  const counts = new Map<string, repo.ClickCountRow>();
  for (const { page, button } of input.clicks) {
    const key = `${page} ${button}`;
    const row = counts.get(key) ?? { day, page, button, count: 0 };
    row.count += 1;
    counts.set(key, row);
  }
  await repo.addClickCounts(ctx.db, [...counts.values()]);
  return { counted: input.clicks.length };
}

export async function listClickCounts(
  ctx: MarketingContext,
  page: { skip: number; limit: number },
): Promise<{ clicks: ClickCount[]; total: number }> {
  const [rows, total] = await readTogether(ctx.db, [
    () => repo.listClickCounts(ctx.db, page),
    () => repo.countClickCountRows(ctx.db),
  ] as const);
  return { clicks: rows, total };
}

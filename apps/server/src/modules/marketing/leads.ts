import type { LeadInputSchema } from '@orchid/contracts/marketing';
import type { Lead } from '@orchid/contracts/marketing-desk';
import type { z } from 'zod';
import { newId } from '../../platform/db/ids';
import { readTogether } from '../../platform/db/read-together';
import type { MarketingContext } from './context';
import * as repo from './repo';

// Leads (§7 "lead capture on case-study submit"): a first name and an address left to download
// the case study. Kept for the operator's desk; nobody is mailed, the visitor asked for a file.

type LeadInput = z.output<typeof LeadInputSchema>;

export async function captureLead(
  ctx: MarketingContext,
  input: LeadInput,
): Promise<{ id: string }> {
  const row = await repo.insertLead(ctx.db, {
    id: newId(),
    firstName: input.first_name,
    email: input.email,
    source: input.source,
    createdAt: ctx.clock.now(),
  });
  return { id: row.id };
}

export async function listLeads(
  ctx: MarketingContext,
  page: { skip: number; limit: number },
): Promise<{ leads: Lead[]; total: number }> {
  const [rows, total] = await readTogether(ctx.db, [
    () => repo.listLeads(ctx.db, page),
    () => repo.countLeads(ctx.db),
  ] as const);
  return {
    leads: rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      email: row.email,
      source: row.source,
      create_datetime: row.createdAt.toISOString(),
    })),
    total,
  };
}

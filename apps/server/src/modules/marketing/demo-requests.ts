import {
  DEMO_REQUESTED_PATH,
  type DemoRequestAnswer,
  type DemoRequestInputSchema,
} from '@orchid/contracts/marketing';
import type { DemoRequest } from '@orchid/contracts/marketing-desk';
import type { z } from 'zod';
import { newId } from '../../platform/db/ids';
import { readTogether } from '../../platform/db/read-together';
import { inTransaction } from '../../platform/db/transaction';
import { linkMail } from '../../platform/mail/link-mail';
import type { MarketingContext } from './context';
import * as repo from './repo';

// A visitor asks for a demo (§7 request_demo): the request is kept, the operator is mailed
// through the job queue in the same transaction, and the answer says where the browser goes.

/** Where the operator reads the requests (the desk's tab). */
export const DEMO_REQUESTS_ADMIN_PATH = '/admin/demo-requests';

type DemoRequestInput = z.output<typeof DemoRequestInputSchema>;

/**
 * The operator's scheduling page with the person's name and address filled in, as scheduling
 * services read them (first_name, last_name, name, email), or our thank-you page without one.
 */
export function demoRedirect(demoBookingUrl: string | undefined, input: DemoRequestInput): string {
  if (!demoBookingUrl) return DEMO_REQUESTED_PATH;
  const url = new URL(demoBookingUrl);
  url.searchParams.set('first_name', input.first_name);
  url.searchParams.set('last_name', input.last_name);
  url.searchParams.set('name', `${input.first_name} ${input.last_name}`);
  url.searchParams.set('email', input.email);
  return url.toString();
}

function demoRequestMail(ctx: MarketingContext, row: repo.DemoRequestRow) {
  const next = ctx.demoBookingUrl
    ? 'They were sent to your scheduling page to pick a time; if they did not, write to them.'
    : 'Write to them to agree on a time for the free 20-minute demo.';
  return linkMail(
    ctx.supportEmail,
    `${ctx.brandName} demo request: ${row.firstName} ${row.lastName}`,
    {
      greeting: 'Hello,',
      lines: [`${row.firstName} ${row.lastName} (${row.email}) asked for a demo.`, next],
      action: 'Open the demo requests',
      link: `${ctx.publicUrl}${DEMO_REQUESTS_ADMIN_PATH}`,
      footer: `Sent from the ${ctx.brandName} demo request form.`,
    },
  );
}

export async function requestDemo(
  ctx: MarketingContext,
  input: DemoRequestInput,
): Promise<DemoRequestAnswer> {
  await inTransaction(ctx, async (tx) => {
    const row = await repo.insertDemoRequest(tx.db, tx.vault, {
      id: newId(),
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      createdAt: tx.clock.now(),
    });
    // To the operator about their installation's work: not a mail to unsubscribe from.
    await tx.mailer.send(demoRequestMail(ctx, row), { category: 'essential' });
  });
  return { redirect_url: demoRedirect(ctx.demoBookingUrl, input) };
}

export async function listDemoRequests(
  ctx: MarketingContext,
  page: { skip: number; limit: number },
): Promise<{ demo_requests: DemoRequest[]; total: number }> {
  const [rows, total] = await readTogether(ctx.db, [
    () => repo.listDemoRequests(ctx.db, ctx.vault, page),
    () => repo.countDemoRequests(ctx.db),
  ] as const);
  return {
    demo_requests: rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      create_datetime: row.createdAt.toISOString(),
    })),
    total,
  };
}

import { PLAN_CLASS_LABELS } from '@orchid/contracts';
import { formatMoney } from '@orchid/contracts/money';
import { addBillingPeriods, isTimeZone } from '@orchid/contracts/time';
import type { AppContext } from '../../platform/context';
import { linkMail } from '../../platform/mail/link-mail';
import { dayInWords } from '../../platform/mail/mail-time';
import { findUserById } from '../accounts/users';
import * as repo from './repo';

/**
 * The receipt of a paid plan, once its checkout completed (the simulated page or the
 * provider's event): what was paid, for which plan and period, and when it renews, on the
 * professional's own calendar. A plan bought during a trial charges nothing today: the
 * mail says when the first payment comes instead. Sent once per checkout.
 */
export async function mailPlanReceipt(ctx: AppContext, checkoutId: string) {
  const checkout = await repo.findCheckout(ctx.db, checkoutId);
  if (checkout?.status !== 'completed' || !checkout.completedAt) return;
  const professional = await findUserById(ctx.db, checkout.userId);
  if (!professional?.email) return;
  const zone =
    professional.timezone && isTimeZone(professional.timezone) ? professional.timezone : 'UTC';
  const plan = PLAN_CLASS_LABELS[checkout.subClass];
  const amount = formatMoney(checkout.amountCents);
  const every = checkout.subPeriod === 'annual' ? 'year' : 'month';
  const billingLater =
    checkout.billingStartsAt && checkout.billingStartsAt > checkout.completedAt
      ? checkout.billingStartsAt
      : null;
  const lines = billingLater
    ? [
        `Your ${plan} plan is yours: nothing is charged today, the days left of your trial come first.`,
        `The first payment, ${amount}, is on ${dayInWords(billingLater, zone)}, then one every ${every}.`,
      ]
    : [
        `Paid today: ${amount} for a ${every} of the ${plan} plan.`,
        `It renews on ${dayInWords(addBillingPeriods(checkout.completedAt, checkout.subPeriod), zone)}; you can turn renewal off in your billing settings.`,
      ];
  await ctx.mailer.send(
    linkMail(professional.email, `Your receipt for the ${ctx.brandName} ${plan} plan`, {
      greeting: `Hi ${professional.preferredFirstName ?? professional.firstName},`,
      lines: [...lines, `Receipt number: ${checkout.id}`],
      action: 'See your plan',
      link: `${ctx.publicUrl}/pro-dashboard/settings/billing`,
      footer: `Questions about a payment? Write to ${ctx.supportEmail}.`,
    }),
    { category: 'essential', idempotencyKey: `plan-receipt:${checkout.id}` },
  );
}

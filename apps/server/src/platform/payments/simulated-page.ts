import { formatMoney } from '@orchid/contracts/money';
import { PLANS, type PricedPlanClass, type SubPeriod } from '@orchid/contracts/plans';
import { escapeHtml } from '../text/html';
import { APPROVING_TEST_CARD, type CardForm, LISTED_DECLINING_CARDS } from './simulated-card';

// The simulated provider's card page. It works under the app's CSP: no script at all (the
// form posts itself, Cancel is a second submit button), styles inline.

/**
 * A plan bought for a period, or something paid once (a session, with its description and
 * lines that say what it is: with whom, and when on the payer's clock).
 */
type Purchase =
  | PlanPurchase
  | { description: string; details?: string[]; amountCents: number; billingStartsAt?: null };

type PlanPurchase = {
  subClass: PricedPlanClass;
  subPeriod: SubPeriod;
  amountCents: number;
  /** Bought during a free trial: nothing is charged before this day. */
  billingStartsAt?: Date | null;
};

export type CardPageInput = {
  brandName: string;
  purchase: Purchase;
  /** Where the form posts; Cancel posts to `${formAction}/cancel`. */
  formAction: string;
  /** A refused or declined attempt: what to tell, and which field it concerns. */
  error?: { message: string; field?: keyof CardForm | undefined };
  /** The name typed before, given back; the card number, expiry and CVC never are. */
  name?: string;
};

const styles = `body{font-family:system-ui,sans-serif;background:#f6f3f8;color:#2b2530;margin:0}
main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #ddd6e3;border-radius:12px}
h1{font-size:1.25rem;margin:0 0 1rem}.amount{font-size:1.75rem;font-weight:600;margin:.25rem 0 1rem}
.amount span{font-size:1rem;font-weight:400;color:#5b5161}
.detail{margin:.25rem 0}
.note{background:#fff7e0;border:1px solid #e8d49a;border-radius:8px;padding:.5rem .75rem;font-size:14px}
.note span{white-space:nowrap}
.alert{background:#fdecec;border:1px solid #e7a5a5;color:#8a1f1f;border-radius:8px;padding:.5rem .75rem;margin:1rem 0}
label{display:block;font-size:14px;margin:.75rem 0 .25rem}
input{box-sizing:border-box;width:100%;padding:.6rem;border:1px solid #b9aec2;border-radius:6px;font:inherit}
input[aria-invalid=true]{border-color:#c0392b}.row{display:flex;gap:.75rem}.row>div{flex:1}
button{font:inherit;padding:.7rem;border-radius:6px;border:0;width:100%;margin-top:1rem;cursor:pointer}
.pay{background:#6b2f8f;color:#fff;font-weight:600}.cancel{background:transparent;color:#6b2f8f;margin-top:.5rem}`;

/** A card number as printed, kept on one line. */
const cardNumber = (digits: string) => `<span>${digits.replace(/(\d{4})(?=\d)/g, '$1 ')}</span>`;

function priceLine(purchase: Purchase): string {
  if ('description' in purchase) {
    return `${formatMoney(purchase.amountCents)} <span>${escapeHtml(purchase.description)}</span>`;
  }
  const { subClass, subPeriod, amountCents } = purchase;
  const per = subPeriod === 'annual' ? 'per year' : 'per month';
  return `${formatMoney(amountCents)} <span>${per}, ${escapeHtml(PLANS[subClass].label)} plan</span>`;
}

/** What a one-off payment is for, a paragraph a line, before the card form. */
function detailLines(purchase: Purchase): string {
  if (!('description' in purchase) || !purchase.details?.length) return '';
  return purchase.details.map((line) => `<p class="detail">${escapeHtml(line)}</p>\n`).join('');
}

function page(brandName: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin"><title>${escapeHtml(title)} · ${escapeHtml(brandName)}</title>
<style>${styles}</style></head>
<body><main>${body}</main></body></html>`;
}

function field(
  input: CardPageInput,
  name: keyof CardForm,
  label: string,
  attributes: string,
): string {
  const invalid = input.error?.field === name;
  const described = invalid ? ' aria-invalid="true" aria-describedby="payment-error"' : '';
  return `<label for="${name}">${label}</label><input id="${name}" name="${name}" required ${attributes}${described}>`;
}

/** The first billing day, as the card page tells it (the page has no timezone: UTC). */
const billingDay = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** The card form for an open checkout, with the last attempt's error when there is one. */
export function cardPage(input: CardPageInput): string {
  const declines = LISTED_DECLINING_CARDS.map(cardNumber).join(', ');
  const error = input.error
    ? `<div class="alert" role="alert" id="payment-error">${escapeHtml(input.error.message)}</div>`
    : '';
  const name = escapeHtml(input.name ?? '');
  const action = escapeHtml(input.formAction);
  const startsLater = input.purchase.billingStartsAt;
  return page(
    input.brandName,
    'Payment',
    `<h1>${escapeHtml(input.brandName)}</h1>
<p class="amount">${priceLine(input.purchase)}</p>
${detailLines(input.purchase)}${startsLater ? `<p>Nothing is charged today: the rest of your free trial is kept. The first payment is on ${billingDay(startsLater)}.</p>\n` : ''}<p class="note">Simulated payment: no card is charged. Test card ${cardNumber(APPROVING_TEST_CARD)} is approved; ${declines} are declined.</p>
${error}
<form method="post" action="${action}" autocomplete="on">
${field(input, 'card_number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 1234 1234 1234"')}
<div class="row"><div>${field(input, 'expiry', 'Expiry', 'autocomplete="cc-exp" maxlength="9" placeholder="MM / YY"')}</div>
<div>${field(input, 'cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123"')}</div></div>
${field(input, 'name', 'Name on card', `autocomplete="cc-name" maxlength="100" value="${name}"`)}
<button type="submit" class="pay">${startsLater ? 'Subscribe, nothing to pay today' : `Pay ${formatMoney(input.purchase.amountCents)}`}</button>
<button type="submit" class="cancel" formaction="${action}/cancel" formnovalidate>Cancel</button>
</form>`,
  );
}

/** For a checkout that can no longer be paid, with a way back to the plans. */
export function closedCheckoutPage(input: {
  brandName: string;
  message: string;
  pricingUrl: string;
  /** The link's words; the plans by default. */
  backLabel?: string;
}): string {
  return page(
    input.brandName,
    'Checkout closed',
    `<h1>${escapeHtml(input.brandName)}</h1>
<p role="alert">${escapeHtml(input.message)}</p>
<p><a href="${escapeHtml(input.pricingUrl)}">${escapeHtml(input.backLabel ?? 'See the plans')}</a></p>`,
  );
}

import { formatMoney } from '@orchid/contracts/money';
import { PLANS } from '@orchid/contracts/plans';
import { IMPORT_READY_HOURS } from './switch-ehr-words';

// The titles and descriptions of the product's marketing pages: set by each page in the
// browser (usePageMeta) and written into the head of the page the server draws (prerender.tsx).

type PageMeta = {
  title: string;
  /** The whole document title, for a page whose title the spec gives as a whole. */
  wholeTitle?: string;
  description: string;
};

const aiPrice = formatMoney(PLANS['ai-only'].monthly_price_cents);

export const savingsCalculatorMeta = (brand: string): PageMeta => ({
  title: 'EHR Cost Savings Calculator',
  description: `Enter your hourly rate and clients per week to see what ${brand} could save your practice each year in payment fees and admin time.`,
});

export const measurementBasedCareMeta = (brand: string): PageMeta => ({
  title: 'Measurement-Based Care',
  wholeTitle: `${brand} EHR | Measurement-Based Care Tools For Your Practice`,
  description: `Send, score and chart validated assessments such as the PHQ-9 and GAD-7 automatically with ${brand}'s measurement-based care tools.`,
});

export const aiProgressNotesMeta = (brand: string): PageMeta => ({
  title: 'AI Progress Note Generator',
  description: `${brand} AI drafts your therapy progress notes from the session, in SOAP, DAP or BIRP, for you to review and sign. From ${aiPrice} a month.`,
});

export const switchEhrMeta = (brand: string): PageMeta => ({
  title: `Switch to ${brand}`,
  description: `Move your practice to ${brand} in three steps: we import your data within ${IMPORT_READY_HOURS} hours and support answers in about an hour.`,
});

/**
 * The EHR cost savings calculator (/ehr-cost-savings), as pure arithmetic (spec §5 and §9).
 *
 * Inputs: clients seen per week `c` and the hourly rate `r` in whole dollars.
 * - Yearly payment-fee saving = 50 × c × r / 1000 × 11.6 dollars: a year of 50 working weeks
 *   of takings (50 × c × r) times 1.16 % (11.6 per thousand), the saving the spec's FAQ names.
 *   That is c × r × 0.58 dollars, which we keep as c × r × 58 cents so no float rounding
 *   creeps in (money is integer cents throughout the codebase).
 * - Hours reclaimed per year = 0.5 × c × 50: half an hour per client per week over 50 weeks
 *   (0 when c is 0).
 * - Industry saving = 25 × c × r dollars.
 *
 * How the slider's range feeds `c`: the spec stores the clients-per-week control as a range
 * {min, max} (initially 0 to 51) whose lower value may not come closer to the upper one than
 * one step. The page shows one handle, the upper value, and `c` is that upper value held to
 * the slider's own bounds 0 to 50 — so the stored initial 51 reads as 50 clients, the busiest
 * week the slider can show, and the lower value never enters the maths.
 */

/** The clients-per-week slider: 0 to 50 clients, one at a time. */
export const CLIENTS_SLIDER = { min: 0, max: 50, step: 1 } as const;

/** A calculator range (spec §3 "A calculator range holds min and max"). */
export type CalculatorRange = { min: number; max: number };

/** The range as first stored, before anyone moves the slider. */
export const INITIAL_CLIENTS_RANGE: CalculatorRange = { min: 0, max: 51 };

/** Weeks of work in a year, the basis of every yearly figure. */
export const WORKING_WEEKS_PER_YEAR = 50;

/** The time saved per client per week, in hours (the FAQ's 30 minutes). */
export const HOURS_SAVED_PER_CLIENT_WEEK = 0.5;

/**
 * The range after a move: its lower value may not exceed the upper one minus a step, so the
 * two handles never meet.
 */
export function keepRangeApart(
  range: CalculatorRange,
  step: number = CLIENTS_SLIDER.step,
): CalculatorRange {
  return { min: Math.min(range.min, range.max - step), max: range.max };
}

/** Clients per week as the maths reads them: the range's upper value within the slider. */
export function clientsPerWeekOf(range: CalculatorRange): number {
  const upper = Math.trunc(range.max);
  if (!Number.isFinite(upper)) return CLIENTS_SLIDER.min;
  return Math.min(CLIENTS_SLIDER.max, Math.max(CLIENTS_SLIDER.min, upper));
}

/**
 * The hourly rate typed as free text, read as a whole number of dollars: empty (or anything
 * without a leading number) counts as 0. A leading "$" and thousands commas are allowed
 * ("$1,200" is 1200); decimals are dropped ("150.75" is 150); a negative rate counts as 0.
 */
export function hourlyRateOf(text: string): number {
  const cleaned = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,/g, '');
  const rate = Number.parseInt(cleaned, 10);
  return Number.isFinite(rate) && rate > 0 ? rate : 0;
}

export type SavingsResult = {
  /** Yearly saving on card-payment fees, in cents: 50 × c × r / 1000 × 11.6 dollars. */
  paymentFeeSavingCents: number;
  /** Hours of admin given back per year: 0.5 × c × 50. */
  hoursReclaimed: number;
  /** The industry saving, in cents: 25 × c × r dollars. */
  industrySavingCents: number;
};

/** The three figures of the result view, for `c` clients a week at `r` dollars an hour. */
export function calculateSavings(clientsPerWeek: number, hourlyRate: number): SavingsResult {
  const c = Math.max(0, Math.trunc(clientsPerWeek));
  const r = Math.max(0, Math.trunc(hourlyRate));
  return {
    // 50 × c × r / 1000 × 11.6 dollars = c × r × 0.58 dollars = c × r × 58 cents.
    paymentFeeSavingCents: c * r * 58,
    hoursReclaimed: c === 0 ? 0 : HOURS_SAVED_PER_CLIENT_WEEK * c * WORKING_WEEKS_PER_YEAR,
    industrySavingCents: 25 * c * r * 100,
  };
}

// Money, written once for web and server. Amounts are kept as whole cents (the database's
// integer columns, the payment provider's amounts); the API answers prices in dollars, as the
// spec names them. Every turn between the two, and every price in words, is here.

/** An amount in whole US cents: 12000 is $120.00. */
export type Cents = number;

/** Dollars as whole cents, rounded half up: 10.006 → 1001. */
export const centsFromDollars = (dollars: number): Cents => Math.round(dollars * 100);

/** Whole cents as the dollars the API answers: 12000 → 120. */
export const dollarsFromCents = (cents: Cents): number => cents / 100;

/** `percent` percent of an amount, to the nearest cent (a percentage fee, a coupon). */
export const percentOf = (cents: Cents, percent: number): Cents =>
  Math.round((cents * percent) / 100);

export type MoneyStyle = {
  /** Thousands with commas, '$1,740.00' (the directory and the savings calculator). */
  grouped?: boolean;
  /** No '.00' on a whole amount, '$1,740' (the savings calculator's figures). */
  dropZeroCents?: boolean;
};

/**
 * Cents as a price in words: '$120.00', '$0.05', '-$5.00'; '$1,740' or '$1,740.00' with the
 * style's options.
 */
export function formatMoney(cents: Cents, style: MoneyStyle = {}): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100));
  const dollars = style.grouped ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole;
  const fraction =
    style.dropZeroCents && abs % 100 === 0 ? '' : `.${String(abs % 100).padStart(2, '0')}`;
  return `${cents < 0 ? '-' : ''}$${dollars}${fraction}`;
}

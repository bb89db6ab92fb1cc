// Money, written once for web and server: kept as whole cents (the database's integers, the
// payment provider's amounts), answered in dollars where the spec's API names a price.

/** An amount in whole US cents: 12000 is $120.00. */
export type Cents = number;

/** Dollars as whole cents, half a cent rounding up: 10.006 → 1001. */
export const centsFromDollars = (dollars: number): Cents => Math.round(dollars * 100);

export const dollarsFromCents = (cents: Cents): number => cents / 100;

/** `percent` percent of an amount, to the nearest cent (a percentage fee, a coupon). */
export const percentOf = (cents: Cents, percent: number): Cents =>
  Math.round((cents * percent) / 100);

export type MoneyStyle = {
  /** Thousands with commas, '$1,740.00' (the directory, the savings calculator). */
  grouped?: boolean;
  /** No '.00' on a whole amount, '$1,740' (the savings calculator). */
  dropZeroCents?: boolean;
};

/** Cents in words: '$120.00', '$0.05', '-$5.00', and as `style` asks. */
export function formatMoney(cents: Cents, style: MoneyStyle = {}): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100));
  const dollars = style.grouped ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole;
  const zeroCents = style.dropZeroCents && abs % 100 === 0;
  const fraction = zeroCents ? '' : `.${String(abs % 100).padStart(2, '0')}`;
  return `${cents < 0 ? '-' : ''}$${dollars}${fraction}`;
}

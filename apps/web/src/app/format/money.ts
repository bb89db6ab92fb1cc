import { centsFromDollars, formatMoney, type MoneyStyle } from '@orchid/contracts/money';

/**
 * A price the API answers in dollars, in words: '$120.00' (booking-practice-and-marketing §2:
 * "the price with 2 decimals in dollars"); prices kept in cents go to formatMoney itself.
 */
export const dollarsInWords = (dollars: number, style?: MoneyStyle): string =>
  formatMoney(centsFromDollars(dollars), style);

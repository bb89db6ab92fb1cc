import { centsFromDollars, formatMoney, type MoneyStyle } from '@orchid/contracts/money';

/** A price the API answers in dollars, in words ('$120.00'); cents go to formatMoney itself. */
export const dollarsInWords = (dollars: number, style?: MoneyStyle): string =>
  formatMoney(centsFromDollars(dollars), style);

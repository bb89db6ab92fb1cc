// The calculator's figures in words (the maths is packages/contracts/src/savings-calculator.ts).

/** The figures' money style: '$1,740' for whole dollars, '$133.98' when there are cents. */
export const SAVING = { grouped: true, dropZeroCents: true } as const;

const hours = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** '500 hours', '1 hour', '1,250 hours'. */
export function hoursInWords(count: number): string {
  return `${hours.format(count)} ${count === 1 ? 'hour' : 'hours'}`;
}

/** '20 clients', '1 client'. */
export const clientsInWords = (count: number): string =>
  `${count} ${count === 1 ? 'client' : 'clients'}`;

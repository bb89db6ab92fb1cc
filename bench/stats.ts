// Medians and spreads of a bench's repetitions.

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

export type Spread = { min: number; median: number; max: number };

export const spread = (values: number[]): Spread => ({
  min: Math.min(...values),
  median: median(values),
  max: Math.max(...values),
});

/** `median (min–max)`, as every table of the bench writes a spread. */
export const range = (s: Spread, digits = 0) =>
  `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;

import { describe, expect, it } from 'vitest';
import { mergeRanges, subtractRanges } from './time-ranges';

const r = (start: number, end: number) => ({ start, end });

describe('time ranges', () => {
  it('merge overlapping and touching spans, in order, without empty ones', () => {
    expect(mergeRanges([r(5, 7), r(1, 3), r(3, 4), r(6, 9), r(10, 10)])).toEqual([
      r(1, 4),
      r(5, 9),
    ]);
  });

  it('subtract cuts at the edges, in the middle and across spans', () => {
    expect(subtractRanges([r(0, 10), r(20, 30)], [r(-5, 2), r(4, 6), r(8, 22), r(29, 40)])).toEqual(
      [r(2, 4), r(6, 8), r(22, 29)],
    );
    expect(subtractRanges([r(0, 10)], [])).toEqual([r(0, 10)]);
    expect(subtractRanges([r(0, 10)], [r(0, 10)])).toEqual([]);
  });
});

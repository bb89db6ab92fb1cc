import { describe, expect, it } from 'vitest';
import { readProgress } from './reading-progress';

describe('reading progress', () => {
  const viewport = 800;

  it('is 0 until the article’s top leaves the window, and 1 when its end is in view', () => {
    expect(readProgress({ top: 200, height: 3000 }, viewport)).toBe(0);
    expect(readProgress({ top: 0, height: 3000 }, viewport)).toBe(0);
    expect(readProgress({ top: -1100, height: 3000 }, viewport)).toBe(0.5);
    expect(readProgress({ top: -2200, height: 3000 }, viewport)).toBe(1);
    expect(readProgress({ top: -2900, height: 3000 }, viewport)).toBe(1);
  });

  it('is all read at once when the article fits in the window', () => {
    expect(readProgress({ top: 100, height: 500 }, viewport)).toBe(0);
    expect(readProgress({ top: -10, height: 500 }, viewport)).toBe(1);
  });
});

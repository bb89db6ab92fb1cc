// Pure maths on spans of time, for free time and conflicts: every span is half-open
// [start, end) in epoch milliseconds, so a session ending at 10:00 and one starting at 10:00
// do not touch.

export type TimeRange = { start: number; end: number };

/** Sorted by start, with overlapping or touching spans joined and empty ones dropped. */
export function mergeRanges(ranges: readonly TimeRange[]): TimeRange[] {
  const sorted = ranges.filter((r) => r.end > r.start).sort((a, b) => a.start - b.start);
  const merged: TimeRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** What is left of `ranges` once every span of `cuts` is taken out (merged, sorted). */
export function subtractRanges(
  ranges: readonly TimeRange[],
  cuts: readonly TimeRange[],
): TimeRange[] {
  const holes = mergeRanges(cuts);
  const left: TimeRange[] = [];
  for (const range of mergeRanges(ranges)) {
    let start = range.start;
    for (const hole of holes) {
      if (hole.end <= start) continue;
      if (hole.start >= range.end) break;
      if (hole.start > start) left.push({ start, end: hole.start });
      start = Math.max(start, hole.end);
      if (start >= range.end) break;
    }
    if (start < range.end) left.push({ start, end: range.end });
  }
  return left;
}

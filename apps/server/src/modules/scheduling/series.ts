import { createRequire } from 'node:module';
import {
  addCalendarDays,
  instantToWallClock,
  isInstantInRange,
  REPEAT_RULE_SUBSET,
  SERIES_OCCURRENCES_MAX,
  wallClockToInstant,
} from '@orchid/contracts';

// rrule gives Node its CommonJS (UMD) build, whose names Node's ES module loader cannot see,
// and bundlers its ES modules: required, it is the same everywhere (sources, tests, dist).
const { Frequency, RRule } = createRequire(import.meta.url)('rrule') as typeof import('rrule');

// A series' sessions from its RFC 5545 rule (rrule parses and steps it). The rule is read on
// the practice's wall clock: a weekly 09:00 session stays at 09:00 when clocks change. rrule
// steps "floating" times (the wall clock written as if it were UTC, which has no changes),
// and each is then read in the practice's zone.

/** What the calendar offers (§9), as rrule's option names and frequencies. */
const allowedParts = new Set<string>(REPEAT_RULE_SUBSET.parts.map((part) => part.toLowerCase()));
const allowedFrequencies = new Set<number>(
  REPEAT_RULE_SUBSET.frequencies.map((name) => Frequency[name]),
);

const floating = (instant: Date, timeZone: string) => {
  const { date, time } = instantToWallClock(instant, timeZone);
  return new Date(`${date}T${time}:00Z`);
};

/**
 * The starts of a series' sessions, the first included, or undefined for a rule the calendar
 * does not offer (another frequency or part, neither COUNT nor UNTIL, or an UNTIL outside the
 * years the API takes). UNTIL counts the whole of its day in the practice's zone. More than
 * SERIES_OCCURRENCES_MAX: 'too many'; an UNTIL before the first session: 'none'.
 */
export function occurrencesOf(
  rule: string,
  first: Date,
  timeZone: string,
): Date[] | 'too many' | 'none' | undefined {
  let options: ReturnType<typeof RRule.parseString>;
  try {
    options = RRule.parseString(rule.replace(/^RRULE:/i, ''));
  } catch {
    return undefined;
  }
  const interval = options.interval ?? 1;
  if (
    Object.keys(options).some((key) => !allowedParts.has(key)) ||
    options.freq === undefined ||
    !allowedFrequencies.has(options.freq) ||
    interval < 1 ||
    interval > REPEAT_RULE_SUBSET.maxInterval ||
    (options.count == null) === (options.until == null) ||
    (options.until && !isInstantInRange(options.until.getTime()))
  ) {
    return undefined;
  }
  if ((options.count ?? 0) > SERIES_OCCURRENCES_MAX) return 'too many';
  const until = options.until
    ? new Date(`${addCalendarDays(instantToWallClock(options.until, 'UTC').date, 1)}T00:00:00Z`)
    : undefined;
  const stepped = new RRule({
    freq: options.freq,
    interval,
    dtstart: floating(first, timeZone),
    ...(options.count ? { count: options.count } : {}),
  }).all((date, index) => index <= SERIES_OCCURRENCES_MAX && (!until || date < until));
  if (stepped.length > SERIES_OCCURRENCES_MAX) return 'too many';
  if (stepped.length === 0) return 'none';
  return stepped.map((date) => {
    const iso = date.toISOString();
    return wallClockToInstant(iso.slice(0, 10), iso.slice(11, 16), timeZone);
  });
}

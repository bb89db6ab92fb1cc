import { REPEAT_CHOICES, SERIES_OCCURRENCES_MAX } from '@orchid/contracts/appointments';
import type { CalendarDate } from '@orchid/contracts/time';

// How a new session repeats, as the create form asks it, and the RFC 5545 rule the server
// expands (docs/scheduling.md "Sessions and series"): weekly, every two weeks or monthly, a
// number of times or until a date.

export const REPEAT_FREQUENCIES = [
  { value: 'none', label: 'Does not repeat' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'biweekly', label: 'Every two weeks' },
  { value: 'monthly', label: 'Monthly' },
] as const satisfies readonly { value: 'none' | keyof typeof REPEAT_CHOICES; label: string }[];
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number]['value'];

export type RepeatEnd = { kind: 'count'; count: number } | { kind: 'until'; date: CalendarDate };

export type RepeatChoice = { frequency: RepeatFrequency; end: RepeatEnd };

/** What repeats, in words, and how many of it the server takes at the most. */
export type RepeatOf = { one: string; many: string; most: number; tooMany: string };

/** A session series' sessions (a group's meetings are group-sessions' `groupMeetings`). */
export const seriesSessions: RepeatOf = {
  one: 'One session',
  many: 'sessions',
  most: SERIES_OCCURRENCES_MAX,
  tooMany: `A series can have at most ${SERIES_OCCURRENCES_MAX} sessions.`,
};

/**
 * The repeat_rule of the creation payload: null for one session, else e.g.
 * 'FREQ=WEEKLY;INTERVAL=2;COUNT=6' or 'FREQ=MONTHLY;UNTIL=20270301T000000Z' (the server
 * counts the whole of the UNTIL day in the practice's zone).
 */
export function repeatRuleOf(choice: RepeatChoice): string | null {
  if (choice.frequency === 'none') return null;
  const end =
    choice.end.kind === 'count'
      ? `COUNT=${choice.end.count}`
      : `UNTIL=${choice.end.date.replaceAll('-', '')}T000000Z`;
  return `${REPEAT_CHOICES[choice.frequency]};${end}`;
}

/** What is wrong with the choice of an end, in words, or undefined when it is fine. */
export function repeatEndProblem(
  choice: RepeatChoice,
  firstDate: CalendarDate,
  of: RepeatOf = seriesSessions,
): string | undefined {
  if (choice.frequency === 'none') return undefined;
  if (choice.end.kind === 'count') {
    const { count } = choice.end;
    if (!Number.isInteger(count) || count < 2) return 'Repeat at least 2 times.';
    return count > of.most ? of.tooMany : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(choice.end.date)) return 'Choose the date of the last session.';
  if (firstDate && choice.end.date <= firstDate)
    return 'The series must end after its first session.';
  return undefined;
}

/** 'Weekly, 4 sessions' or 'Monthly until 2027-03-01', for the summary above the submit. */
export function repeatInWords(choice: RepeatChoice, of: RepeatOf = seriesSessions): string {
  const frequency = REPEAT_FREQUENCIES.find((option) => option.value === choice.frequency);
  if (!frequency || choice.frequency === 'none') return of.one;
  return choice.end.kind === 'count'
    ? `${frequency.label}, ${choice.end.count} ${of.many}`
    : `${frequency.label} until ${choice.end.date}`;
}

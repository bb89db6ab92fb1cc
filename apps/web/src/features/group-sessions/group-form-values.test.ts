import { describe, expect, it } from 'vitest';
import { repeatInWords } from '../schedule/repeat-rule';
import {
  type GroupFormValues,
  groupFormInitialValues,
  groupFormSchema,
  groupMeetings,
  groupSeriesInput,
  groupTypeFacts,
  repeatOfGroup,
} from './group-form-values';

const values = (change: Partial<GroupFormValues> = {}): GroupFormValues => ({
  ...groupFormInitialValues,
  appointment_type_label: 'Support group',
  title: '  Anxiety support circle ',
  description: 'A small group.',
  date: '2026-12-03',
  time: '18:00',
  ...change,
});

const problems = (form: GroupFormValues) =>
  Object.fromEntries(
    (groupFormSchema.safeParse(form).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('the publish form’s body', () => {
  it('sends the meetings as an RRULE: weekly, every 2 weeks, monthly, or one meeting', () => {
    const rule = (frequency: GroupFormValues['frequency'], count: number | string) =>
      groupSeriesInput(values({ frequency, count }), 'America/New_York').repeat_rule;
    expect(rule('weekly', 6)).toBe('FREQ=WEEKLY;COUNT=6');
    expect(rule('biweekly', 6)).toBe('FREQ=WEEKLY;INTERVAL=2;COUNT=6');
    expect(rule('monthly', '3')).toBe('FREQ=MONTHLY;COUNT=3');
    expect(rule('none', 6)).toBeNull();
  });

  it('starts on the practice’s clock, with the offset it has that day', () => {
    const input = groupSeriesInput(values(), 'America/New_York');
    expect(input).toEqual({
      appointment_type_label: 'Support group',
      title: 'Anxiety support circle',
      description: 'A small group.',
      first_meeting_start: '2026-12-03T18:00:00-05:00',
      repeat_rule: 'FREQ=WEEKLY;COUNT=6',
    });
    expect(
      groupSeriesInput(values({ date: '2027-07-01' }), 'America/Los_Angeles').first_meeting_start,
    ).toBe('2027-07-01T18:00:00-07:00');
  });
});

describe('the publish form’s rules', () => {
  it('takes a filled form', () => {
    expect(problems(values())).toEqual({});
  });

  it('asks for a type, a title, the first meeting and 2 to 52 meetings', () => {
    expect(
      problems(values({ appointment_type_label: '', title: 'ab', date: '', time: '', count: 53 })),
    ).toEqual({
      appointment_type_label: 'Choose a group session type.',
      title: 'Enter a title of 3 to 120 characters.',
      date: 'Choose the day of the first meeting.',
      time: 'Choose the start time.',
      count: 'A group has at most 52 meetings.',
    });
    expect(problems(values({ count: 1 }))).toEqual({ count: 'Repeat at least 2 times.' });
    expect(problems(values({ count: 52 }))).toEqual({});
    // One meeting has no count to check.
    expect(problems(values({ frequency: 'none', count: '' }))).toEqual({});
  });

  it('says what the chosen type makes of the group', () => {
    expect(groupTypeFacts({ seats: 8, length_minutes: 60, price: 30 })).toBe(
      '8 seats · 60 minutes · $30.00 a meeting',
    );
  });

  it('says how the meetings repeat', () => {
    expect(repeatInWords(repeatOfGroup({ frequency: 'biweekly', count: 6 }), groupMeetings)).toBe(
      'Every two weeks, 6 meetings',
    );
    expect(repeatInWords(repeatOfGroup({ frequency: 'none', count: 6 }), groupMeetings)).toBe(
      'One meeting',
    );
  });
});

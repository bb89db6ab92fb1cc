import {
  GROUP_MEETINGS_MAX,
  type GroupSeriesInput,
  groupSessionMessages,
  publishGroupSeries,
} from '@orchid/contracts/group-sessions';
import type { SessionType } from '@orchid/contracts/scheduling';
import { z } from 'zod';
import { dollarsInWords } from '../../app/format/money';
import { acrossFields, inWords, requestSchema } from '../../app/forms/form-schema';
import {
  REPEAT_FREQUENCIES,
  type RepeatChoice,
  type RepeatOf,
  repeatEndProblem,
  repeatRuleOf,
} from '../schedule/repeat-rule';
import { instantAt } from '../schedule/session-time';

// The publish form's values and rules: a group session type, a title and description, the
// first meeting on the practice's clock, and how the meetings repeat (a number of them), sent
// as the contract's body with an RRULE.

/** A group's meetings, as the repeat rules count them (at most GROUP_MEETINGS_MAX). */
export const groupMeetings: RepeatOf = {
  one: 'One meeting',
  many: 'meetings',
  most: GROUP_MEETINGS_MAX,
  tooMany: groupSessionMessages.tooManyMeetings,
};

export const groupFormInitialValues = {
  appointment_type_label: '',
  title: '',
  description: '',
  date: '',
  time: '',
  frequency: 'weekly' as RepeatChoice['frequency'],
  count: 6 as number | string,
};
export type GroupFormValues = typeof groupFormInitialValues;

const body = requestSchema(publishGroupSeries).shape;

export const repeatOfGroup = (
  values: Pick<GroupFormValues, 'frequency' | 'count'>,
): RepeatChoice => ({
  frequency: values.frequency,
  end: { kind: 'count', count: Number(values.count) },
});

export const groupFormSchema = z
  .object({
    appointment_type_label: z.string().min(1, 'Choose a group session type.'),
    title: inWords(body.title, 'Enter a title of 3 to 120 characters.'),
    description: inWords(body.description, 'Keep the description to 4,000 characters.'),
    date: z.string().min(1, 'Choose the day of the first meeting.'),
    time: z.string().min(1, 'Choose the start time.'),
    frequency: z.enum(REPEAT_FREQUENCIES.map((option) => option.value)),
    count: z.union([z.number(), z.string()]),
  })
  .check(
    acrossFields<GroupFormValues>((values, ctx) => {
      const problem = repeatEndProblem(repeatOfGroup(values), values.date, groupMeetings);
      if (problem) ctx.addIssue({ code: 'custom', path: ['count'], message: problem });
    }),
  );

/** The contract's body: the first meeting as an instant of the practice's clock, the RRULE. */
export function groupSeriesInput(values: GroupFormValues, timeZone: string): GroupSeriesInput {
  return {
    appointment_type_label: values.appointment_type_label,
    title: values.title.trim(),
    description: values.description.trim(),
    first_meeting_start: instantAt(values.date, values.time, timeZone),
    repeat_rule: repeatRuleOf(repeatOfGroup(values)),
  };
}

/** '8 seats · 60 minutes · $30.00 a meeting': what the chosen type makes of the group. */
export const groupTypeFacts = (type: Pick<SessionType, 'seats' | 'length_minutes' | 'price'>) =>
  `${type.seats ?? 0} seats · ${type.length_minutes} minutes · ${dollarsInWords(type.price)} a meeting`;

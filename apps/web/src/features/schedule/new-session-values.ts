import { createPatient } from '@orchid/contracts/clients';
import type { SessionType } from '@orchid/contracts/scheduling';
import { z } from 'zod';
import { dollarsInWords } from '../../app/format/money';
import { acrossFields, requestSchema } from '../../app/forms/form-schema';
import { dobField } from '../members/profile/dob-rules';
import { REPEAT_FREQUENCIES, type RepeatChoice, repeatEndProblem } from './repeat-rule';

// The new-session form's values and rules: a client (chosen, or added with the contract's
// create_patient fields), a session type, a start on the practice's clock, and how it repeats.

/** The spec's words when the form is sent without a session's date and time (§5). */
export const noSessionMessage = 'Create at least 1 session!';
/** The spec's words when the practice has no session type yet (§5). */
export const noSessionTypeMessage = 'You need to create at least 1 session type to continue';

export const newSessionInitialValues = {
  client_mode: 'existing' as 'existing' | 'new',
  patient_user_id: '',
  first_name: '',
  preferred_first_name: '',
  last_name: '',
  dob: '',
  email: '',
  appointment_type_label: '',
  date: '',
  time: '',
  frequency: 'none' as RepeatChoice['frequency'],
  end_kind: 'count' as 'count' | 'until',
  count: 4 as number | string,
  until: '',
  force_book_over_blocked: false,
  place_session_held_outside_of_orchid: false,
  skip_email: false,
};
export type NewSessionValues = typeof newSessionInitialValues;

const clientRequest = requestSchema(createPatient);
const clientDob = dobField('client');

type Ctx = z.RefinementCtx<NewSessionValues>;
const problem = (ctx: Ctx, path: keyof NewSessionValues, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

/** The first message of a contract field's rule for a value, if it fails. */
const firstProblem = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

export const repeatChoiceOf = (values: NewSessionValues): RepeatChoice => ({
  frequency: values.frequency,
  end:
    values.end_kind === 'count'
      ? { kind: 'count', count: Number(values.count) }
      : { kind: 'until', date: values.until },
});

export const newSessionSchema = z
  .object({
    client_mode: z.enum(['existing', 'new']),
    patient_user_id: z.string(),
    first_name: z.string(),
    preferred_first_name: z.string(),
    last_name: z.string(),
    dob: z.string(),
    email: z.string(),
    appointment_type_label: z.string().min(1, 'Choose a session type.'),
    date: z.string(),
    time: z.string(),
    frequency: z.enum(REPEAT_FREQUENCIES.map((option) => option.value)),
    end_kind: z.enum(['count', 'until']),
    count: z.union([z.number(), z.string()]),
    until: z.string(),
    force_book_over_blocked: z.boolean(),
    place_session_held_outside_of_orchid: z.boolean(),
    skip_email: z.boolean(),
  })
  .check(
    acrossFields<NewSessionValues>((values, ctx) => {
      if (values.client_mode === 'existing' && !values.patient_user_id) {
        problem(ctx, 'patient_user_id', 'Choose a client, or add a new one.');
      }
      if (values.client_mode === 'new') {
        const first = firstProblem(clientRequest.shape.first_name, values.first_name);
        if (first) problem(ctx, 'first_name', 'Enter the first name.');
        const last = firstProblem(clientRequest.shape.last_name, values.last_name);
        if (last) problem(ctx, 'last_name', 'Enter the last name.');
        const dob = firstProblem(clientDob, values.dob);
        if (dob) problem(ctx, 'dob', dob);
        const email = values.email.trim();
        const emailProblem = email ? firstProblem(clientRequest.shape.email, email) : undefined;
        if (emailProblem) problem(ctx, 'email', emailProblem);
      }
      if (!values.date) problem(ctx, 'date', noSessionMessage);
      if (!values.time) problem(ctx, 'time', 'Choose the start time.');
      const end = repeatEndProblem(repeatChoiceOf(values), values.date);
      if (end) problem(ctx, values.end_kind === 'count' ? 'count' : 'until', end);
    }),
  );

/** The client part of the request: the one chosen, or the new one's fields. */
export function clientOf(values: NewSessionValues) {
  if (values.client_mode === 'existing') return { patient_user_id: values.patient_user_id };
  return {
    new: {
      first_name: values.first_name.trim(),
      preferred_first_name: values.preferred_first_name.trim() || null,
      last_name: values.last_name.trim(),
      dob: values.dob,
      email: values.email.trim() || null,
    },
  };
}

/** 'Regular session · 50 min · $150.00' for the choice of type. */
export const sessionTypeOption = (type: SessionType) => ({
  value: type.label,
  label: `${type.label} · ${type.length_minutes} min · ${dollarsInWords(type.price)}`,
});

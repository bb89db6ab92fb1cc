import { describe, expect, it } from 'vitest';
import {
  clientOf,
  type NewSessionValues,
  newSessionInitialValues,
  newSessionSchema,
  noSessionMessage,
} from './new-session-values';

const problems = (values: Partial<NewSessionValues>) =>
  Object.fromEntries(
    (newSessionSchema.safeParse({ ...newSessionInitialValues, ...values }).error?.issues ?? []).map(
      (issue) => [issue.path.join('.'), issue.message],
    ),
  );

const filled: Partial<NewSessionValues> = {
  patient_user_id: '0195f5d2-0000-7000-8000-000000000001',
  appointment_type_label: 'Regular session',
  date: '2026-12-07',
  time: '10:00',
};

describe('the new session form', () => {
  it('asks for a session first, in the spec’s words', () => {
    expect(problems({ ...filled, date: '' }).date).toBe(noSessionMessage);
    expect(problems({ ...filled, time: '' }).time).toBe('Choose the start time.');
  });

  it('asks for a client and a session type', () => {
    expect(problems({ ...filled, patient_user_id: '' }).patient_user_id).toBe(
      'Choose a client, or add a new one.',
    );
    expect(problems({ ...filled, appointment_type_label: '' }).appointment_type_label).toBe(
      'Choose a session type.',
    );
    expect(problems(filled)).toEqual({});
  });

  it('checks a new client’s names, date of birth and address', () => {
    const found = problems({
      ...filled,
      client_mode: 'new',
      first_name: ' ',
      last_name: '',
      dob: '',
      email: 'not-an-address',
    });
    expect(Object.keys(found).sort()).toEqual(['dob', 'email', 'first_name', 'last_name']);
    expect(
      problems({
        ...filled,
        client_mode: 'new',
        first_name: 'Juniper',
        last_name: 'Reyes',
        dob: '1990-03-07',
      }),
    ).toEqual({});
  });

  it('checks how a series ends', () => {
    expect(problems({ ...filled, frequency: 'weekly', count: 1 }).count).toBe(
      'Repeat at least 2 times.',
    );
    expect(
      problems({ ...filled, frequency: 'monthly', end_kind: 'until', until: '2026-12-01' }).until,
    ).toBe('The series must end after its first session.');
  });

  it('sends a new client’s fields, blank ones as null', () => {
    expect(
      clientOf({
        ...newSessionInitialValues,
        client_mode: 'new',
        first_name: ' Juniper ',
        last_name: 'Reyes',
        dob: '1990-03-07',
      }),
    ).toEqual({
      new: {
        first_name: 'Juniper',
        preferred_first_name: null,
        last_name: 'Reyes',
        dob: '1990-03-07',
        email: null,
      },
    });
  });
});

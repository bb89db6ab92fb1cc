import { describe, expect, it } from 'vitest';
import { calendarDayInWords } from '../../app/format/dates';
import { clientName, sessionTimeInWords } from './session-words';

describe('session words', () => {
  it('says the day, the times and the zone of the practice', () => {
    expect(
      sessionTimeInWords('2026-12-07T15:00:00Z', '2026-12-07T15:50:00Z', 'America/New_York'),
    ).toMatch(/^Mon, Dec 7, 2026, 10:00\s*–\s*10:50\sAM EST$/);
  });

  it('says a date in full', () => {
    expect(calendarDayInWords('2026-12-08', 'full')).toBe('Tuesday, December 8, 2026');
  });

  it('calls the client by the preferred first name when there is one', () => {
    const client = { cognito_sub: 'x', first_name: 'Juniper', last_name: 'Reyes' };
    expect(clientName({ ...client, preferred_first_name: 'June' })).toBe('June Reyes');
    expect(clientName({ ...client, preferred_first_name: null })).toBe('Juniper Reyes');
  });
});

import { describe, expect, it } from 'vitest';
import {
  dayOf,
  forAllMeetings,
  joinBlocked,
  meetingWhen,
  seatsLeftInWords,
  seatsLeftOfAll,
  seatsTakenInWords,
} from './group-words';

describe('a group in words', () => {
  it('dates a meeting on the reader’s clock, with the zone’s name', () => {
    expect(meetingWhen('2026-12-03T23:00:00Z', 'America/New_York')).toBe(
      'Thu, Dec 3, 2026, 6:00 PM EST',
    );
    // The same meeting is on Friday morning in Tokyo, and in summer time in New York.
    expect(meetingWhen('2026-12-03T23:00:00Z', 'Asia/Tokyo')).toBe(
      'Fri, Dec 4, 2026, 8:00 AM GMT+9',
    );
    expect(meetingWhen('2027-07-01T22:30:00Z', 'America/New_York')).toBe(
      'Thu, Jul 1, 2027, 6:30 PM EDT',
    );
    expect(dayOf('2026-12-04T03:00:00Z', 'America/Los_Angeles')).toBe('Dec 3, 2026');
  });

  it('counts the seats left, and none in a full or closed group', () => {
    expect(seatsLeftInWords({ seats_left: 3, status: 'open' })).toBe('3 seats left');
    expect(seatsLeftInWords({ seats_left: 1, status: 'open' })).toBe('1 seat left');
    expect(seatsLeftInWords({ seats_left: 0, status: 'full' })).toBe('No seats left');
    expect(seatsLeftInWords({ seats_left: 4, status: 'closed' })).toBe('No seats left');
    expect(seatsLeftOfAll({ seats: 8, seats_left: 3, status: 'open' })).toBe('3 of 8 seats left');
    expect(seatsLeftOfAll({ seats: 8, seats_left: 0, status: 'full' })).toBe('No seats left');
    expect(seatsTakenInWords({ seats: 8, seats_left: 3 })).toBe('5 of 8 seats taken');
  });

  it('says what a seat’s price pays for', () => {
    expect(forAllMeetings(6)).toBe(' for all 6 meetings');
    expect(forAllMeetings(1)).toBe('');
  });

  it('says why a member cannot join a full or closed group', () => {
    expect(joinBlocked({ status: 'open' })).toBeUndefined();
    expect(joinBlocked({ status: 'full' })).toBe('This group is full.');
    expect(joinBlocked({ status: 'closed' })).toBe('This group no longer takes new members.');
  });
});

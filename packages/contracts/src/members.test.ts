import { describe, expect, it } from 'vitest';
import { MemberProfileRequestSchema, memberMessages } from './members';

describe('the member profile request', () => {
  it('names a region of another country even when another field is wrong too', () => {
    const parsed = MemberProfileRequestSchema.safeParse({
      first_name: 'Juniper',
      last_name: 'Reyes',
      dob: 'not a date',
      country: 'US',
      home_state: 'ON',
    });
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toEqual(['dob', 'home_state']);
    expect(parsed.error?.issues[1]?.message).toBe(memberMessages.region('US'));
  });

  it('refuses a body that is not an object without looking at its region', () => {
    for (const body of ['', 0, null, []]) {
      expect(MemberProfileRequestSchema.safeParse(body).success).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { LicenseRequestSchema, professionalMessages } from './professionals';

describe('a license expiration date', () => {
  const license = (expiration_date: string) =>
    LicenseRequestSchema.safeParse({
      type: 'LPC',
      conferring_entity: 'TX',
      license_number: 'LPC-123',
      expiration_date,
    });

  it('is a day that exists on the calendar', () => {
    expect(license('2028-02-29').success).toBe(true);
    for (const odd of ['2027-02-29', '2023-02-30', '2023-13-01', '3/7/2028', '2028-2-9']) {
      const parsed = license(odd);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(professionalMessages.invalidDate);
    }
  });
});

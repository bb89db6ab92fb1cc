import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENTS, LEGAL_VERSIONS, REGISTRATION_AGREEMENT } from './legal';
import { isCalendarDate } from './time';

describe('legal documents', () => {
  it.each(LEGAL_DOCUMENTS)('%s has a major.minor version and a day it took effect', (document) => {
    const { version, effective } = LEGAL_VERSIONS[document];
    expect(version).toMatch(/^\d+\.\d+$/);
    expect(isCalendarDate(effective)).toBe(true);
  });

  it('registration records the current terms and privacy policy', () => {
    expect(REGISTRATION_AGREEMENT).toEqual({
      termsVersion: LEGAL_VERSIONS['terms-of-use'].version,
      privacyVersion: LEGAL_VERSIONS['privacy-policy'].version,
    });
  });
});

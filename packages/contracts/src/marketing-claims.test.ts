import { describe, expect, it } from 'vitest';
import {
  claimSentence,
  claimsOfGroup,
  MARKETING_CLAIM_KEYS,
  parseClaimList,
} from './marketing-claims';

describe('marketing claims', () => {
  it('reads a list of keys, ignoring case, spaces and empty entries', () => {
    expect(parseClaimList(' No-Shows , ,remission')).toEqual({
      keys: ['no-shows', 'remission'],
      unknown: [],
    });
  });

  it('confirms none from an empty list and every claim from all', () => {
    expect(parseClaimList('')).toEqual({ keys: [], unknown: [] });
    expect(parseClaimList('all').keys).toEqual(MARKETING_CLAIM_KEYS);
  });

  it('returns unknown keys apart', () => {
    expect(parseClaimList('hipaa,toString,soc2')).toEqual({
      keys: ['hipaa'],
      unknown: ['tostring', 'soc2'],
    });
  });

  it('words a claim as its figure and text', () => {
    expect(claimSentence('phq9-improvement')).toBe(
      '83% of patients taking PHQ-9 regularly improved',
    );
    expect(claimSentence('signed-baa')).toBe('Signed business associate agreement');
  });

  it('groups the partner statistics', () => {
    expect(claimsOfGroup('partner')).toHaveLength(6);
    expect(claimsOfGroup('security')).toContain('hipaa');
  });
});

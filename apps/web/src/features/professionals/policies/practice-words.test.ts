import { describe, expect, it } from 'vitest';
import { practiceInWords } from './practice-words';

describe('a practice in words', () => {
  it('names the business and its owner, or only the owner when they are the same', () => {
    expect(practiceInWords('Lee Counseling PLLC', 'Jordan Lee')).toBe(
      "Lee Counseling PLLC (Jordan Lee's practice)",
    );
    expect(practiceInWords('Jordan Lee', 'Jordan Lee')).toBe("Jordan Lee's practice");
  });
});

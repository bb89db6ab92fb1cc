import { describe, expect, it } from 'vitest';
import {
  CLICK_BUTTON_MAX,
  CLICK_BUTTON_PATTERN,
  clickButtonName,
  isCountedPage,
} from './click-counts';
import { ClickSchema } from './marketing';

describe('clickButtonName', () => {
  it("names a button by its label's words, lower-case, joined by dashes", () => {
    expect(clickButtonName('Book Your Free Demo')).toBe('book-your-free-demo');
    expect(clickButtonName('  Switch to Orchid →')).toBe('switch-to-orchid');
    expect(clickButtonName("Get Results with Orchid's MBC")).toBe('get-results-with-orchid-s-mbc');
    expect(clickButtonName('Café déjà vu')).toBe('cafe-deja-vu');
  });

  it('keeps whole words within the length the server takes, and nothing for a label without any', () => {
    const long = clickButtonName(
      'Read the rest of our frequently asked questions about security and compliance today',
    );
    expect(long).toBe('read-the-rest-of-our-frequently-asked-questions-about');
    expect(long?.length).toBeLessThanOrEqual(CLICK_BUTTON_MAX);
    expect(clickButtonName('→ ✓')).toBeUndefined();
    expect(clickButtonName('')).toBeUndefined();
  });

  it('makes only names the clicks call accepts', () => {
    for (const label of ['Book Your Free Demo', 'A'.repeat(200), 'x y z', '1,000 sessions']) {
      const button = clickButtonName(label);
      expect(button).toMatch(CLICK_BUTTON_PATTERN);
      expect(ClickSchema.safeParse({ page: '/ehr-security', button }).success).toBe(true);
    }
  });
});

describe('isCountedPage', () => {
  it('counts the marketing pages only', () => {
    expect(isCountedPage('/measurement-based-care')).toBe(true);
    expect(isCountedPage('/login')).toBe(false);
    expect(isCountedPage('/measurement-based-care/')).toBe(false);
  });
});

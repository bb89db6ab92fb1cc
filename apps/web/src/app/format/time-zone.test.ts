import { describe, expect, it } from 'vitest';
import { browserTimeZone, viewerTimeZone } from './time-zone';

describe('the viewer’s time zone', () => {
  it('is their own when user info names one the browser knows, else the browser’s', () => {
    expect(viewerTimeZone({ timezone: 'Asia/Tokyo' })).toBe('Asia/Tokyo');
    expect(viewerTimeZone({ timezone: null })).toBe(browserTimeZone());
    expect(viewerTimeZone({ timezone: 'Not/AZone' })).toBe(browserTimeZone());
    expect(viewerTimeZone(null)).toBe(browserTimeZone());
  });
});

import { describe, expect, it } from 'vitest';
import { cancellationWindowOptions } from './cancellation-window';

describe('cancellationWindowOptions', () => {
  it('offers no window and every window of §9, in days', () => {
    expect(cancellationWindowOptions(24).map((option) => option.label)).toEqual([
      'No window: clients may cancel at any time',
      '1 day before the session',
      '7 days before the session',
      '15 days before the session',
      '30 days before the session',
      '90 days before the session',
    ]);
  });

  it('keeps a stored window that is not one of the options, in its place', () => {
    const options = cancellationWindowOptions(48);
    expect(options.map((option) => option.value)).toEqual([
      '0',
      '24',
      '48',
      '168',
      '360',
      '720',
      '2160',
    ]);
    expect(options[2]?.label).toBe('2 days before the session');
  });
});

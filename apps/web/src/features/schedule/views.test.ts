import { describe, expect, it } from 'vitest';
import { initialViewOf } from './views';

describe('initialViewOf', () => {
  it('opens the view in the address', () => {
    expect(initialViewOf('dayGridMonth', true)).toBe('dayGridMonth');
    expect(initialViewOf('timeGridDay', false)).toBe('timeGridDay');
  });

  it('opens the week, or the list on a phone, otherwise', () => {
    expect(initialViewOf(null, false)).toBe('timeGridWeek');
    expect(initialViewOf(null, true)).toBe('listWeek');
    expect(initialViewOf('resourceTimeline', false)).toBe('timeGridWeek');
  });
});

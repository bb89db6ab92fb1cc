import { describe, expect, it } from 'vitest';
import { dragsSessions, initialViewOf } from './views';

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

describe('dragsSessions', () => {
  it('drags with a mouse on a time grid or month, never on a phone, by touch or in the list', () => {
    expect(dragsSessions('timeGridWeek', false, true)).toBe(true);
    expect(dragsSessions('dayGridMonth', false, true)).toBe(true);
    expect(dragsSessions('timeGridWeek', true, true)).toBe(false);
    expect(dragsSessions('timeGridWeek', false, false)).toBe(false);
    expect(dragsSessions('listWeek', false, true)).toBe(false);
  });
});

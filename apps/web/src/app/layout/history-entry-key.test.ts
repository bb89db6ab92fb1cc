import { afterEach, describe, expect, it } from 'vitest';
import { keyThisHistoryEntry } from './history-entry-key';

describe('the history entry a page is loaded into', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('gets a key of its own, keeping what the state held', () => {
    window.history.replaceState({ usr: { from: 'mail' }, idx: 0 }, '');
    keyThisHistoryEntry();
    expect(window.history.state).toEqual({
      usr: { from: 'mail' },
      idx: 0,
      key: expect.stringMatching(/^[a-z0-9]+$/),
    });
  });

  it('keeps the key it already has (a reload, or back into the entry)', () => {
    window.history.replaceState({ key: 'k3y', idx: 2 }, '');
    keyThisHistoryEntry();
    expect(window.history.state).toEqual({ key: 'k3y', idx: 2 });
  });

  it('differs from one loaded page to the next', () => {
    window.history.replaceState(null, '');
    keyThisHistoryEntry();
    const first = window.history.state.key;
    window.history.replaceState(null, '');
    keyThisHistoryEntry();
    expect(window.history.state.key).not.toBe(first);
  });
});

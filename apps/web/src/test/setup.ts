import { SESSION_MARKER_COOKIE } from '@orchid/contracts/accounts';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { markerAskedKey } from '../app/session/session';

// Testing Library cleans up by itself only when vitest globals are on; they are not.
afterEach(() => cleanup());

// findBy… waits for lazily loaded screens; 1 s (the default) is too short when the suite runs
// beside the others on a small shared machine (5 s was too short once on a loaded CI machine).
configure({ asyncUtilTimeout: 10_000 });

// The web asks who is signed in only when the server's session marker is there
// (session.tsx): tests answer user_info themselves, signed in or not, so the marker is set
// unless a test removes it.
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the code under test reads document.cookie.
  document.cookie = `${SESSION_MARKER_COOKIE}=1; path=/`;
  // This browser has asked for a marker for a session from before it (session.tsx): tests
  // of that remove this.
  localStorage.setItem(markerAskedKey, '1');
});

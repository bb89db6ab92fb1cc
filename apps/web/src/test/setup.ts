import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only when vitest globals are on; they are not.
afterEach(() => cleanup());

// findBy… waits for lazily loaded screens; 1 s (the default) is too short when the suite runs
// beside the others on a small shared machine.
configure({ asyncUtilTimeout: 5_000 });

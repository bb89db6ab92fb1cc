import { z } from 'zod';

// Messages a person reads when a field is missing; zod's default names types instead.
z.config({
  customError: (issue) => (issue.input === undefined ? 'Field required' : undefined),
  // In the browser, zod would try eval (new Function) to speed up objects, which the page's
  // Content-Security-Policy refuses, a problem Chromium then reports; the server keeps it.
  jitless: 'document' in globalThis,
});

import { z } from 'zod/v4';

// zod as the web app imports it ('zod' points here: vite.config.ts). zod tries eval (new
// Function) once, as it builds its first object schema, to speed up parsing objects; the page's
// Content-Security-Policy refuses it, and Chromium reports the refusal (Lighthouse's best
// practices count it). Set before any schema is built, as every module that builds one imports
// zod through this one.
z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;

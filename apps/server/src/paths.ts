import { fileURLToPath } from 'node:url';

// This module sits at the same depth in the source tree (src/paths.ts) and in the bundle
// (dist/main.js), so the same relative URLs work in development and in production.

/** Drizzle migrations; the build copies them to dist/db/migrations. */
export const migrationsDir = fileURLToPath(new URL('./db/migrations/', import.meta.url));

/** The built web app (apps/web/dist). */
export const webDistDir = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** The list of common passwords refused at registration and password change. */
export const commonPasswordsFile = fileURLToPath(
  new URL('./modules/accounts/common-passwords.txt', import.meta.url),
);

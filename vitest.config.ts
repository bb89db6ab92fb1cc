import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Server integration tests (*.int.test.ts) run twice: on embedded PGlite and on PostgreSQL.
const serverIntegration = (driver: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${driver}`,
    root: 'apps/server',
    include: ['src/**/*.int.test.ts'],
    environment: 'node',
    env: { TEST_DB_DRIVER: driver },
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on CI's two. Two workers
    // overlap one file's waits on PostgreSQL with another's work: the PostgreSQL suite took
    // 4.8 min instead of about 7, the PGlite one 7.6 instead of 8.6 (its queries keep a core busy).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The calendar maths again with the process in a zone that shifts by half an hour, so
        // nothing depends on the machine's own time zone.
        test: {
          name: 'contracts-tz',
          root: 'packages/contracts',
          include: ['src/time.test.ts', 'src/date-of-birth.test.ts', 'src/free-time.test.ts'],
          environment: 'node',
          env: { TZ: 'Australia/Lord_Howe' },
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
          environment: 'node',
        },
      },
      serverIntegration('pglite'),
      serverIntegration('postgres'),
      ...(existsSync('apps/web/vite.config.ts') ? ['apps/web'] : []),
    ],
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The server (apps/server) serves dist/ in production; during `vite` development it answers
// the API on port 3000.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // The entry chunk is the framework (React, React Router, Mantine, TanStack Query, zod:
    // about 215 KB gzip); every screen is its own lazy chunk on top of it.
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: { '/api': apiServer, '/dev/': apiServer },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Form tests type into Mantine fields through user-event: seconds each when the suite
    // runs in parallel on a small machine.
    testTimeout: 15_000,
  },
});

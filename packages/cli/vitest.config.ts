import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The migrated embedded database every test file's PGlite starts from, made once.
    globalSetup: ['../adapters-db/src/testing/global-setup.ts'],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
    // Vitest's default on a two-core machine is one file at a time (the cores less one); the suite's files spend much
    // of their time waiting on a database, a spawned CLI or a socket, so two at a time use the two cores.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 2),
  },
});

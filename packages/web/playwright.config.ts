import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 5055);
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * End-to-end tests of the built app (run `vite build` first; `pnpm test:e2e` does both) against the real
 * server started by scripts/e2e-server.mjs: a fresh temporary DATA_DIR, NODE_ENV=development.
 * Chromium comes from Debian (/usr/bin/chromium); nothing is downloaded.
 * E2E_EXTERNAL_SERVER=1 skips starting the server (for one already listening on E2E_PORT).
 */
/**
 * The specs whose result depends on the width, which the phone project (375 px) runs as well: a menu or a table that
 * becomes something else on a phone, a layout or accessibility check, or screenshots a person looks at on both widths.
 * Every other spec (a document, an API, the bytes served, a flow whose page is the same at every width) runs on the
 * desktop project only; a new spec joins this list when its result can differ on a phone.
 */
const PHONE_SPECS = [
  'account-deletion', 'download-data', 'admin', 'ai-planner', 'api-tokens', 'claims', 'feeding', 'food-avoids', 'journey', 'list-follows-plan',
  'meal-planner', 'onboarding-food-rules', 'operator', 'phone-targets', 'plan-live', 'profile', 'public-recipe-page', 'receipts', 'recipes', 'shopping-lists', 'signed-in-a11y', 'site', 'staples-shortfall',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  // Two spec files at a time against the one server: the journeys spend much of their time waiting on the page, so two
  // share the two cores better than one (E2E_WORKERS=1 runs them one by one, to tell a race from a slow machine).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: 'list',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', testMatch: PHONE_SPECS, use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  ],
  webServer: process.env.E2E_EXTERNAL_SERVER
    ? undefined
    : {
        command: 'node ../../scripts/e2e-server.mjs',
        url: `${baseURL}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        env: {
          PORT: String(PORT),
          // The recipe import may fetch the tests' own local recipe pages (issue 19); never set in production.
          RECIPE_IMPORT_ALLOW_PRIVATE: 'true',
          // The buyer analytics password of the tests ("e2e buyer analytics password"), as an operator would set it: only its argon2 hash.
          BUYER_ANALYTICS_PASSWORD_HASH: '$argon2id$v=19$m=19456,t=2,p=1$DQIfWBr7+tpgi2oxkBf7/A$hW6BtCfepjH+G9Q3vDVbJ7bvEJxPjHi0E7ZBV4ibqj0',
        },
        stdout: 'pipe',
        stderr: 'pipe',
        // SIGTERM (not Playwright's default SIGKILL) lets the script stop the server and delete its temporary data folder.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      },
});

import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shot, uniqueEmail, authenticatorCode } from './helpers';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * The data folder of the server under test: scripts/e2e-server.mjs serves from <repo>/test-results/e2e-data-<port>,
 * and `serve` writes a lock there naming its URL. The CLI's `admin create` then reaches that server's control socket.
 */
const serverDataDirFor = (baseURL: string) => path.join(repoRoot, 'test-results', `e2e-data-${new URL(baseURL).port}`);

test('an administrator signed in through /login sees the accounts in the admin panel', async ({ page, baseURL }, testInfo) => {
  const dataDir = serverDataDirFor(baseURL!);
  const lock = JSON.parse(readFileSync(path.join(dataDir, 'larder.lock'), 'utf8')) as { url: string };
  expect(lock.url.endsWith(`:${new URL(baseURL!).port}`)).toBe(true);

  const email = uniqueEmail(testInfo, 'admin');
  const password = 'operator-password-42';
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'larder-admin-pw-'));
  const passwordFile = path.join(tmp, 'password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  let created = '';
  try {
    created = execFileSync(process.execPath, ['--import', 'tsx', 'packages/cli/src/main.ts', 'admin', 'create', '--email', email, '--password-file', passwordFile], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
      stdio: 'pipe',
      timeout: 60_000,
    }).toString();
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }

  // Operators sign in on the console (the household sign-in refuses operator accounts).
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Authentication code').fill(authenticatorCode(created));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

  // Signed in on the console, the accounts are under Reports.
  await page.goto('/admin?tab=reports');
  // A table from 640 px, a list of cards on phones.
  const users = page.getByRole(testInfo.project.name === 'mobile' ? 'list' : 'table', { name: 'Accounts' });
  await expect(users).toBeVisible();
  await expect(users).toContainText(email);
  await shot(page, testInfo, '40-admin-users');
});

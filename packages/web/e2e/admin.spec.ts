import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shot, uniqueEmail } from './helpers';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * The data folder of the server under test: scripts/e2e-server.mjs makes a temporary one, and `serve`
 * writes a lock naming its URL there. The CLI's `admin create` then reaches that server's control socket.
 */
function serverDataDir(port: string): string | null {
  for (const name of readdirSync(os.tmpdir())) {
    if (!name.startsWith('larder-e2e-')) continue;
    const lock = path.join(os.tmpdir(), name, 'larder.lock');
    if (!existsSync(lock)) continue;
    try {
      const info = JSON.parse(readFileSync(lock, 'utf8')) as { url?: string; pid?: number };
      if (info.url?.endsWith(`:${port}`) && info.pid && process.kill(info.pid, 0)) return path.dirname(lock);
    } catch {
      // a stale or unreadable lock
    }
  }
  return null;
}

test('an administrator sees the users table', async ({ page, baseURL }, testInfo) => {
  const port = new URL(baseURL!).port;
  const dataDir = serverDataDir(port);
  test.skip(dataDir === null, 'the server under test exposes no data folder to create an admin in');

  const email = uniqueEmail(testInfo, 'admin');
  const password = 'operator-password-42';
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'larder-admin-pw-'));
  const passwordFile = path.join(tmp, 'password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'packages/cli/src/main.ts', 'admin', 'create', '--email', email, '--password-file', passwordFile], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir!, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
      stdio: 'pipe',
      timeout: 60_000,
    });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }

  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');

  await page.goto('/admin');
  // A table from 640 px, a list of cards on phones.
  const users = testInfo.project.name === 'mobile' ? page.getByRole('list', { name: 'Accounts' }) : page.getByRole('table');
  await expect(users).toBeVisible();
  await expect(users).toContainText(email);
  await shot(page, testInfo, '40-admin-users');
});

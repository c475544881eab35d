/**
 * The renderer's connection page in real Chromium: built with esbuild (the same
 * buildRenderer as `node build.mjs`), served over HTTP on 127.0.0.1, with a fake
 * `window.larder` bridge injected before the page's own script runs, as the
 * preload would be.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildRenderer } from '../build.mjs';

const CHROMIUM = '/usr/bin/chromium';
const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.resolve(here, '..');
const resultsDir = path.join(packageDir, 'test-results');

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) {
  console.warn(`Skipping the connection page tests in Chromium: ${CHROMIUM} is missing (apt-get install -y chromium).`);
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

async function serve(root: string): Promise<{ server: http.Server; base: string }> {
  const server = http.createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(root, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(root + path.sep)) return void response.writeHead(403).end();
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function fakeBridgeScript(outdir: string): Promise<string> {
  const outfile = path.join(outdir, 'fake-bridge.js');
  await build({
    entryPoints: [path.join(here, 'fixtures', 'fake-bridge.ts')],
    outfile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    logLevel: 'warning',
  });
  return readFile(outfile, 'utf8');
}

type Call = { method: string; args: unknown[] };
const callsOf = (page: Page): Promise<Call[]> =>
  page.evaluate(() => (window as unknown as { __larderCalls: Call[] }).__larderCalls.map((c) => ({ ...c })));

// Skipped only on a machine without Debian's Chromium at /usr/bin/chromium (.ci/run installs it).
describe.skipIf(!hasChromium)('connection page in Chromium', () => {
  let tmp: string;
  let server: http.Server;
  let base: string;
  let bridgeScript: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'larder-renderer-'));
    const site = await buildRenderer(path.join(tmp, 'site'));
    bridgeScript = await fakeBridgeScript(path.join(tmp, 'fixtures'));
    ({ server, base } = await serve(site));
    await mkdir(resultsDir, { recursive: true });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 900, height: 760 }, deviceScaleFactor: 1 });
    page = await context.newPage();
    problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  });

  afterEach(async () => {
    await context?.close();
  });

  it('shows why it is there, prefilled with the address in use, with no console errors', async () => {
    await page.addInitScript({ content: bridgeScript });
    await page.goto(`${base}/`);
    await expect.poll(() => page.inputValue('#server-url')).toBe('localhost:5000');
    expect(await page.isVisible('#problem')).toBe(true);
    expect(await page.textContent('#problem-text')).toMatch(/^LARDER_SERVER_URL is not usable: The address must start with http:\/\//);
    expect(await page.textContent('#current-source')).toBe('Now using the address from LARDER_SERVER_URL.');
    expect(await page.isVisible('#form-message')).toBe(false);
    expect(await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content')).toContain("script-src 'self'");
    expect(await callsOf(page)).toEqual([{ method: 'getServerUrl', args: [] }]);
    expect(problems).toEqual([]);
  });

  it('shows the error for a bad address, then connects with a good one through the bridge', async () => {
    await page.addInitScript({ content: bridgeScript });
    await page.goto(`${base}/`);
    await expect.poll(() => page.inputValue('#server-url')).toBe('localhost:5000');

    await page.fill('#server-url', 'ftp://larder.local');
    await page.click('#connect');
    // While main answers, the buttons are disabled and progress is shown.
    expect(await page.textContent('#form-message')).toBe('Connecting to ftp://larder.local…');
    expect(await page.isDisabled('#connect')).toBe(true);
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/^The address must start with http:\/\/ or https:\/\/ \("ftp:" is not allowed\)/);
    expect(await page.getAttribute('#server-url', 'aria-invalid')).toBe('true');
    expect(await page.getAttribute('#form-message', 'class')).toBe('message message-error');
    expect(await page.isEnabled('#connect')).toBe(true);
    await page.screenshot({ path: path.join(resultsDir, 'connection.png'), fullPage: true });

    await page.fill('#server-url', 'https://larder.example.co.uk/');
    await page.press('#server-url', 'Enter');
    await expect.poll(() => alert.textContent()).toBe('Connected to https://larder.example.co.uk. Opening the console…');
    expect(await page.getAttribute('#form-message', 'class')).toBe('message message-success');
    expect(await page.getAttribute('#server-url', 'aria-invalid')).toBe('false');
    expect(await page.isVisible('#problem')).toBe(false);
    await expect.poll(() => page.textContent('#current-source')).toBe('Now using the address entered here.');
    await page.screenshot({ path: path.join(resultsDir, 'connection-connected.png'), fullPage: true });

    const calls = await callsOf(page);
    expect(calls.filter((c) => c.method === 'setServerUrl')).toEqual([
      { method: 'setServerUrl', args: ['ftp://larder.local'] },
      { method: 'setServerUrl', args: ['https://larder.example.co.uk/'] },
    ]);
    expect(problems).toEqual([]);
  });

  it('asks main to try the current address again', async () => {
    await page.addInitScript({ content: bridgeScript });
    await page.goto(`${base}/`);
    await expect.poll(() => page.inputValue('#server-url')).toBe('localhost:5000');
    await page.click('#retry');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Could not reach the server at localhost:5000: ECONNREFUSED.');
    expect((await callsOf(page)).map((c) => c.method)).toContain('retry');
  });

  it('says it needs the app when opened without the bridge', async () => {
    await page.goto(`${base}/`);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('This page works only inside the Larder operator console app.');
    expect(await page.isDisabled('#connect')).toBe(true);
    expect(await page.isDisabled('#retry')).toBe(true);
  });

  it('enforces its Content-Security-Policy: injected inline script does not run', async () => {
    await page.addInitScript({ content: bridgeScript });
    await page.goto(`${base}/`);
    const violations = await page.evaluate(async () => {
      const seen: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.appendChild(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { seen, ran: (window as unknown as { __inlineRan?: boolean }).__inlineRan === true };
    });
    expect(violations.ran).toBe(false);
    expect(violations.seen.some((d) => d.startsWith('script-src'))).toBe(true);
  });
});

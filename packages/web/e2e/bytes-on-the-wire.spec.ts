import { expect, test } from '@playwright/test';

/**
 * The public pages' bytes on the wire, as Chromium counts them (every response of the page load, compressed as sent,
 * headers included), for a first visit with an empty cache. The build is deterministic, so these do not vary
 * from run to run; the landing page must stay within 150 KB (the issue's budget), the others near what they are now
 * (measured: / 116 KB, /blog 231 KB, /login and /signup 184 KB).
 */
const BUDGETS: Array<[path: string, kilobytes: number]> = [
  ['/', 150],
  ['/blog', 250],
  ['/login', 200],
  ['/signup', 250],
];

test.describe('bytes on the wire', () => {
  test.skip(({ isMobile }) => isMobile, 'the same bytes at every width: measured once');

  for (const [path, kilobytes] of BUDGETS) {
    test(`${path} within ${kilobytes} KB`, async ({ page, context }) => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const sizes = new Map<string, number>();
      const urls = new Map<string, string>();
      cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
      cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
      await page.goto(path, { waitUntil: 'networkidle' });
      const rows = [...sizes].map(([id, bytes]) => ({ url: (urls.get(id) ?? id).replace(/^https?:\/\/[^/]+/, ''), bytes })).sort((a, b) => b.bytes - a.bytes);
      const total = rows.reduce((sum, r) => sum + r.bytes, 0);
      console.log(`${path}: ${(total / 1024).toFixed(1)} KB on the wire in ${rows.length} responses\n${rows.map((r) => `  ${(r.bytes / 1024).toFixed(1).padStart(7)} KB  ${r.url}`).join('\n')}`);
      expect(total).toBeLessThanOrEqual(kilobytes * 1024);
    });
  }
});

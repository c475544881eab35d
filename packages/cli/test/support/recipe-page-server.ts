import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RECIPE_PAGES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/recipe-pages');

export interface RecipePageServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves the recipe pages we wrote (test/fixtures/recipe-pages/*.html) on 127.0.0.1, and the awkward answers
 * an import must survive: a redirect chain, an endless redirect, a page too large, a 404, an image.
 */
export async function startRecipePageServer(port = 0): Promise<RecipePageServer> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
    if (hop) {
      const n = Number(hop[1]);
      res.writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : '/pages/jsonld-single.html' }).end();
      return;
    }
    if (url.pathname === '/loop') return void res.writeHead(301, { location: '/loop' }).end();
    if (url.pathname === '/big') {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
      for (let i = 0; i < 90; i += 1) res.write(chunk);
      return void res.end();
    }
    if (url.pathname === '/photo.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const page = /^\/pages\/([a-z0-9-]+\.html)$/.exec(url.pathname);
    if (page) {
      try {
        const html = readFileSync(path.join(RECIPE_PAGES_DIR, page[1]!), 'utf8');
        return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      } catch {
        /* fall through to 404 */
      }
    }
    res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

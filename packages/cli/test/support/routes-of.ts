import { HTTP_APP } from '@larder/adapters-http/http.module';
import type { TestServer } from './test-server';

/** Every route the app serves (method, path as the router writes it), read from its routers. */
export function routesOf(server: TestServer): Array<{ method: string; path: string }> {
  const app = server.container.get<{ middleware: Array<{ router?: { stack: Array<{ path: string; methods: string[] }> } }> }>(HTTP_APP);
  const seen = new Set<string>();
  const routes: Array<{ method: string; path: string }> = [];
  for (const mw of app.middleware) {
    for (const layer of mw.router?.stack ?? []) {
      for (const method of layer.methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        const key = `${method} ${layer.path}`;
        if (!seen.has(key) && layer.path.startsWith('/')) {
          seen.add(key);
          routes.push({ method, path: layer.path });
        }
      }
    }
  }
  return routes;
}

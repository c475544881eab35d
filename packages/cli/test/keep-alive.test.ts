import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, keepConnectionsOpen } from '../src/commands/keep-alive';

describe('idle keep-alive connections', () => {
  it('stay open longer than a proxy or client keeps them (no ECONNRESET race at 5 s), and the server says so', async () => {
    const server = keepConnectionsOpen(http.createServer((_req, res) => res.end('ok')));
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const reply = await fetch(`http://127.0.0.1:${port}/`);
    expect(await reply.text()).toBe('ok');
    expect(reply.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    await new Promise((resolve) => server.close(resolve));
  });
});

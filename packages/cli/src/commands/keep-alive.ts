import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) races clients and proxies that reuse a
 * connection idle for about as long: the request is written as the server closes the socket, and the client sees
 * ECONNRESET (seen in the e2e suite on a loaded machine). Above the usual proxy idle time (60 s), the proxy or client
 * always closes first; the headers timeout must exceed it.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsOpen(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}

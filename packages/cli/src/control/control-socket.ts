import { chmodSync, rmSync } from 'node:fs';
import http from 'node:http';

/**
 * While `serve` holds the embedded database, other CLI commands go through it: they post
 * `{ name, params }` to a Unix socket in the data folder (mode 0600, so only the same OS user can),
 * and the server runs the same operation with its own container.
 */
export interface OperationRequest {
  readonly name: string;
  readonly params: Record<string, unknown>;
}
export type OperationReply = { ok: true; output: string } | { ok: false; error: string };

export async function startControlSocket(socketPath: string, run: (request: OperationRequest) => Promise<OperationReply>): Promise<() => Promise<void>> {
  rmSync(socketPath, { force: true });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      let reply: OperationReply;
      try {
        reply = await run(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OperationRequest);
      } catch (error) {
        reply = { ok: false, error: (error as Error).message };
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        rmSync(socketPath, { force: true });
        resolve();
      });
    });
}

export function callControlSocket(socketPath: string, request: OperationRequest): Promise<OperationReply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, path: '/operation', method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OperationReply);
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify(request));
  });
}

import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export const randomId = (prefix: string, bytes = 12) => `${prefix}${randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x')}`;

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text).toString(), ...headers });
  response.end(text);
}

/** Drops the connection without an answer, as a timeout or a reset would look to the client. */
export function dropConnection(response: ServerResponse): void {
  response.socket?.destroy();
}

/**
 * Parses a form-encoded body with bracket keys as the stripe client sends it
 * (`metadata[larder_key]=x`, `payment_method_types[0]=card`, `invoice_settings[default_payment_method]=pm`).
 */
export function parseForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let target: Record<string, unknown> = result;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        target[part] = value;
      } else {
        if (typeof target[part] !== 'object' || target[part] === null) target[part] = {};
        target = target[part] as Record<string, unknown>;
      }
    });
  }
  return result;
}

export interface StartedServer {
  readonly server: Server;
  readonly host: string;
  readonly port: number;
  readonly url: string;
  close(): Promise<void>;
}

/** Starts a Node http server on 127.0.0.1 (a free port unless given). */
export async function startServer(
  handler: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  port = 0,
): Promise<StartedServer> {
  const server = createServer((request, response) => {
    handler(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: { type: 'api_error', message: error instanceof Error ? error.message : String(error) } });
      else response.end();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    host: '127.0.0.1',
    port: address.port,
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FaultWhen = 'before' | 'after';

interface Fault {
  readonly when: FaultWhen;
  readonly match: (key: string) => boolean;
  remaining: number;
}

/** Scripted dropped connections for the fakes' money-moving calls, by our idempotency key / order id. */
export class FakeFaults {
  private faults: Fault[] = [];

  /** The next `times` calls whose key matches drop the connection: before processing, or after recording the result. */
  add(when: FaultWhen, options: { key?: string; times?: number } = {}): void {
    const key = options.key;
    this.faults.push({ when, match: key === undefined ? () => true : (candidate) => candidate === key, remaining: options.times ?? 1 });
  }

  take(key: string): FaultWhen | null {
    const index = this.faults.findIndex((fault) => fault.remaining > 0 && fault.match(key));
    if (index < 0) return null;
    const fault = this.faults[index]!;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.splice(index, 1);
    return fault.when;
  }

  clear(): void {
    this.faults = [];
  }
}

import { appendFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Container } from 'inversify';
import { HTTP_APP } from '@larder/adapters-http/http.module';
import type { DatabaseTarget, TestDatabase } from '@larder/adapters-db/testing/test-databases';
import { silentLogger } from '@larder/domain/shared/logger';
import { FixedClock } from '@larder/domain/testing/fixed-clock';
import { type Config, loadConfig } from '../../src/config';
import { type ContainerOverrides, buildContainer } from '../../src/container/container';
import { CreateAdmin } from '@larder/domain/accounts/admin/create-admin.use-case';
import { EnrolAdminSecondFactor } from '@larder/domain/admin/enrol-second-factor/enrol-second-factor.use-case';
import { totpCode } from '@larder/domain/admin/totp';
import { undocumentedAnswer } from './documented-answers';

export interface TestServer {
  readonly url: string;
  readonly clock: FixedClock;
  readonly container: Container;
  readonly db: TestDatabase;
  client(): TestClient;
  close(): Promise<void>;
}

/** The real app (real repositories, argon2, simulated provider) on a test database, with a clock the test moves. */
export async function startTestServer(target: DatabaseTarget, env: Record<string, string> = {}, overrides: ContainerOverrides = {}): Promise<TestServer> {
  const db = await target.open();
  const config: Config = loadConfig({ NODE_ENV: 'development', DEV_HELPERS: env.NODE_ENV === 'production' ? 'false' : 'true', WEB_DIST: '/nonexistent', ...env }, '/');
  const clock = new FixedClock(new Date());
  const container = await buildContainer(config, db, { clock, logger: silentLogger, ...overrides });
  const app = container.get<{ listen: (port: number, host: string) => Server }>(HTTP_APP);
  const server = await new Promise<Server>((resolve) => {
    // HOST=0.0.0.0 lets a test reach the server from this machine's own network address (not loopback).
    const s = app.listen(0, env.HOST ?? '127.0.0.1');
    s.once('listening', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    clock,
    container,
    db,
    client: () => new TestClient(url),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.dispose();
    },
  };
}

export interface Reply<T = any> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
  readonly setCookie: string[];
}

/**
 * A browser-like client: keeps cookies, sends JSON, and sends the site's Origin on state-changing calls. Every
 * answer is checked against the API document (./documented-answers.ts): an answer it does not describe fails the test.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  origin: string | null;
  constructor(readonly baseUrl: string) {
    this.origin = baseUrl;
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.request('GET', path, undefined, headers);
  }
  post(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request('POST', path, body, headers);
  }
  put(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request('PUT', path, body, headers);
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const all: Record<string, string> = { ...headers };
    if (this.cookies.size) all.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.origin && !('origin' in all)) all.origin = this.origin;
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      all['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers: all, body: payload, redirect: 'manual' });
    const setCookie = response.headers.getSetCookie();
    for (const line of setCookie) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    const drift = undocumentedAnswer({ method, path, status: response.status, contentType: response.headers.get('content-type'), body: parsed });
    if (drift) {
      // DOCUMENT_DRIFTS_LOG=/tmp/drifts.txt lists every drift of a run instead of failing on the first one.
      if (process.env.DOCUMENT_DRIFTS_LOG) appendFileSync(process.env.DOCUMENT_DRIFTS_LOG, `${drift}\n`);
      else throw new Error(`The API document does not describe this answer: ${drift}`);
    }
    return { status: response.status, body: parsed, headers: response.headers, setCookie };
  }
}

export const signupForm = (overrides: Record<string, unknown> = {}) => ({
  email: 'jo@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  firstName: 'Jo',
  lastName: 'Bloggs',
  postcode: 'sw1a1aa',
  householdSize: '4',
  weeklyBudget: '87.50',
  preferredPayDay: '15',
  ...overrides,
});

/** Signs a household up through the real calls (card form, then signup) and returns its client. */
export async function signUp(server: TestServer, overrides: Record<string, unknown> = {}, card = '4242424242424242'): Promise<TestClient> {
  const client = server.client();
  const method = await client.post('/api/payments/simulated/payment-methods', { number: card, expMonth: 12, expYear: 2034, cvc: '123' });
  if (method.status !== 201) throw new Error(`card: ${method.status} ${JSON.stringify(method.body)}`);
  const reply = await client.post('/api/signup-with-payment', { formData: signupForm(overrides), paymentMethodId: method.body.id });
  if (reply.status !== 201) throw new Error(`signup: ${reply.status} ${JSON.stringify(reply.body)}`);
  return client;
}

/** Makes the operator account (as `npm run cli -- admin create` does) and signs it in on the console's call. */
export async function signInAdmin(server: TestServer, email = 'ops@example.com', password = 'operator pass 1'): Promise<TestClient> {
  await server.container.get(CreateAdmin).execute({ email, password });
  const client = server.client();
  const login = await client.post('/api/admin/login', { email, password, code: await adminCode(server, email) });
  if (login.status !== 200) throw new Error(`admin sign-in: ${login.status} ${JSON.stringify(login.body)}`);
  return client;
}

/**
 * A current authenticator code for an operator: the operator is given a fresh secret first (as `admin totp-reset`
 * does), so a test may sign in again within the same 30-second step of its fixed clock.
 */
export async function adminCode(server: TestServer, email = 'ops@example.com'): Promise<string> {
  const enrolled = await server.container.get(EnrolAdminSecondFactor).execute(email);
  if (!enrolled.ok) throw new Error(enrolled.error.message);
  return totpCode(enrolled.value.secret, server.clock.now());
}

/** Moves the server's clock and signs the household in again (a session left idle for hours or days has ended). */
export async function signInAt(server: TestServer, instant: string, email = 'jo@example.com', password = 'correct horse'): Promise<TestClient> {
  server.clock.set(instant);
  const client = server.client();
  const reply = await client.post('/api/login', { email, password });
  if (reply.status !== 200) throw new Error(`sign-in at ${instant}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return client;
}

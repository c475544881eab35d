import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleController, FIRST_RUN_MESSAGE, type ConsoleView, type SettingsStore } from './console-controller';
import { checkHealth, type HealthResult } from './health';
import { loadSettings, saveSettings, type Settings } from './settings';

/** Records what the window was asked to show. */
class FakeView implements ConsoleView {
  readonly shown: string[] = [];
  async showAdmin(url: string): Promise<void> {
    this.shown.push(`admin ${url}`);
  }
  async showConnectionPage(): Promise<void> {
    this.shown.push('connection-page');
  }
}

/** Keeps the settings in memory, like the file would. */
class InMemorySettingsStore implements SettingsStore {
  constructor(public current: Settings = {}, private readonly failSaves = false) {}
  async load(): Promise<Settings> {
    return { ...this.current };
  }
  async save(settings: Settings): Promise<void> {
    if (this.failSaves) throw new Error('EACCES: permission denied');
    this.current = { ...settings };
  }
}

/** Health answers by server address; anything unknown is down. */
function healthOf(up: ReadonlySet<string>) {
  const asked: string[] = [];
  const check = async (url: string): Promise<HealthResult> => {
    asked.push(url);
    return up.has(url) ? { ok: true } : { ok: false, message: `Could not reach the server at ${url}: ECONNREFUSED.` };
  };
  return { check, asked };
}

function makeController(options: { env?: string; saved?: Settings; up?: string[]; failSaves?: boolean } = {}) {
  const view = new FakeView();
  const settings = new InMemorySettingsStore(options.saved ?? {}, options.failSaves ?? false);
  const health = healthOf(new Set(options.up ?? []));
  const controller = new ConsoleController({ envServerUrl: options.env, settings, checkHealth: health.check, view });
  return { controller, view, settings, health };
}

describe('ConsoleController.start', () => {
  it('on the first run asks for the address, offering the default, and contacts nothing until told', async () => {
    const { controller, view, health, settings } = makeController({ up: ['http://localhost:5000'] });
    expect(await controller.start()).toEqual({ ok: false, message: FIRST_RUN_MESSAGE });
    expect(view.shown).toEqual(['connection-page']);
    expect(health.asked).toEqual([]);
    expect(controller.info()).toEqual({ serverUrl: 'http://localhost:5000', source: 'default', problem: FIRST_RUN_MESSAGE });
    // "Connect" with the offered address saves it; the next start goes straight to the console.
    expect(await controller.setServerUrl('http://localhost:5000')).toEqual({ ok: true, message: 'Connected to http://localhost:5000.' });
    expect(view.shown).toEqual(['connection-page', 'admin http://localhost:5000/admin']);
    expect(controller.allowedOrigin).toBe('http://localhost:5000');
    expect(settings.current).toEqual({ serverUrl: 'http://localhost:5000' });
    const again = makeController({ saved: settings.current, up: ['http://localhost:5000'] });
    expect(await again.controller.start()).toEqual({ ok: true, message: 'Connected to http://localhost:5000.' });
    expect(again.controller.info()).toEqual({ serverUrl: 'http://localhost:5000', source: 'settings', problem: null });
  });

  it("the menu's Server Address shows the connection page, even while connected", async () => {
    const { controller, view } = makeController({ saved: { serverUrl: 'http://saved:1' }, up: ['http://saved:1'] });
    await controller.start();
    expect(controller.serverUrl).toBe('http://saved:1');
    await controller.showServerAddress();
    expect(view.shown).toEqual(['admin http://saved:1/admin', 'connection-page']);
    expect(controller.info().problem).toBeNull();
  });

  it('uses LARDER_SERVER_URL over the saved address', async () => {
    const { controller, view } = makeController({
      env: 'https://larder.example.co.uk/',
      saved: { serverUrl: 'http://saved:1' },
      up: ['https://larder.example.co.uk'],
    });
    await controller.start();
    expect(view.shown).toEqual(['admin https://larder.example.co.uk/admin']);
    expect(controller.info().source).toBe('env');
  });

  it('uses the saved address when the environment has none', async () => {
    const { controller, view } = makeController({ saved: { serverUrl: 'http://saved:1' }, up: ['http://saved:1'] });
    await controller.start();
    expect(view.shown).toEqual(['admin http://saved:1/admin']);
  });

  it('shows the connection page, naming the variable, when LARDER_SERVER_URL is invalid; no health check is made', async () => {
    const { controller, view, health } = makeController({ env: 'ftp://larder', up: ['http://localhost:5000'] });
    const result = await controller.start();
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/^LARDER_SERVER_URL is not usable: .*"ftp:" is not allowed/);
    expect(view.shown).toEqual(['connection-page']);
    expect(health.asked).toEqual([]);
    expect(controller.allowedOrigin).toBeNull();
    expect(controller.info()).toEqual({ serverUrl: 'ftp://larder', source: 'env', problem: result.message });
  });

  it('reports a broken saved address as such', async () => {
    const { controller } = makeController({ saved: { serverUrl: 'localhost:5000' } });
    expect((await controller.start()).message).toMatch(/^The saved server address is not usable/);
  });

  it('shows the connection page with the reason when the server does not answer /api/health', async () => {
    const { controller, view } = makeController({ saved: { serverUrl: 'http://localhost:5000' } });
    const result = await controller.start();
    expect(result).toEqual({ ok: false, message: 'Could not reach the server at http://localhost:5000: ECONNREFUSED.' });
    expect(view.shown).toEqual(['connection-page']);
    expect(controller.info().problem).toBe(result.message);
  });

  it('survives a settings store that cannot be read', async () => {
    const view = new FakeView();
    const controller = new ConsoleController({
      envServerUrl: undefined,
      settings: { load: () => Promise.reject(new Error('EIO')), save: async () => undefined },
      checkHealth: async () => ({ ok: true }),
      view,
    });
    // Nothing could be read: as on a first run, the address is asked for.
    expect(await controller.start()).toEqual({ ok: false, message: FIRST_RUN_MESSAGE });
    expect(view.shown).toEqual(['connection-page']);
  });
});

describe('ConsoleController.setServerUrl', () => {
  it('refuses a bad address without saving it, leaving the page in place', async () => {
    const { controller, view, settings } = makeController();
    await controller.start();
    const result = await controller.setServerUrl('not a url');
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/"not a url" is not a web address/) });
    expect(settings.current).toEqual({});
    expect(view.shown).toEqual(['connection-page']); // not reloaded: it shows the answer
    expect(controller.info().serverUrl).toBe('http://localhost:5000');
  });

  it.each([undefined, 42, { url: 'http://x' }])('refuses the non-string payload %j', async (payload) => {
    const { controller } = makeController();
    expect((await controller.setServerUrl(payload)).ok).toBe(false);
  });

  it('saves a good address, then opens its admin route', async () => {
    const { controller, view, settings } = makeController({ up: ['https://larder.example.co.uk'] });
    await controller.start();
    const result = await controller.setServerUrl(' https://larder.example.co.uk/ ');
    expect(result).toEqual({ ok: true, message: 'Connected to https://larder.example.co.uk.' });
    expect(settings.current).toEqual({ serverUrl: 'https://larder.example.co.uk' });
    expect(view.shown).toEqual(['connection-page', 'admin https://larder.example.co.uk/admin']);
    expect(controller.info()).toEqual({ serverUrl: 'https://larder.example.co.uk', source: 'entered', problem: null });
  });

  it('keeps a valid address that does not answer yet, so Try again uses it', async () => {
    const up = new Set<string>();
    const view = new FakeView();
    const settings = new InMemorySettingsStore();
    const health = healthOf(up);
    const controller = new ConsoleController({ envServerUrl: undefined, settings, checkHealth: health.check, view });
    await controller.start();
    const first = await controller.setServerUrl('http://10.0.0.5:5000');
    expect(first).toEqual({ ok: false, message: 'Could not reach the server at http://10.0.0.5:5000: ECONNREFUSED.' });
    expect(settings.current).toEqual({ serverUrl: 'http://10.0.0.5:5000' });
    up.add('http://10.0.0.5:5000');
    expect(await controller.retry()).toEqual({ ok: true, message: 'Connected to http://10.0.0.5:5000.' });
    expect(view.shown).toEqual(['connection-page', 'admin http://10.0.0.5:5000/admin']);
  });

  it('still connects when the address cannot be saved, and says so', async () => {
    const { controller } = makeController({ up: ['http://a:1'], failSaves: true });
    const result = await controller.setServerUrl('http://a:1');
    expect(result.ok).toBe(true);
    expect(result.message).toMatch(/could not be saved for next time: EACCES/);
  });

  it('handles overlapping calls one at a time, in order', async () => {
    const order: string[] = [];
    const view = new FakeView();
    const controller = new ConsoleController({
      envServerUrl: undefined,
      settings: new InMemorySettingsStore(),
      checkHealth: async (url) => {
        order.push(`check ${url}`);
        await new Promise((resolve) => setTimeout(resolve, url.includes('slow') ? 50 : 1));
        return { ok: true };
      },
      view,
    });
    await Promise.all([controller.setServerUrl('http://slow:1'), controller.setServerUrl('http://fast:2')]);
    expect(order).toEqual(['check http://slow:1', 'check http://fast:2']);
    expect(view.shown.at(-1)).toBe('admin http://fast:2/admin');
    expect(controller.info().serverUrl).toBe('http://fast:2');
  });
});

describe('ConsoleController.connectionLost', () => {
  it('goes back to the connection page with the reason, once', async () => {
    const { controller, view } = makeController({ saved: { serverUrl: 'http://localhost:5000' }, up: ['http://localhost:5000'] });
    await controller.start();
    await controller.connectionLost('ERR_CONNECTION_REFUSED');
    await controller.connectionLost('ERR_CONNECTION_REFUSED');
    expect(view.shown).toEqual(['admin http://localhost:5000/admin', 'connection-page']);
    expect(controller.info().problem).toBe('ERR_CONNECTION_REFUSED');
  });
});

describe('ConsoleController with the real health check and settings file', () => {
  let server: http.Server | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server!.close(resolve));
    }
    if (dir) await rm(dir, { recursive: true, force: true });
    server = undefined;
    dir = undefined;
  });

  it('connects to a live server and remembers it in the settings file', async () => {
    server = http.createServer((request, response) => {
      response.writeHead(request.url === '/api/health' ? 200 : 404).end();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = await mkdtemp(path.join(os.tmpdir(), 'larder-console-'));
    const file = path.join(dir, 'settings.json');
    const view = new FakeView();
    const controller = new ConsoleController({
      envServerUrl: undefined,
      settings: { load: async () => (await loadSettings(file)).settings, save: (s) => saveSettings(file, s) },
      checkHealth: (url) => checkHealth(url, { timeoutMs: 2_000 }),
      view,
    });
    const result = await controller.setServerUrl(serverUrl);
    expect(result).toEqual({ ok: true, message: `Connected to ${serverUrl}.` });
    expect(view.shown).toEqual([`admin ${serverUrl}/admin`]);
    expect((await loadSettings(file)).settings).toEqual({ serverUrl });
  });
});

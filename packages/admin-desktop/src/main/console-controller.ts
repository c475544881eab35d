/**
 * What the console window shows, and the answers to the connection page's
 * calls. Pure orchestration over injected parts (settings store, health check,
 * view), so it is unit-tested without Electron; main.ts gives it the real ones.
 *
 * - start: pick the address (LARDER_SERVER_URL, saved setting), validate it,
 *   check GET /api/health, then show `${serverUrl}/admin` or the connection page
 *   with the reason. On the first run (neither) the connection page asks for the
 *   address, offering the default; nothing is contacted before the operator says so.
 * - showServerAddress: the menu's "Server Address…": the connection page, to change it.
 * - setServerUrl: validate what the operator typed; a valid address becomes the
 *   current one and is saved, then the same check runs.
 * - retry: the check again with the current address.
 * - connectionLost: the server page failed to load; back to the connection page.
 * Calls are handled one at a time, in order.
 */
import type { ConnectionInfo, ConnectResult, ServerUrlSource } from '../shared/ipc-contract';
import type { HealthResult } from './health';
import type { Settings } from './settings';
import { adminUrl, chooseServerUrl, SERVER_URL_ENV, validateServerUrl, type ServerUrlCheck } from './server-url';

/** What the connection page says on the first run, before any address was given. */
export const FIRST_RUN_MESSAGE = 'Welcome. Enter the address of your Larder server to connect; it is saved on this computer for next time.';

export interface ConsoleView {
  showAdmin(url: string): Promise<void>;
  showConnectionPage(): Promise<void>;
}

export interface SettingsStore {
  load(): Promise<Settings>;
  save(settings: Settings): Promise<void>;
}

export interface ConsoleControllerDeps {
  readonly envServerUrl: string | undefined;
  readonly settings: SettingsStore;
  readonly checkHealth: (serverUrl: string) => Promise<HealthResult>;
  readonly view: ConsoleView;
}

type Showing = 'nothing' | 'connection-page' | 'admin';

export class ConsoleController {
  private raw = '';
  private source: ServerUrlSource = 'default';
  private check: ServerUrlCheck = { ok: false, message: 'Not started.' };
  private problem: string | null = null;
  private showing: Showing = 'nothing';
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: ConsoleControllerDeps) {}

  /** The origin the window may navigate on, or null while no valid address is set. */
  get allowedOrigin(): string | null {
    return this.check.ok ? this.check.origin : null;
  }

  get currentView(): Showing {
    return this.showing;
  }

  info(): ConnectionInfo {
    return { serverUrl: this.check.ok ? this.check.url : this.raw, source: this.source, problem: this.problem };
  }

  start(): Promise<ConnectResult> {
    return this.serialise(async () => {
      let saved: string | undefined;
      try {
        saved = (await this.deps.settings.load()).serverUrl;
      } catch {
        saved = undefined;
      }
      const chosen = chooseServerUrl({ env: this.deps.envServerUrl, saved });
      this.use(chosen.value, chosen.source);
      if (chosen.source === 'default') {
        this.problem = FIRST_RUN_MESSAGE;
        await this.showConnectionPage();
        return { ok: false, message: FIRST_RUN_MESSAGE };
      }
      return this.connect();
    });
  }

  /** The connection page, to see or change the address (the menu's "Server Address…"). */
  showServerAddress(): Promise<void> {
    return this.serialise(async () => {
      this.problem = null;
      await this.showConnectionPage();
    });
  }

  /** The server's address in use (normalised), or null while none is valid. */
  get serverUrl(): string | null {
    return this.check.ok ? this.check.url : null;
  }

  setServerUrl(input: unknown): Promise<ConnectResult> {
    return this.serialise(async () => {
      const check = validateServerUrl(input);
      if (!check.ok) return { ok: false, message: check.message };
      this.use(check.url, 'entered');
      let saveWarning = '';
      try {
        await this.deps.settings.save({ serverUrl: check.url });
      } catch (error) {
        saveWarning = ` (The address could not be saved for next time: ${error instanceof Error ? error.message : String(error)}.)`;
      }
      const result = await this.connect();
      return saveWarning === '' ? result : { ok: result.ok, message: result.message + saveWarning };
    });
  }

  retry(): Promise<ConnectResult> {
    return this.serialise(() => this.connect());
  }

  connectionLost(reason: string): Promise<void> {
    return this.serialise(async () => {
      this.problem = reason;
      await this.showConnectionPage();
    });
  }

  private use(value: string, source: ServerUrlSource): void {
    this.raw = value;
    this.source = source;
    this.check = validateServerUrl(value);
  }

  private async connect(): Promise<ConnectResult> {
    if (!this.check.ok) {
      this.problem =
        this.source === 'env'
          ? `${SERVER_URL_ENV} is not usable: ${this.check.message}`
          : this.source === 'settings'
            ? `The saved server address is not usable: ${this.check.message}`
            : this.check.message;
      await this.showConnectionPage();
      return { ok: false, message: this.problem };
    }
    const url = this.check.url;
    const health = await this.deps.checkHealth(url);
    if (!health.ok) {
      this.problem = health.message;
      await this.showConnectionPage();
      return { ok: false, message: health.message };
    }
    this.problem = null;
    this.showing = 'admin';
    await this.deps.view.showAdmin(adminUrl(url));
    return { ok: true, message: `Connected to ${url}.` };
  }

  private async showConnectionPage(): Promise<void> {
    // The page is already there (it made the call that failed): keep it, so it can show the answer.
    if (this.showing === 'connection-page') return;
    this.showing = 'connection-page';
    await this.deps.view.showConnectionPage();
  }

  private serialise<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

/**
 * Electron main process: the only file of src/main that imports electron. It
 * wires the pure modules (server address, security rules, settings, window
 * options, health check, controller) to Electron's objects and events.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, BrowserWindow, ipcMain, Menu, Notification, session, shell, type IpcMainInvokeEvent } from 'electron';
import { IPC, type IpcArgs, type IpcChannel, type IpcResult } from '../shared/ipc-contract';
import { ConsoleController } from './console-controller';
import { checkHealth } from './health';
import { SERVER_URL_ENV } from './server-url';
import { decideNavigation, decideWindowOpen, isPermissionAllowed, isTrustedIpcSender } from './security-rules';
import { loadSettings, saveSettings, settingsFilePath } from './settings';
import { buildWindowOptions } from './window-options';
import { buildMenuTemplate } from './menu';
import { LOGOUT_SCRIPT, signOut } from './sign-out';
import { BILLING_WATCH_INTERVAL_MS, BillingWatcher } from './billing-watch';
import { withContentSecurityPolicy } from './content-security';

// dist/main/main.cjs -> dist/preload/preload.cjs and dist/renderer/index.html
const PRELOAD_PATH = path.join(__dirname, '..', 'preload', 'preload.cjs');
const CONNECTION_PAGE_PATH = path.join(__dirname, '..', 'renderer', 'index.html');
const CONNECTION_PAGE_URL = pathToFileURL(CONNECTION_PAGE_PATH).href;

// Every renderer sandboxed, whatever a window's options say.
app.enableSandbox();

let mainWindow: BrowserWindow | null = null;

function requireWindow(): BrowserWindow {
  if (mainWindow === null || mainWindow.isDestroyed()) throw new Error('The console window is not open.');
  return mainWindow;
}

const controller = new ConsoleController({
  envServerUrl: process.env[SERVER_URL_ENV],
  settings: {
    load: async () => {
      const loaded = await loadSettings(settingsFilePath(app.getPath('userData')));
      if (loaded.warning !== null) console.warn(loaded.warning);
      return loaded.settings;
    },
    save: (settings) => saveSettings(settingsFilePath(app.getPath('userData')), settings),
  },
  checkHealth: (serverUrl) => checkHealth(serverUrl),
  view: {
    showAdmin: async (url) => {
      // A failed load is reported by 'did-fail-load' below; the rejection itself carries nothing more.
      await requireWindow().loadURL(url).catch(() => undefined);
      refreshMenu();
    },
    showConnectionPage: async () => {
      await requireWindow().loadFile(CONNECTION_PAGE_PATH);
      refreshMenu();
    },
  },
});

/** The page of the server the window shows now, if it shows one. */
function onServerPage(): boolean {
  const url = mainWindow && !mainWindow.isDestroyed() ? mainWindow.webContents.getURL() : '';
  return controller.allowedOrigin !== null && url.startsWith(`${controller.allowedOrigin}/`);
}

function openOnServer(pathname: string): void {
  if (controller.serverUrl === null || mainWindow === null || mainWindow.isDestroyed()) return;
  void mainWindow.loadURL(`${controller.serverUrl}${pathname}`).catch(() => undefined);
}

/** The native menu: Reload, Billing Dashboard, Server Address…, Sign Out (menu.ts), rebuilt when the connection changes. */
function refreshMenu(): void {
  const template = buildMenuTemplate({
    platform: process.platform,
    appName: app.getName(),
    connected: controller.serverUrl !== null,
    actions: {
      reload: () => mainWindow?.webContents.reload(),
      showServerAddress: () => void controller.showServerAddress(),
      openBillingDashboard: () => openOnServer('/billing-dashboard'),
      signOut: () =>
        void signOut(
          { url: controller.serverUrl, origin: controller.allowedOrigin },
          {
            onServerPage: onServerPage(),
            logoutInPage: async () => Number(await requireWindow().webContents.executeJavaScript(LOGOUT_SCRIPT, true)),
            clearSiteData: (origin) => session.defaultSession.clearStorageData({ origin }),
            showAdmin: async (url) => {
              await requireWindow().loadURL(url).catch(() => undefined);
            },
          },
        ).then((result) => {
          if (!result.ok) console.warn(result.message);
        }),
    },
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template as Electron.MenuItemConstructorOptions[]));
}

/** Polls the billing dashboard's data with the window's session; a run that reports failures shows a notification. */
const billingWatcher = new BillingWatcher();
async function watchBilling(): Promise<void> {
  if (controller.serverUrl === null || !Notification.isSupported()) return;
  try {
    const response = await session.defaultSession.fetch(`${controller.serverUrl}/api/admin/analytics`, { credentials: 'include', headers: { Accept: 'application/json' } });
    if (!response.ok) return; // signed out (401) or not an admin (403): nothing to watch
    const notice = billingWatcher.observe(await response.json());
    if (notice === null) return;
    const notification = new Notification({ title: notice.title, body: notice.body });
    notification.on('click', () => {
      if (mainWindow === null) return;
      if (mainWindow.isMinimized()) mainWindow.restore();
      mainWindow.focus();
      openOnServer('/billing-dashboard');
    });
    notification.show();
  } catch (error) {
    console.warn('Could not check billing for failures:', error);
  }
}

function openExternally(url: string): void {
  shell.openExternal(url).catch((error: unknown) => console.error(`Could not open ${url}:`, error));
}

/** Navigation and window rules for every web contents the app creates. */
app.on('web-contents-created', (_event, contents) => {
  const guard = (event: { preventDefault(): void }, url: string): void => {
    const decision = decideNavigation(url, controller.allowedOrigin);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-external') openExternally(url);
  };
  contents.on('will-navigate', (event) => guard(event, event.url));
  contents.on('will-redirect', (event) => {
    if (event.isMainFrame) guard(event, event.url);
  });
  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideWindowOpen(url, controller.allowedOrigin);
    if (decision === 'load-in-window') void contents.loadURL(url).catch(() => undefined);
    if (decision === 'open-external') openExternally(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

/** Typed registration: the channel decides the argument and result types; untrusted senders get an error. */
function handle<C extends IpcChannel>(
  channel: C,
  handler: (event: IpcMainInvokeEvent, ...args: IpcArgs<C>) => Promise<IpcResult<C>> | IpcResult<C>,
): void {
  ipcMain.handle(channel, (event, ...args: unknown[]) => {
    const senderUrl = event.senderFrame?.url ?? '';
    const fromConsoleWindow = mainWindow !== null && event.sender === mainWindow.webContents;
    const trusted = isTrustedIpcSender(channel, senderUrl, {
      connectionPageUrl: CONNECTION_PAGE_URL,
      allowedOrigin: controller.allowedOrigin,
    });
    if (!fromConsoleWindow || !trusted) throw new Error(`${channel} is not available to ${senderUrl || 'this page'}.`);
    // Arguments are checked again by the controller: the sender is trusted, its data is not.
    return handler(event, ...(args as IpcArgs<C>));
  });
}

handle(IPC.getServerUrl, () => controller.info());
handle(IPC.setServerUrl, (_event, url) => controller.setServerUrl(url));
handle(IPC.retry, () => controller.retry());

function createWindow(): BrowserWindow {
  const window = new BrowserWindow(buildWindowOptions({ preloadPath: PRELOAD_PATH }));
  window.once('ready-to-show', () => window.show());
  window.webContents.on('did-fail-load', (_event, errorCode, errorDescription, validatedUrl, isMainFrame) => {
    // -3 is ERR_ABORTED: a navigation replaced by another one, not a failure.
    if (!isMainFrame || errorCode === -3 || validatedUrl.startsWith('file:')) return;
    void controller.connectionLost(`The console page ${validatedUrl} could not be loaded: ${errorDescription} (${errorCode}).`);
  });
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  return window;
}

async function openConsole(): Promise<void> {
  mainWindow = createWindow();
  await controller.start();
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (mainWindow === null) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  app.whenReady().then(async () => {
    const denyUnlessAllowed = (permission: string, requestingUrl: string): boolean =>
      isPermissionAllowed(permission, requestingUrl, controller.allowedOrigin);
    session.defaultSession.setPermissionRequestHandler((contents, permission, callback, details) => {
      callback(denyUnlessAllowed(permission, details.requestingUrl ?? contents?.getURL() ?? ''));
    });
    session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
      denyUnlessAllowed(permission, requestingOrigin),
    );
    // The server's pages always carry a content security policy (its own, else content-security.ts's).
    session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
      callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders, details.url, controller.allowedOrigin) });
    });
    refreshMenu();
    setInterval(() => void watchBilling(), BILLING_WATCH_INTERVAL_MS);
    await openConsole();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) void openConsole();
    });
  }).catch((error: unknown) => {
    console.error('The console could not start:', error);
    app.exit(1);
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}

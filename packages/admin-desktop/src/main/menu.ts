/**
 * The console's native menu, as a plain template (no Electron import) so its items, shortcuts and actions are
 * unit-tested; main.ts hands it to `Menu.buildFromTemplate`. Reload, Server Address… and Sign Out are the
 * console's own; Edit and Window use Electron's standard roles.
 */

export interface MenuActions {
  reload(): void;
  showServerAddress(): void;
  signOut(): void;
  openBillingDashboard(): void;
}

/** The subset of Electron's MenuItemConstructorOptions the console uses. */
export interface MenuItemTemplate {
  readonly id?: string;
  readonly label?: string;
  readonly role?: string;
  readonly type?: 'separator';
  readonly accelerator?: string;
  readonly enabled?: boolean;
  readonly click?: () => void;
  readonly submenu?: MenuItemTemplate[];
}

export const MENU_IDS = { reload: 'console-reload', serverAddress: 'console-server-address', signOut: 'console-sign-out', billingDashboard: 'console-billing-dashboard' } as const;

export function buildMenuTemplate(options: { readonly platform: NodeJS.Platform; readonly appName: string; readonly connected: boolean; readonly actions: MenuActions }): MenuItemTemplate[] {
  const { actions, connected } = options;
  const mac = options.platform === 'darwin';
  const consoleMenu: MenuItemTemplate = {
    label: 'Console',
    submenu: [
      { id: MENU_IDS.reload, label: 'Reload', accelerator: 'CmdOrCtrl+R', click: () => actions.reload() },
      { id: MENU_IDS.billingDashboard, label: 'Billing Dashboard', accelerator: 'CmdOrCtrl+B', enabled: connected, click: () => actions.openBillingDashboard() },
      { type: 'separator' },
      { id: MENU_IDS.serverAddress, label: 'Server Address…', accelerator: 'CmdOrCtrl+,', click: () => actions.showServerAddress() },
      { id: MENU_IDS.signOut, label: 'Sign Out', accelerator: 'CmdOrCtrl+Shift+L', enabled: connected, click: () => actions.signOut() },
      ...(mac ? [] : [{ type: 'separator' as const }, { role: 'quit', label: 'Quit' }]),
    ],
  };
  const edit: MenuItemTemplate = {
    label: 'Edit',
    submenu: [{ role: 'undo' }, { role: 'redo' }, { type: 'separator' }, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }],
  };
  const view: MenuItemTemplate = {
    label: 'View',
    submenu: [{ role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { type: 'separator' }, { role: 'togglefullscreen' }],
  };
  const window: MenuItemTemplate = { label: 'Window', submenu: mac ? [{ role: 'minimize' }, { role: 'zoom' }, { type: 'separator' }, { role: 'front' }] : [{ role: 'minimize' }, { role: 'close' }] };
  const app: MenuItemTemplate[] = mac
    ? [{ label: options.appName, submenu: [{ role: 'about' }, { type: 'separator' }, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, { type: 'separator' }, { role: 'quit' }] }]
    : [];
  return [...app, consoleMenu, edit, view, window];
}

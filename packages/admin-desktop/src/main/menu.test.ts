import { describe, expect, it } from 'vitest';
import { MENU_IDS, buildMenuTemplate, type MenuItemTemplate } from './menu';

function actionsSpy() {
  const calls: string[] = [];
  return {
    calls,
    actions: {
      reload: () => calls.push('reload'),
      showServerAddress: () => calls.push('server-address'),
      signOut: () => calls.push('sign-out'),
      openBillingDashboard: () => calls.push('billing-dashboard'),
    },
  };
}
const flat = (items: MenuItemTemplate[]): MenuItemTemplate[] => items.flatMap((i) => [i, ...flat(i.submenu ?? [])]);
const byId = (items: MenuItemTemplate[], id: string) => flat(items).find((i) => i.id === id)!;

describe('the native menu', () => {
  it('has Reload, Server Address… and Sign Out with their shortcuts, each calling its action', () => {
    const { calls, actions } = actionsSpy();
    const menu = buildMenuTemplate({ platform: 'linux', appName: 'Larder Console', connected: true, actions });
    expect(menu.map((m) => m.label)).toEqual(['Console', 'Edit', 'View', 'Window']);
    expect(byId(menu, MENU_IDS.reload)).toMatchObject({ label: 'Reload', accelerator: 'CmdOrCtrl+R' });
    expect(byId(menu, MENU_IDS.serverAddress)).toMatchObject({ label: 'Server Address…', accelerator: 'CmdOrCtrl+,' });
    expect(byId(menu, MENU_IDS.signOut)).toMatchObject({ label: 'Sign Out', enabled: true });
    for (const id of [MENU_IDS.reload, MENU_IDS.serverAddress, MENU_IDS.signOut, MENU_IDS.billingDashboard]) byId(menu, id).click!();
    expect(calls).toEqual(['reload', 'server-address', 'sign-out', 'billing-dashboard']);
    expect(flat(menu).some((i) => i.role === 'quit')).toBe(true);
  });

  it('greys out Sign Out and the dashboard while no server is connected', () => {
    const menu = buildMenuTemplate({ platform: 'win32', appName: 'Larder Console', connected: false, actions: actionsSpy().actions });
    expect(byId(menu, MENU_IDS.signOut).enabled).toBe(false);
    expect(byId(menu, MENU_IDS.billingDashboard).enabled).toBe(false);
    expect(byId(menu, MENU_IDS.serverAddress).enabled).toBeUndefined();
  });

  it('on macOS starts with the application menu (which holds Quit)', () => {
    const menu = buildMenuTemplate({ platform: 'darwin', appName: 'Larder Console', connected: true, actions: actionsSpy().actions });
    expect(menu[0]!.label).toBe('Larder Console');
    expect(menu[0]!.submenu!.some((i) => i.role === 'quit')).toBe(true);
    expect(menu[1]!.submenu!.some((i) => i.role === 'quit')).toBe(false);
  });

  it('uses only roles Electron knows, and never the developer tools', () => {
    const known = new Set(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll', 'resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen', 'minimize', 'close', 'zoom', 'front', 'about', 'hide', 'hideOthers', 'unhide', 'quit']);
    for (const platform of ['darwin', 'linux', 'win32'] as const) {
      const roles = flat(buildMenuTemplate({ platform, appName: 'x', connected: true, actions: actionsSpy().actions })).flatMap((i) => (i.role ? [i.role] : []));
      for (const role of roles) expect(known.has(role), role).toBe(true);
      expect(roles).not.toContain('toggleDevTools');
    }
  });
});

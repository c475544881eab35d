/**
 * Options of the console's BrowserWindow. A plain object (no Electron import)
 * so the security settings are unit-tested; main.ts passes it to
 * `new BrowserWindow`, whose type checks it structurally.
 */
import path from 'node:path';

export interface ConsoleWindowOptions {
  readonly title: string;
  readonly width: number;
  readonly height: number;
  readonly minWidth: number;
  readonly minHeight: number;
  readonly show: false;
  readonly backgroundColor: string;
  readonly autoHideMenuBar: boolean;
  readonly webPreferences: {
    readonly preload: string;
    readonly contextIsolation: true;
    readonly sandbox: true;
    readonly nodeIntegration: false;
    readonly nodeIntegrationInWorker: false;
    readonly nodeIntegrationInSubFrames: false;
    readonly webSecurity: true;
    readonly allowRunningInsecureContent: false;
    readonly webviewTag: false;
    readonly experimentalFeatures: false;
    readonly navigateOnDragDrop: false;
    readonly safeDialogs: true;
    readonly spellcheck: boolean;
  };
}

export function buildWindowOptions(input: { readonly preloadPath: string }): ConsoleWindowOptions {
  if (!path.isAbsolute(input.preloadPath)) {
    throw new Error(`The preload path must be absolute, got "${input.preloadPath}".`);
  }
  return {
    title: 'Larder operator console',
    width: 1280,
    height: 860,
    minWidth: 800,
    minHeight: 560,
    show: false,
    backgroundColor: '#f7faf7',
    autoHideMenuBar: true,
    webPreferences: {
      preload: input.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
    },
  };
}

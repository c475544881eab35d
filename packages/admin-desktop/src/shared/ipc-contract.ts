/**
 * The one place where the IPC channels between main and preload, and the
 * payloads they carry, are declared. Main registers handlers with these names,
 * the preload invokes them, and the renderer sees only the `LarderBridge` type.
 *
 * This file must stay free of Node and Electron imports: all three tsconfigs
 * (main, preload, renderer) include it.
 */

/** Where the server address in use came from. */
export type ServerUrlSource = 'env' | 'settings' | 'default' | 'entered';

/** Answer of `getServerUrl()`: the address in use and why the connection page is shown (if it is). */
export interface ConnectionInfo {
  /** The address as the operator gave it (may be invalid when `problem` says so). */
  readonly serverUrl: string;
  readonly source: ServerUrlSource;
  /** What went wrong with the last attempt to connect, or null. */
  readonly problem: string | null;
}

/** Answer of `setServerUrl()` and `retry()`. */
export interface ConnectResult {
  readonly ok: boolean;
  readonly message: string;
}

/** Channel name -> argument tuple and result of `ipcRenderer.invoke` / `ipcMain.handle`. */
export interface IpcContract {
  'larder:get-server-url': { args: []; result: ConnectionInfo };
  'larder:set-server-url': { args: [url: string]; result: ConnectResult };
  'larder:retry': { args: []; result: ConnectResult };
}

export type IpcChannel = keyof IpcContract;
export type IpcArgs<C extends IpcChannel> = IpcContract[C]['args'];
export type IpcResult<C extends IpcChannel> = IpcContract[C]['result'];

export const IPC = {
  getServerUrl: 'larder:get-server-url',
  setServerUrl: 'larder:set-server-url',
  retry: 'larder:retry',
} as const satisfies Record<string, IpcChannel>;

/** The whole API the preload exposes on `window.larder`. Keep it narrow. */
export interface LarderBridge {
  getServerUrl(): Promise<IpcResult<'larder:get-server-url'>>;
  setServerUrl(url: string): Promise<IpcResult<'larder:set-server-url'>>;
  retry(): Promise<IpcResult<'larder:retry'>>;
}

/** The key under which the preload exposes the bridge: `window.larder`. */
export const BRIDGE_KEY = 'larder';

/**
 * Preload (sandboxed, context-isolated): exposes ONE narrow API on
 * `window.larder`. Channel names and payload types come from ipc-contract.ts.
 * Nothing of Electron or Node (ipcRenderer, events, Buffers) crosses the bridge:
 * only these three functions and plain data.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_KEY, IPC, type IpcArgs, type IpcChannel, type IpcResult, type LarderBridge } from '../shared/ipc-contract';

function invoke<C extends IpcChannel>(channel: C, ...args: IpcArgs<C>): Promise<IpcResult<C>> {
  return ipcRenderer.invoke(channel, ...args) as Promise<IpcResult<C>>;
}

const bridge = {
  getServerUrl: () => invoke(IPC.getServerUrl),
  setServerUrl: (url: string) => invoke(IPC.setServerUrl, String(url)),
  retry: () => invoke(IPC.retry),
} satisfies LarderBridge;

contextBridge.exposeInMainWorld(BRIDGE_KEY, bridge);

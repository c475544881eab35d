import type { LarderBridge } from '../shared/ipc-contract';

declare global {
  interface Window {
    /** Exposed by the preload; absent when the page is opened outside the console app. */
    readonly larder?: LarderBridge;
  }
}

export {};

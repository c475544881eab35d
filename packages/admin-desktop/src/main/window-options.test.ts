import { describe, expect, it } from 'vitest';
import { buildWindowOptions } from './window-options';

describe('buildWindowOptions', () => {
  const options = buildWindowOptions({ preloadPath: '/opt/larder/dist/preload/preload.cjs' });

  it('isolates and sandboxes the page, without Node', () => {
    expect(options.webPreferences).toMatchObject({
      preload: '/opt/larder/dist/preload/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
    });
  });

  it('sets no option that would weaken those (no remote module, no disabled security)', () => {
    const keys = Object.keys(options.webPreferences);
    expect(keys).not.toContain('enableRemoteModule');
    expect(keys).not.toContain('enableBlinkFeatures');
    expect(keys).not.toContain('additionalArguments');
  });

  it('is shown only when ready, so no blank frame flashes', () => {
    expect(options.show).toBe(false);
    expect(options.title).toBe('Larder operator console');
  });

  it('refuses a relative preload path, which Electron would silently ignore', () => {
    expect(() => buildWindowOptions({ preloadPath: 'dist/preload/preload.cjs' })).toThrow(/must be absolute/);
  });
});

/**
 * The console's saved settings: a small JSON file (in app.getPath('userData')
 * when run by Electron; any path in tests). Uses node:fs only, not Electron.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SETTINGS_FILE_NAME = 'larder-console-settings.json';

export interface Settings {
  readonly serverUrl?: string;
}

export interface LoadedSettings {
  readonly settings: Settings;
  /** Set when the file exists but could not be used; the settings are then empty. */
  readonly warning: string | null;
}

export function settingsFilePath(userDataDir: string): string {
  return path.join(userDataDir, SETTINGS_FILE_NAME);
}

/** Reads the file; a missing file gives empty settings, a broken one empty settings and a warning. */
export async function loadSettings(filePath: string): Promise<LoadedSettings> {
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { settings: {}, warning: null };
    throw error;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { settings: {}, warning: `The settings file ${filePath} is not valid JSON; it was ignored.` };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { settings: {}, warning: `The settings file ${filePath} does not hold an object; it was ignored.` };
  }
  const serverUrl = (data as Record<string, unknown>)['serverUrl'];
  if (serverUrl === undefined) return { settings: {}, warning: null };
  if (typeof serverUrl !== 'string') {
    return { settings: {}, warning: `serverUrl in ${filePath} is not a string; it was ignored.` };
  }
  return { settings: { serverUrl }, warning: null };
}

/** Writes the whole file atomically (temporary file, then rename), creating the folder if needed. */
export async function saveSettings(filePath: string, settings: Settings): Promise<void> {
  await mkdir(path.dirname(filePath), { recursive: true });
  const temporary = `${filePath}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(settings, null, 2)}\n`, { encoding: 'utf8', mode: 0o600 });
  await rename(temporary, filePath);
}

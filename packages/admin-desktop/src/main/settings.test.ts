import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSettings, saveSettings, settingsFilePath, SETTINGS_FILE_NAME } from './settings';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'larder-console-settings-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('settings file', () => {
  it('lives in the given user-data folder', () => {
    expect(settingsFilePath('/home/op/.config/Larder')).toBe(path.join('/home/op/.config/Larder', SETTINGS_FILE_NAME));
  });

  it('gives empty settings when there is no file yet', async () => {
    expect(await loadSettings(path.join(dir, 'missing.json'))).toEqual({ settings: {}, warning: null });
  });

  it('round-trips the server address, creating missing folders, leaving no temporary file', async () => {
    const file = path.join(dir, 'nested', 'deeper', 'settings.json');
    await saveSettings(file, { serverUrl: 'https://larder.example.co.uk' });
    expect(await loadSettings(file)).toEqual({ settings: { serverUrl: 'https://larder.example.co.uk' }, warning: null });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ serverUrl: 'https://larder.example.co.uk' });
    expect(await readdir(path.dirname(file))).toEqual(['settings.json']);
  });

  it('replaces the previous value', async () => {
    const file = path.join(dir, 'settings.json');
    await saveSettings(file, { serverUrl: 'http://one:1' });
    await saveSettings(file, { serverUrl: 'http://two:2' });
    expect((await loadSettings(file)).settings).toEqual({ serverUrl: 'http://two:2' });
  });

  it.each([
    ['{ not json', /not valid JSON/],
    ['[1,2]', /does not hold an object/],
    ['null', /does not hold an object/],
    ['{"serverUrl": 5000}', /serverUrl .* is not a string/],
  ])('ignores a broken file (%s) with a warning', async (content, warning) => {
    const file = path.join(dir, 'settings.json');
    await writeFile(file, content);
    const loaded = await loadSettings(file);
    expect(loaded.settings).toEqual({});
    expect(loaded.warning).toMatch(warning);
  });

  it('ignores unknown keys', async () => {
    const file = path.join(dir, 'settings.json');
    await writeFile(file, JSON.stringify({ serverUrl: 'http://a:1', theme: 'dark' }));
    expect(await loadSettings(file)).toEqual({ settings: { serverUrl: 'http://a:1' }, warning: null });
  });

  it('throws a read failure other than a missing file', async () => {
    const folder = path.join(dir, 'a-folder');
    await mkdir(folder);
    await expect(loadSettings(folder)).rejects.toThrow(/EISDIR/);
  });
});

/**
 * The electron-builder configuration (electron-builder.yml) is not run here (it needs the Electron binary and the
 * platforms' tools); these checks keep it consistent with the build: the same entry, only dist/ shipped, one
 * target set for each of Linux, Windows and macOS.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const yml = readFileSync(path.join(dir, 'electron-builder.yml'), 'utf8');
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { main: string; scripts: Record<string, string> };

/** The value of a top-level `key:` or of `section:\n  key:` in this simple YAML file. */
function value(key: string, section?: string): string | undefined {
  const text = section ? (yml.split(new RegExp(`^${section}:\\s*$`, 'm'))[1] ?? '').split(/^\S/m)[0]! : yml;
  const match = new RegExp(`^${section ? '\\s+' : ''}${key}:\\s*(.+)$`, 'm').exec(text);
  return match?.[1]?.trim();
}

describe('packaging (electron-builder.yml)', () => {
  it('starts the app from the same file as package.json and the build', () => {
    expect(value('main', 'extraMetadata')).toBe(pkg.main);
    expect(pkg.main).toBe('dist/main/main.cjs');
  });

  it('ships the built dist/ folder only, without source maps, in an asar archive', () => {
    expect(yml).toMatch(/^files:\n\s+- dist\/\*\*\/\*\n\s+- package\.json\n\s+- "!dist\/\*\*\/\*\.map"$/m);
    expect(value('asar')).toBe('true');
  });

  it('has installers for Linux, Windows and macOS', () => {
    expect(value('target', 'linux')).toBe('[AppImage, deb]');
    expect(value('target', 'win')).toBe('[nsis]');
    expect(value('target', 'mac')).toBe('[dmg, zip]');
    expect(value('appId')).toMatch(/^[a-z]+(\.[a-z]+)+$/);
    expect(value('productName')).toBe('Larder Console');
  });

  it('never publishes by itself, and the scripts build before packaging', () => {
    expect(value('publish')).toBe('null');
    for (const name of ['package:linux', 'package:win', 'package:mac']) expect(pkg.scripts[name], name).toMatch(/^node build\.mjs && electron-builder --(linux|win|mac)$/);
  });
});

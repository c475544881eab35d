/**
 * The Electron rules of CONVENTIONS.md, enforced rather than documented:
 * pure modules of main do not import electron, the renderer sees neither Node
 * nor Electron (not even their types), channel names live only in
 * ipc-contract.ts, the preload exposes one API, nothing re-enables Node or
 * the remote module, and the page carries a strict CSP.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { IPC } from '../src/shared/ipc-contract';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(packageDir, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|html|css)$/.test(entry.name) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(srcDir, file).split(path.sep).join('/');
const read = (file: string) => readFileSync(file, 'utf8');
const importsOf = (text: string) =>
  [...text.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  );

const all = sourceFiles(srcDir);
const ts = all.filter((f) => f.endsWith('.ts'));

describe('module boundaries', () => {
  it('only src/main/main.ts and src/preload/preload.ts import electron', () => {
    const importers = ts.filter((f) => importsOf(read(f)).includes('electron')).map(rel).sort();
    expect(importers).toEqual(['main/main.ts', 'preload/preload.ts']);
  });

  it('the renderer imports only its own files and the shared contract', () => {
    for (const file of ts.filter((f) => rel(f).startsWith('renderer/'))) {
      for (const specifier of importsOf(read(file))) {
        expect(specifier, `${rel(file)} imports ${specifier}`).toMatch(/^(\.\/|\.\.\/shared\/)/);
      }
    }
  });

  it('the shared contract imports nothing', () => {
    for (const file of ts.filter((f) => rel(f).startsWith('shared/'))) expect(importsOf(read(file))).toEqual([]);
  });

  it('channel names are written only in ipc-contract.ts', () => {
    for (const file of ts.filter((f) => rel(f) !== 'shared/ipc-contract.ts')) {
      for (const channel of Object.values(IPC)) expect(read(file), rel(file)).not.toContain(channel);
    }
  });
});

describe('security settings in the sources', () => {
  it('nothing turns Node, the remote module or web security back on', () => {
    const forbidden = [
      /@electron\/remote/,
      /enableRemoteModule/,
      /nodeIntegration\s*:\s*true/,
      /contextIsolation\s*:\s*false/,
      /sandbox\s*:\s*false/,
      /webSecurity\s*:\s*false/,
      /allowRunningInsecureContent\s*:\s*true/,
      /webviewTag\s*:\s*true/,
      /\bshell\.openPath\b/,
    ];
    for (const file of ts.filter((f) => !f.endsWith('.test.ts'))) {
      for (const pattern of forbidden) expect(read(file), `${rel(file)} matches ${pattern}`).not.toMatch(pattern);
    }
  });

  it('the preload exposes exactly one API, typed with satisfies LarderBridge', () => {
    const preload = read(path.join(srcDir, 'preload', 'preload.ts'));
    expect(preload.match(/exposeInMainWorld\(/g)).toHaveLength(1);
    expect(preload).toMatch(/\}\s*satisfies\s+LarderBridge\s*;/);
    expect(preload).not.toMatch(/exposeInMainWorld\([^)]*ipcRenderer\s*\)/);
  });

  it('main opens links externally only through the navigation rule, and blocks webviews', () => {
    const main = read(path.join(srcDir, 'main', 'main.ts'));
    expect(main).toContain("contents.on('will-navigate'");
    expect(main).toContain('setWindowOpenHandler');
    expect(main).toContain("contents.on('will-attach-webview'");
    expect(main).toContain('app.enableSandbox()');
    expect(main.match(/shell\.openExternal\(/g)).toHaveLength(1);
  });

  it('the renderer page has a strict Content-Security-Policy and no inline script or style', () => {
    const html = read(path.join(srcDir, 'renderer', 'index.html'));
    const csp = html.match(/http-equiv="Content-Security-Policy"\s+content="([^"]+)"/)?.[1] ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\sstyle=|<style|\son[a-z]+=/i);
  });
});

describe('the renderer tsconfig hides Node', () => {
  const tsc = path.join(packageDir, 'node_modules', 'typescript', 'bin', 'tsc');
  const run = promisify(execFile);

  async function compile(tsconfig: string, code: string): Promise<{ ok: boolean; output: string }> {
    const dir = await mkdtemp(path.join(packageDir, '.tsc-check-'));
    try {
      await writeFile(path.join(dir, 'probe.ts'), code);
      await writeFile(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({ extends: path.join(srcDir, tsconfig), include: ['probe.ts'] }),
      );
      try {
        await run(process.execPath, [tsc, '-p', path.join(dir, 'tsconfig.json')]);
        return { ok: true, output: '' };
      } catch (error) {
        return { ok: false, output: String((error as { stdout?: string }).stdout ?? error) };
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  const probe = "export const mode: string | undefined = process.env['NODE_ENV'];\n";

  // Skipped only where TypeScript's compiler is not installed (the workspace install always provides it).
  it.skipIf(!existsSync(tsc))('renderer code using process does not compile', async () => {
    const renderer = await compile('renderer/tsconfig.json', probe);
    expect(renderer.ok).toBe(false);
    expect(renderer.output).toContain("Cannot find name 'process'");
    // The same code compiles for main, so the failure above is about the missing Node types.
    expect(await compile('main/tsconfig.json', probe)).toEqual({ ok: true, output: '' });
  });
});

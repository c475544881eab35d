import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app shares the contract (@larder/contract: zod schemas and types) with the server and nothing else
 * of it: no dependency on, and no import of, the server's packages (Koa, the routes, the database, payments,
 * the CLI). As the domain's framework test does for the domain, this fails the build when that slips.
 */
const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_PACKAGES = ['@larder/adapters-http', '@larder/adapters-db', '@larder/adapters-payments', '@larder/cli', 'koa', '@koa/router', 'knex', 'pino', 'pg', 'objection', 'inversify'];

const specifiers = (source: string): string[] =>
  [...source.matchAll(/\b(?:from|import)\s*\(?\s*(['"`])([^'"`]+)\1/g)].map((m) => m[2]!);
const offending = (specifier: string) => SERVER_PACKAGES.some((p) => specifier === p || specifier.startsWith(`${p}/`));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('dist')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
}

describe('the web app does not depend on the server', () => {
  it('the detector flags a server import and lets the contract through', () => {
    expect(specifiers("import { createApp } from '@larder/adapters-http/app';").filter(offending)).toEqual(['@larder/adapters-http/app']);
    expect(specifiers("const m = await import('koa')").filter(offending)).toEqual(['koa']);
    expect(specifiers("import { ZUser } from '@larder/contract/accounts';").filter(offending)).toEqual([]);
  });

  it('package.json names no server package', () => {
    const pkg = JSON.parse(readFileSync(join(WEB, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const named = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((k) => Object.keys(pkg[k] ?? {}));
    expect(named.filter(offending)).toEqual([]);
    expect(named).toContain('@larder/contract');
  });

  it('no source, test or end-to-end file imports one', () => {
    const self = fileURLToPath(import.meta.url); // its own examples above are strings, not imports
    const files = ['src', 'test', 'e2e', 'pwa', 'scripts'].flatMap((d) => sourceFiles(join(WEB, d))).filter((f) => f !== self);
    expect(files.length).toBeGreaterThan(100);
    const offences = files.flatMap((file) => specifiers(readFileSync(file, 'utf8')).filter(offending).map((s) => `${relative(WEB, file)} imports '${s}'`));
    expect(offences).toEqual([]);
  });
});

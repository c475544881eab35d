import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A test beside each use case (README, "How it is built"): every folder of the domain holding a `*.use-case.ts` also
 * holds a `*.test.ts` that drives it (on the in-memory fakes of src/testing). Tests elsewhere do not count: a reader
 * of a use case finds its test next to it.
 */
const SRC = dirname(fileURLToPath(import.meta.url));

/** Folders (relative to src) that have a use case but no test yet, each to be tested and then struck off. */
const STILL_WITHOUT_TEST: ReadonlySet<string> = new Set([]);

/** A folder's files and sub-folders, as the walk reads them. */
export interface Folder {
  readonly path: string;
  readonly files: readonly string[];
  readonly folders: readonly Folder[];
}

export function readFolder(path: string): Folder {
  const entries = readdirSync(path, { withFileTypes: true });
  return {
    path,
    files: entries.filter((e) => e.isFile()).map((e) => e.name),
    folders: entries.filter((e) => e.isDirectory() && e.name !== 'node_modules').map((e) => readFolder(join(path, e.name))),
  };
}

/** Every folder, at any depth, holding a use case; and those of them holding no test. */
export function useCaseFolders(root: Folder): { all: string[]; untested: string[] } {
  const all: string[] = [];
  const untested: string[] = [];
  const walk = (folder: Folder) => {
    if (folder.files.some((f) => f.endsWith('.use-case.ts'))) {
      const path = relative(root.path, folder.path).split('\\').join('/');
      all.push(path);
      if (!folder.files.some((f) => f.endsWith('.test.ts'))) untested.push(path);
    }
    folder.folders.forEach(walk);
  };
  walk(root);
  return { all: all.sort(), untested: untested.sort() };
}

describe('the use-case test check itself', () => {
  const tree: Folder = {
    path: '/src',
    files: ['index.ts'],
    folders: [
      { path: '/src/billing', files: ['ports.ts'], folders: [
        { path: '/src/billing/charge-now', files: ['charge-now.use-case.ts', 'charge-now.use-case.test.ts'], folders: [] },
        { path: '/src/billing/refund', files: ['refund.use-case.ts', 'refund-rules.ts'], folders: [] },
      ] },
      { path: '/src/catalogue', files: [], folders: [
        { path: '/src/catalogue/own-recipes', files: ['own-recipe.ts'], folders: [
          { path: '/src/catalogue/own-recipes/photo', files: ['photo.use-case.ts', 'photo.test.ts'], folders: [] },
          { path: '/src/catalogue/own-recipes/parse', files: ['parse.use-case.ts', 'parse.use-case.spec.md'], folders: [] },
        ] },
      ] },
    ],
  };

  it('finds use cases at any depth and names those without a *.test.ts beside them', () => {
    expect(useCaseFolders(tree)).toEqual({
      all: ['billing/charge-now', 'billing/refund', 'catalogue/own-recipes/parse', 'catalogue/own-recipes/photo'],
      untested: ['billing/refund', 'catalogue/own-recipes/parse'],
    });
  });

  it('reads the real tree: the domain has use cases, in the folders the README describes', () => {
    const { all } = useCaseFolders(readFolder(SRC));
    expect(all.length).toBeGreaterThan(90);
    expect(all).toContain('billing/charge-now');
    expect(all).toContain('catalogue/own-recipes/parse-lines');
  });
});

describe('a test beside each use case', () => {
  const { all, untested } = useCaseFolders(readFolder(SRC));

  it('every folder holding a use case holds its test', () => {
    const missing = untested.filter((folder) => !STILL_WITHOUT_TEST.has(folder));
    expect(missing, 'write a *.test.ts beside the use case (on the fakes of src/testing)').toEqual([]);
  });

  it('lists no folder as still without a test once it has one, or once it is gone (strike it off)', () => {
    const stillUntested = new Set(untested);
    expect([...STILL_WITHOUT_TEST].filter((folder) => !stillUntested.has(folder) || !all.includes(folder))).toEqual([]);
  });
});

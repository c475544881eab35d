import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { relativeToRoot, sourceFiles } from './support/source-graph';

/**
 * No source file over 400 lines without a reason (CONVENTIONS.md: a file does one job). A file may be longer when a
 * comment in its first ten lines says why, starting `long-file:` (e.g. `// long-file: generated from ...`).
 */
export const MAX_LINES = 400;

/** Files other engineers are reshaping now; each is split (or given its reason) when that work lands. */
const BEING_RESHAPED: ReadonlyMap<string, string> = new Map();

export function hasReason(source: string): boolean {
  return source
    .split('\n')
    .slice(0, 10)
    .some((line) => /^\s*(\/\/|\/?\*+)\s*long-file:\s*\S/.test(line));
}

const lineCount = (source: string): number => source.split('\n').length - (source.endsWith('\n') ? 1 : 0);

describe('the long-file check itself', () => {
  it('accepts a reason in a comment near the top, not further down or without words', () => {
    expect(hasReason('// long-file: generated from the catalogue build\nexport const A = 1;')).toBe(true);
    expect(hasReason('/**\n * long-file: one table of data\n */')).toBe(true);
    expect(hasReason('// long-file:\nexport const A = 1;')).toBe(false);
    expect(hasReason(`${'\n'.repeat(12)}// long-file: too far down`)).toBe(false);
    expect(hasReason("const s = 'long-file: in a string';")).toBe(false);
  });

  it('counts lines as an editor does', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });
});

describe(`no source file over ${MAX_LINES} lines without a reason`, () => {
  const long = sourceFiles()
    .map((file) => ({ file: relativeToRoot(file), source: readFileSync(file, 'utf8') }))
    .filter(({ source }) => lineCount(source) > MAX_LINES);

  it('every long file says why at its top', () => {
    const unexplained = long.filter(({ file, source }) => !hasReason(source) && !BEING_RESHAPED.has(file)).map(({ file, source }) => `${file} (${lineCount(source)} lines)`);
    expect(unexplained, 'split these along their jobs, or add a `// long-file: why` comment at the top').toEqual([]);
  });

  it('lists no file being reshaped that is already short or explained (delete its entry)', () => {
    const stillLong = new Set(long.filter(({ source }) => !hasReason(source)).map(({ file }) => file));
    expect([...BEING_RESHAPED.keys()].filter((file) => !stillLong.has(file))).toEqual([]);
  });
});

import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The packages' source files and the imports between them, read from the text (static imports, re-exports,
 * type imports, side-effect imports and import()), for the checks on the shape of the code: no import circle,
 * no long file without a reason.
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const PACKAGES = path.join(ROOT, 'packages');
const SOURCE = /\.(ts|tsx|mts|cts)$/;

/** Every source file (.ts, .tsx) under packages/<name>/src, as absolute paths. */
export function sourceFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return walk(file);
      return SOURCE.test(name) && !name.endsWith('.d.ts') ? [file] : [];
    });
  return readdirSync(PACKAGES)
    .map((name) => path.join(PACKAGES, name, 'src'))
    .filter((dir) => existsSync(dir))
    .flatMap(walk)
    .sort();
}

/** The module specifiers a source text names. Comments are dropped first, so an example in a comment is no import. */
export function moduleSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*(['"])([^'"]+)\1/g,
    /(?:^|;|\n)\s*import\s*(['"])([^'"]+)\1/g,
    /\bimport\s*\(\s*(['"`])([^'"`]+)\1\s*\)/g,
  ];
  const found = new Set<string>();
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.add(match[2]!);
  return [...found];
}

const candidates = (base: string): string[] => {
  const stem = base.replace(/\.(js|mjs|cjs|jsx)$/, '');
  return [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, path.join(stem, 'index.ts'), path.join(stem, 'index.tsx')];
};

/** The source file a specifier names from `from`, or null for a library, a built-in or a non-source file. */
export function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('@larder/')) {
    const [, pkg, ...rest] = specifier.split('/');
    base = path.join(PACKAGES, pkg!, 'src', ...rest);
  } else return null;
  for (const file of candidates(base)) if (SOURCE.test(file) && existsSync(file) && statSync(file).isFile()) return file;
  return null;
}

/** The import graph: each source file and the source files it imports. */
export function importGraph(files = sourceFiles()): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = moduleSpecifiers(readFileSync(file, 'utf8'))
      .map((s) => resolveImport(file, s))
      .filter((t): t is string => t !== null && t !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import circles: each strongly connected group of two or more files (Tarjan), as one circle through it. */
export function importCircles(graph: Map<string, readonly string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return groups.map((group) => circleThrough(graph, new Set(group)));
}

/** One circle inside a strongly connected group, found by walking from its first file back to it. */
function circleThrough(graph: Map<string, readonly string[]>, group: Set<string>): string[] {
  const start = [...group].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!group.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [...group];
}

export const relativeToRoot = (file: string): string => path.relative(ROOT, file);

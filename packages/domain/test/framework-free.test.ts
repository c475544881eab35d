import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The domain imports no framework or adapter library (CONVENTIONS.md, "The domain stays free").
 * This walks every .ts file under packages/domain/src and reads every module it names.
 */
const FORBIDDEN: readonly string[] = [
  'koa',
  '@koa/*',
  'knex',
  'objection',
  'pg',
  '@electric-sql/*',
  'react',
  'react-dom',
  'stripe',
  'electron',
  'inversify',
  'reflect-metadata',
  'pino',
  'zod',
  'commander',
  'nodemailer',
  'argon2',
];

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

/** Every module specifier a source text names: static imports and re-exports, side-effect imports, require() and import(). */
function moduleSpecifiers(source: string): string[] {
  const patterns = [
    // import x from 'm'; import { a } from "m"; import type X from 'm'; export * from 'm'; export { a } from 'm'
    /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*(['"`])([^'"`]+)\1/g,
    // import 'm';
    /\bimport\s*(['"`])([^'"`]+)\1/g,
    // import('m'), await import("m")
    /\bimport\s*\(\s*(['"`])([^'"`]+)\1\s*\)/g,
    // require('m'), import x = require('m')
    /\brequire\s*\(\s*(['"`])([^'"`]+)\1\s*\)/g,
  ];
  const found = new Set<string>();
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.add(match[2]!);
  return [...found];
}

/** The package a specifier names ('@koa/router/x' -> '@koa/router', 'pg/lib' -> 'pg'); null for relative paths and node: built-ins. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function isForbidden(specifier: string): boolean {
  const pkg = packageOf(specifier);
  if (!pkg) return false;
  return FORBIDDEN.some((rule) => (rule.endsWith('/*') ? pkg.startsWith(rule.slice(0, -1)) : pkg === rule));
}

/** The forbidden modules a source text names. */
function forbiddenImports(source: string): string[] {
  return moduleSpecifiers(source).filter(isForbidden);
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

describe('the detector itself', () => {
  it.each([
    ["import Koa from 'koa'", 'koa'],
    ['await import("pino")', 'pino'],
    ["import Router from '@koa/router';", '@koa/router'],
    ["import { PGlite } from '@electric-sql/pglite'", '@electric-sql/pglite'],
    ["import type { Knex } from 'knex'", 'knex'],
    ["import { Model } from 'objection'", 'objection'],
    ["import pg from 'pg'", 'pg'],
    ["import { Client } from 'pg/lib/client'", 'pg/lib/client'],
    ["import * as React from 'react'", 'react'],
    ["import { createRoot } from 'react-dom/client'", 'react-dom/client'],
    ["import Stripe from 'stripe'", 'stripe'],
    ["import { app } from 'electron'", 'electron'],
    ["import { injectable } from 'inversify'", 'inversify'],
    ["import 'reflect-metadata';", 'reflect-metadata'],
    ["import { z } from 'zod'", 'zod'],
    ["import { Command } from 'commander'", 'commander'],
    ["const nodemailer = require('nodemailer')", 'nodemailer'],
    ["import argon2 = require('argon2')", 'argon2'],
    ["export { z } from 'zod'", 'zod'],
    ["export * from 'stripe'", 'stripe'],
    ["import {\n  a,\n  b,\n} from 'knex';", 'knex'],
    ['const m = await import(`pino`)', 'pino'],
  ])('flags %j', (source, specifier) => {
    expect(forbiddenImports(source)).toEqual([specifier]);
  });

  it.each([
    "import { randomUUID } from 'node:crypto'",
    "import { ok } from '../shared/result'",
    "import { describe } from 'vitest'",
    "import fc from 'fast-check'",
    "import x from 'pg-format-like-name'", // not pg itself
    "import x from 'reactive-thing'",
    "import x from '@koa-like/thing'",
    '// a comment about Koa, pino and zod, with no import',
  ])('lets %j through', (source) => {
    expect(forbiddenImports(source)).toEqual([]);
  });
});

describe('packages/domain/src is framework-free', () => {
  const files = tsFiles(SRC);

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.some((f) => f.endsWith(join('shared', 'money.ts')))).toBe(true);
    // the walker reads real imports: the domain does import node:crypto and relative files
    const tokens = readFileSync(join(SRC, 'shared', 'tokens.ts'), 'utf8');
    expect(moduleSpecifiers(tokens)).toContain('node:crypto');
  });

  it('no file imports a framework or adapter library', () => {
    const offences = files.flatMap((file) =>
      forbiddenImports(readFileSync(file, 'utf8')).map((specifier) => `${relative(SRC, file)} imports '${specifier}'`),
    );
    expect(offences, `forbidden imports in the domain:\n${offences.join('\n')}`).toEqual([]);
  });
});

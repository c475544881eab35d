import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedLinkSecret } from '../src/infrastructure/link-secret';

describe("the embedded database's link key", () => {
  const dirs: string[] = [];
  const dir = () => {
    const d = mkdtempSync(path.join(os.tmpdir(), 'larder-link-'));
    dirs.push(d);
    return d;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('is made once, private to the account (0600), and the same on every start', () => {
    const data = path.join(dir(), 'data');
    const first = embeddedLinkSecret(data);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(path.join(data, 'link-secret')).mode & 0o777).toBe(0o600);
    expect(embeddedLinkSecret(data)).toBe(first);
  });

  it('a key file too short to be a key is replaced by a new key', () => {
    const data = dir();
    writeFileSync(path.join(data, 'link-secret'), 'short\n', { mode: 0o600 });
    const made = embeddedLinkSecret(data);
    expect(made).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(path.join(data, 'link-secret'), 'utf8').trim()).toBe(made);
  });
});

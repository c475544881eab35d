import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's own link key: `DATA_DIR/link-secret` (0600), made on first start. It lives beside the
 * database it serves (whoever has one has the other), so the household's calendar link can be shown again. Servers
 * on PostgreSQL share LINK_SECRET instead; without it their links are shown once, when made.
 */
export function embeddedLinkSecret(dataDir: string): string {
  const file = path.join(dataDir, 'link-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const made = randomBytes(32).toString('base64url');
  writeFileSync(file, `${made}\n`, { mode: 0o600 });
  return made;
}

import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';

/**
 * A backup file's bytes: JSON lines in clear, or (with a key) sealed with AES-256-GCM. The sealed file is
 * MAGIC, an 8-byte key id (so a wrong key is named at once), a 12-byte IV, the ciphertext, and the 16-byte tag;
 * the key is the SHA-256 of BACKUP_KEY. A changed byte anywhere fails the tag, and restore (one transaction) keeps
 * nothing of it.
 */
const MAGIC = Buffer.from('LARDER-BACKUP-AES256GCM\n', 'latin1');
const KEY_ID = 8;
const IV = 12;
const TAG = 16;

export class BackupKeyError extends Error {}

const keyOf = (keyText: string) => createHash('sha256').update(keyText, 'utf8').digest();
const keyId = (key: Buffer) => createHmac('sha256', key).update('larder-backup-key-id').digest().subarray(0, KEY_ID);

export interface BackupWriter {
  write(line: string): Promise<void>;
  end(): Promise<void>;
  destroy(): void;
}

/** A new file (mode 0600, never over an existing one), sealed when `keyText` is given. */
export function openBackupWriter(file: string, keyText: string | null): BackupWriter {
  const out = createWriteStream(file, { mode: 0o600, flags: 'wx' });
  const put = (bytes: Buffer | string) => new Promise<void>((resolve, reject) => (out.write(bytes) ? resolve() : out.once('drain', resolve).once('error', reject)));
  const close = () => new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  if (!keyText) return { write: (line) => put(`${line}\n`), end: close, destroy: () => out.destroy() };
  const key = keyOf(keyText);
  const iv = randomBytes(IV);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  let started = false;
  const head = async () => {
    if (!started) await put(Buffer.concat([MAGIC, keyId(key), iv]));
    started = true;
  };
  return {
    async write(line) {
      await head();
      await put(cipher.update(`${line}\n`, 'utf8'));
    },
    async end() {
      await head();
      await put(cipher.final());
      await put(cipher.getAuthTag());
      await close();
    },
    destroy: () => out.destroy(),
  };
}

/** Whether the file is a sealed backup (from its first bytes). */
export async function isSealedBackup(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const first = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await handle.read(first, 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && first.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

/**
 * The file's lines, opened with `keyText` when it is sealed (refused without it, or with another key). A sealed
 * file's tag is checked when the last line has been read: a changed file throws there.
 */
export async function* readBackupLines(file: string, keyText: string | null): AsyncGenerator<string> {
  let source: AsyncIterable<Buffer | string>;
  if (await isSealedBackup(file)) {
    if (!keyText) throw new BackupKeyError(`${file} is encrypted: set BACKUP_KEY to the key it was made with.`);
    const { size } = await stat(file);
    if (size < MAGIC.length + KEY_ID + IV + TAG) throw new BackupKeyError(`${file} is cut short: it is not a whole encrypted backup.`);
    const handle = await open(file, 'r');
    const headBytes = Buffer.alloc(KEY_ID + IV);
    const tag = Buffer.alloc(TAG);
    try {
      await handle.read(headBytes, 0, KEY_ID + IV, MAGIC.length);
      await handle.read(tag, 0, TAG, size - TAG);
    } finally {
      await handle.close();
    }
    const key = keyOf(keyText);
    if (!timingSafeEqual(headBytes.subarray(0, KEY_ID), keyId(key))) throw new BackupKeyError(`${file} was encrypted with another key: BACKUP_KEY is not the key it was made with.`);
    const decipher = createDecipheriv('aes-256-gcm', key, headBytes.subarray(KEY_ID));
    decipher.setAuthTag(tag);
    const body = createReadStream(file, { start: MAGIC.length + KEY_ID + IV, end: size - TAG - 1 });
    source = (async function* () {
      for await (const chunk of body) yield decipher.update(chunk as Buffer);
      try {
        yield decipher.final();
      } catch {
        throw new BackupKeyError(`${file} has been changed or damaged since it was written (its authentication tag does not match): nothing was restored.`);
      }
    })();
  } else {
    source = createReadStream(file);
  }
  const decoder = new StringDecoder('utf8');
  let pending = '';
  for await (const chunk of source) {
    pending += typeof chunk === 'string' ? chunk : decoder.write(chunk);
    let from = 0;
    for (let at = pending.indexOf('\n'); at >= 0; at = pending.indexOf('\n', from)) {
      yield pending.slice(from, at).replace(/\r$/, '');
      from = at + 1;
    }
    pending = pending.slice(from);
  }
  pending += decoder.end();
  if (pending) yield pending;
}

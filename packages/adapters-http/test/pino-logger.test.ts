import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FLUSH_EVERY_MS, LOG_BUFFER_BYTES, REDACTED, bufferedDestination, createPinoLogger, logContext, scrub, scrubText } from '../src/logging/pino-logger';

const capture = () => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: createPinoLogger({ level: 'debug', destination }) };
};

describe('logging', () => {
  it('never writes passwords, tokens, cookies, card numbers, CVVs, account numbers or sort codes', () => {
    const { lines, logger } = capture();
    const child = logger.child({ reqId: 'r-1' });
    child.info(
      {
        body: {
          email: 'jo@example.com',
          password: 'hunter22',
          confirmPassword: 'hunter22',
          formData: { card: { number: '4242 4242 4242 4242', cvc: '123', cvv: '999' } },
          bank: { accountNumber: '31926819', sortCode: '60-16-13', iban: 'GB29NWBK60161331926819' },
        },
        headers: { cookie: 'larder_session=abc', authorization: 'Bearer sk_live_123' },
        note: 'customer typed 4000 0566 5566 5556 into the chat',
        url: '/api/auth/magic-login?token=SECRET_TOKEN_VALUE&x=1',
        stripeSecretKey: 'sk_test_abc',
        pasted: 'curl -H "Authorization: Bearer lrd_Q2hpY2tlbiBhbmQgbGVla3MgcGllIGZvciB0ZWE" /api/user',
      },
      'request',
    );
    // pino's own timestamp is left out: a time such as 1795807999871 holds "999", the CVV of this test.
    const out = lines.map((line) => JSON.stringify({ ...JSON.parse(line), time: undefined })).join('');
    for (const secret of ['hunter22', '4242 4242 4242 4242', '4000 0566 5566 5556', '"123"', '999', '31926819', '60-16-13', 'GB29NWBK', 'larder_session=abc', 'sk_live_123', 'SECRET_TOKEN_VALUE', 'sk_test_abc', 'Q2hpY2tlbiBhbmQgbGVla3MgcGllIGZvciB0ZWE']) {
      expect(out, secret).not.toContain(secret);
    }
    expect(out).toContain('jo@example.com');
    expect(out).toContain('"reqId":"r-1"');
    expect(out).toContain(REDACTED);
    expect(JSON.parse(lines[0]!).url).toBe(`/api/auth/magic-login?token=${REDACTED}&x=1`);
  });

  it('puts the request id on every line logged while serving a request, by any logger', async () => {
    const { lines, logger } = capture();
    await logContext.run({ reqId: 'req-42' }, async () => {
      logger.info({ userId: 'u1' }, 'account created');
      await Promise.resolve();
      logger.child({ part: 'billing' }).warn({}, 'later');
    });
    logger.info({}, 'outside');
    expect(lines.map((l) => JSON.parse(l).reqId)).toEqual(['req-42', 'req-42', undefined]);
  });

  it('skips the replacements only for text none of them could change (20,000 random texts from secret-like pieces)', () => {
    const pieces = ['4', '2', '0', '9', ' ', '-', 'a', '/', '?', '&', '=', 'token', 'key', 'Secret', 'PASSWORD', '/api/leads/', 'submit-to-', '/api/calendar/', '/household/join/', '/api/household/invitations/', 'lrd_', 'Q2hpY2tlbiBhbmQgbGVla3M', 'x'];
    let seed = 20_261_127;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    let changed = 0;
    for (let i = 0; i < 20_000; i += 1) {
      let text = '';
      for (let n = Math.floor(next() * 40); n > 0; n -= 1) text += pieces[Math.floor(next() * pieces.length)];
      expect(scrub(text), text).toBe(scrubText(text));
      if (scrubText(text) !== text) changed += 1;
    }
    expect(changed).toBeGreaterThan(1000); // the texts did reach every kind of secret, not only harmless ones
    for (const text of ['4242 4242 4242 4242', '/api/leads/abc/track', 'a?token=x', 'lrd_Q2hpY2tlbiBhbmQgbGVla3MgcGll', '/api/calendar/Q2hpY2tlbiBhbmQgbGVla3MgcGll.ics']) expect(scrub(text)).not.toBe(text);
  });

  it('scrubs errors and nested arrays and stops at a depth', () => {
    const scrubbed = scrub({ err: new Error('card 4242424242424242 failed'), list: [{ token: 't' }] }) as Record<string, any>;
    expect(scrubbed.err.message).toBe(`card ${REDACTED} failed`);
    expect(scrubbed.list[0].token).toBe(REDACTED);
    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let i = 0; i < 20; i += 1) deep = (deep.next = {}) as Record<string, unknown>;
    expect(JSON.stringify(scrub(root))).toContain('[Truncated]');
  });

  it('buffers lines and writes them within a second, and at once when the buffer fills', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'larder-log-')), 'out.log');
    const logger = createPinoLogger({ level: 'info', destination: bufferedDestination(file) });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the file opens
    logger.info({ reqId: 'r1' }, 'request');
    expect(readFileSync(file, 'utf8')).toBe(''); // held, not a write per line
    await new Promise((resolve) => setTimeout(resolve, FLUSH_EVERY_MS + 300));
    expect(readFileSync(file, 'utf8')).toContain('"reqId":"r1"');
    for (let i = 0; i < Math.ceil(LOG_BUFFER_BYTES / 40) + 5; i += 1) logger.info({ i }, 'a line of about forty bytes');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readFileSync(file, 'utf8').split('\n').length).toBeGreaterThan(50);
  });
});

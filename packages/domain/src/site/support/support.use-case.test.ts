import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../testing/fixed-clock';
import { InMemoryRateLimiter, RecordingMailer } from '../../testing/in-memory-support';
import { InMemorySupportMessageRepository } from '../../testing/in-memory-site';
import { SUPPORT_IP_LIMIT, SendSupportMessage } from './support.use-case';

function setUp() {
  const clock = new FixedClock('2026-11-27T10:00:00Z');
  const messages = new InMemorySupportMessageRepository();
  const mailer = new RecordingMailer();
  const send = new SendSupportMessage(messages, mailer, new InMemoryRateLimiter(clock), clock, 'help@larder.test');
  return { clock, messages, mailer, send };
}
const form = { name: '  Rosa   Diaz ', email: ' Rosa@Example.com ', subject: 'Card  declined', message: 'My card was declined\r\ntwice.', ip: '203.0.113.5' };

describe('the support form', () => {
  it('stores the message, tidied, and emails support with its priority and the reply address', async () => {
    const { send, messages, mailer } = setUp();
    const r = await send.execute({ ...form, priority: 'high', userId: 'u1' });
    expect(r.ok && r.value).toMatchObject({ id: 1, userId: 'u1', name: 'Rosa Diaz', email: 'rosa@example.com', subject: 'Card declined', message: 'My card was declined\ntwice.', priority: 'high' });
    expect(messages.rows).toHaveLength(1);
    const mail = mailer.last('support-message')!;
    expect(mail.to).toBe('help@larder.test');
    expect(mail.subject).toBe('[HIGH] Card declined (#1)');
    expect(mail.text).toContain('From: Rosa Diaz <rosa@example.com> (signed-in account u1)');
    expect(mail.text).toContain('Priority: high (Billing or cancellation)');
  });

  it('without a priority or subject: a normal "Support request"', async () => {
    const { send, mailer } = setUp();
    const r = await send.execute({ ...form, subject: '', userId: null });
    expect(r.ok && r.value.priority).toBe('normal');
    expect(mailer.last()!.subject).toBe('[NORMAL] Support request (#1)');
  });

  it('refuses a missing or overlong field, a bad email and an unknown priority, storing and sending nothing', async () => {
    const { send, messages, mailer } = setUp();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: ' ' }, 'name'],
      [{ email: '' }, 'email'],
      [{ message: '\n' }, 'message'],
      [{ name: 'n'.repeat(101) }, 'name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ subject: 's'.repeat(151) }, 'subject'],
      [{ message: 'm'.repeat(5001) }, 'message'],
      [{ priority: 'whenever' }, 'priority'],
    ];
    for (const [over, field] of cases) {
      const r = await send.execute({ ...form, ...over, userId: null });
      expect(!r.ok && r.error, field).toMatchObject({ code: 'VALIDATION', field });
    }
    expect(messages.rows).toEqual([]);
    expect(mailer.sent).toEqual([]);
  });

  it('limits each address to its messages an hour (RATE_LIMITED), then lets it through again', async () => {
    const { send, clock, messages } = setUp();
    for (let i = 0; i < SUPPORT_IP_LIMIT.points; i += 1) expect((await send.execute({ ...form, userId: null })).ok).toBe(true);
    const limited = await send.execute({ ...form, userId: null });
    expect(!limited.ok && limited.error).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect((await send.execute({ ...form, ip: '198.51.100.1', userId: null })).ok).toBe(true);
    clock.advanceMinutes(61);
    expect((await send.execute({ ...form, userId: null })).ok).toBe(true);
    expect(messages.rows).toHaveLength(SUPPORT_IP_LIMIT.points + 2);
  });
});

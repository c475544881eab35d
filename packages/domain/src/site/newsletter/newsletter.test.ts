import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../testing/fixed-clock';
import { InMemoryNewsletterRepository } from '../../testing/in-memory-site';
import { InMemoryRateLimiter, RecordingMailer } from '../../testing/in-memory-support';
import { Newsletter } from './newsletter.use-case';

const setup = () => {
  const clock = new FixedClock('2026-11-18T12:00:00Z');
  const repo = new InMemoryNewsletterRepository();
  const mailer = new RecordingMailer();
  const newsletter = new Newsletter(repo, mailer, new InMemoryRateLimiter(clock), clock);
  const subscribe = (email: unknown, ip = '1.2.3.4') => newsletter.subscribe({ email, ip, origin: 'https://larder.test' });
  const token = () => /token=([\w-]+)/.exec(mailer.last('newsletter-confirm')!.text)![1]!;
  return { clock, repo, mailer, newsletter, subscribe, token };
};

describe('Newsletter', () => {
  it('stores a sign-up and emails a confirmation link; the link confirms it', async () => {
    const { repo, mailer, newsletter, subscribe, token } = setup();
    const result = await subscribe(' Reader@Example.COM ');
    expect(result).toEqual({ ok: true, value: { email: 'reader@example.com', outcome: 'confirmation-sent' } });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.text).toContain('https://larder.test/api/newsletter/confirm?token=');
    expect(mailer.sent[0]!.text).toContain('/api/newsletter/unsubscribe?token=');
    expect(repo.rows.get('reader@example.com')!.confirmedAt).toBeNull();
    expect((await newsletter.confirm(token())).ok).toBe(true);
    expect(repo.rows.get('reader@example.com')!.confirmedAt).not.toBeNull();
  });

  it('a second sign-up is harmless: no second email within the hour, a fresh one after it, none once confirmed', async () => {
    const { clock, mailer, newsletter, subscribe, token } = setup();
    await subscribe('a@example.com');
    expect((await subscribe('a@example.com')).ok && mailer.sent.length).toBe(1);
    clock.advanceMinutes(61);
    const again = await subscribe('a@example.com');
    expect(again.ok && again.value.outcome).toBe('confirmation-sent');
    expect(mailer.sent).toHaveLength(2);
    await newsletter.confirm(token());
    const third = await subscribe('a@example.com');
    expect(third.ok && third.value.outcome).toBe('already-subscribed');
    expect(mailer.sent).toHaveLength(2);
  });

  it('the older link stops working once a new one is sent; unsubscribing sticks until a new sign-up', async () => {
    const { clock, newsletter, subscribe, token, repo } = setup();
    await subscribe('a@example.com');
    const first = token();
    clock.advanceMinutes(61);
    await subscribe('a@example.com');
    expect((await newsletter.confirm(first)).ok).toBe(false);
    const second = token();
    expect((await newsletter.unsubscribe(second)).ok).toBe(true);
    expect(repo.rows.get('a@example.com')!.unsubscribedAt).not.toBeNull();
    expect((await newsletter.unsubscribe('short')).ok).toBe(false);
  });

  it('rejects a missing or malformed address, and limits sign-ups per connection', async () => {
    const { subscribe } = setup();
    for (const bad of [undefined, '', 'no-at-sign', 42]) {
      const r = await subscribe(bad);
      expect(!r.ok && r.error.field).toBe('email');
    }
    for (let i = 0; i < 10; i++) expect((await subscribe(`p${i}@example.com`, '9.9.9.9')).ok).toBe(true);
    const limited = await subscribe('p10@example.com', '9.9.9.9');
    expect(!limited.ok && limited.error.code).toBe('RATE_LIMITED');
  });
});

import { describe, expect, it } from 'vitest';
import { describeRefundPolicy, parseRefundPolicy } from './policy';
import { signHelpdeskBody, verifyHelpdeskSignature } from './helpdesk-webhook/helpdesk-webhook.use-case';

describe('the automation policy and the webhook signature', () => {
  it('reads a refund policy: never, or within 1 to 60 days; anything else is refused', () => {
    expect(parseRefundPolicy('never')).toEqual({ kind: 'never' });
    expect(parseRefundPolicy(' Within-Days:14 ')).toEqual({ kind: 'within_days', days: 14 });
    for (const bad of ['', 'always', 'within-days:0', 'within-days:61', 'within-days:-1', 'within-days:1.5']) expect(parseRefundPolicy(bad), bad).toBeNull();
    expect(describeRefundPolicy({ kind: 'within_days', days: 1 })).toBe('the latest payment, when taken within 1 day');
  });

  it('a signature is sha256= and the hex HMAC of the exact raw body; any changed byte or key fails', () => {
    const body = '{"id":"evt_1","type":"message.created"}';
    const signature = signHelpdeskBody(body, 'secret-0123456789');
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyHelpdeskSignature(body, signature, 'secret-0123456789')).toBe(true);
    expect(verifyHelpdeskSignature(`${body} `, signature, 'secret-0123456789')).toBe(false);
    expect(verifyHelpdeskSignature(body, signature, 'secret-0123456780')).toBe(false);
    expect(verifyHelpdeskSignature(body, signature.toUpperCase(), 'secret-0123456789')).toBe(false);
    expect(verifyHelpdeskSignature(body, undefined, 'secret-0123456789')).toBe(false);
    // While a secret is rotated the sender may send both signatures.
    expect(verifyHelpdeskSignature(body, `${signHelpdeskBody(body, 'old-secret-000000')}, ${signature}`, 'secret-0123456789')).toBe(true);
  });
});

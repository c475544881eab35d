import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('the support integration settings', () => {
  it('default to no webhook secret, acting, and no refunds', () => {
    expect(loadConfig({}, '/').helpdesk).toEqual({ webhookSecret: null, mode: 'act', refundPolicy: 'never' });
  });

  it('read the secret, the mode and a refund policy', () => {
    const config = loadConfig({ HELPDESK_WEBHOOK_SECRET: 'whsec_0123456789abcdef', HELPDESK_AUTOMATION: 'draft', HELPDESK_REFUND_POLICY: 'within-days:14' }, '/');
    expect(config.helpdesk).toEqual({ webhookSecret: 'whsec_0123456789abcdef', mode: 'draft', refundPolicy: 'within-days:14' });
  });

  it('stop start-up naming the variable when a value is wrong', () => {
    expect(() => loadConfig({ HELPDESK_WEBHOOK_SECRET: 'short' }, '/')).toThrow(ConfigError);
    expect(() => loadConfig({ HELPDESK_WEBHOOK_SECRET: 'short' }, '/')).toThrow(/HELPDESK_WEBHOOK_SECRET: must be at least 16 characters/);
    expect(() => loadConfig({ HELPDESK_REFUND_POLICY: 'always' }, '/')).toThrow(/HELPDESK_REFUND_POLICY: must be never or within-days:N/);
    expect(() => loadConfig({ HELPDESK_REFUND_POLICY: 'within-days:90' }, '/')).toThrow(/HELPDESK_REFUND_POLICY/);
    expect(() => loadConfig({ HELPDESK_AUTOMATION: 'maybe' }, '/')).toThrow(/HELPDESK_AUTOMATION/);
  });
});

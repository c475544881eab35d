import { describe, expect, it } from 'vitest';
import { FALLBACK_CSP, withContentSecurityPolicy } from './content-security';

describe('the content security policy of server pages', () => {
  it("adds a strict policy to a server page that came without one", () => {
    const headers = withContentSecurityPolicy({ 'Content-Type': ['text/html'] }, 'https://ops.example/admin', 'https://ops.example');
    expect(headers['Content-Security-Policy']).toEqual([FALLBACK_CSP]);
    expect(FALLBACK_CSP).toContain("script-src 'self'");
    expect(FALLBACK_CSP).not.toContain('unsafe-eval');
    expect(FALLBACK_CSP).toContain("object-src 'none'");
  });

  it("keeps the server's own policy, whatever the header's case", () => {
    const own = { 'content-security-policy': ["default-src 'self'"] };
    expect(withContentSecurityPolicy(own, 'https://ops.example/admin', 'https://ops.example')).toEqual(own);
  });

  it('leaves answers from elsewhere alone, and anything while no server is set', () => {
    expect(withContentSecurityPolicy({}, 'https://elsewhere.example/', 'https://ops.example')).toEqual({});
    expect(withContentSecurityPolicy({}, 'https://ops.example/', null)).toEqual({});
    expect(withContentSecurityPolicy(undefined, 'not a url', 'https://ops.example')).toEqual({});
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminUrl, chooseServerUrl, DEFAULT_SERVER_URL, healthUrl, validateServerUrl } from './server-url';

describe('validateServerUrl', () => {
  it.each([
    ['http://localhost:5000', 'http://localhost:5000', 'http://localhost:5000'],
    ['  http://localhost:5000/  ', 'http://localhost:5000', 'http://localhost:5000'],
    ['HTTPS://Larder.Example.CO.UK', 'https://larder.example.co.uk', 'https://larder.example.co.uk'],
    ['https://larder.example.co.uk:443/', 'https://larder.example.co.uk', 'https://larder.example.co.uk'],
    ['http://127.0.0.1:8080/larder//', 'http://127.0.0.1:8080/larder', 'http://127.0.0.1:8080'],
    ['http://[::1]:5000', 'http://[::1]:5000', 'http://[::1]:5000'],
  ])('accepts %j as %s', (input, url, origin) => {
    expect(validateServerUrl(input)).toEqual({ ok: true, url, origin });
  });

  it.each([
    ['', /Enter the server address/],
    ['   ', /Enter the server address/],
    ['not a url', /"not a url" is not a web address/],
    ['localhost:5000', /must start with http:\/\/ or https:\/\/ \("localhost:" is not allowed\)/],
    ['ftp://files.example.com', /"ftp:" is not allowed/],
    ['file:///etc/passwd', /"file:" is not allowed/],
    ['javascript:alert(1)', /"javascript:" is not allowed/],
    ['http://admin:secret@localhost:5000', /Leave the user name and password out/],
    ['http://localhost:5000/?next=/admin', /must not contain "\?" or "#"/],
    ['http://localhost:5000/#admin', /must not contain "\?" or "#"/],
    ['http://localhost:5000?', /must not contain "\?" or "#"/],
  ])('refuses %j with a message saying why', (input, message) => {
    const result = validateServerUrl(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });

  it.each([undefined, null, 42, {}, ['http://localhost:5000']])('refuses the non-string %j', (input) => {
    expect(validateServerUrl(input)).toEqual({ ok: false, message: expect.stringMatching(/Enter the server address/) });
  });

  it('normalises every accepted address so that /admin and /api/health append cleanly', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: false, withFragments: false }), (raw) => {
        const result = validateServerUrl(raw);
        if (!result.ok) return; // e.g. web addresses with credentials
        expect(result.url.endsWith('/')).toBe(false);
        expect(['http:', 'https:']).toContain(new URL(result.url).protocol);
        expect(new URL(adminUrl(result.url)).origin).toBe(result.origin);
        expect(new URL(healthUrl(result.url)).pathname.endsWith('/api/health')).toBe(true);
        expect(validateServerUrl(result.url)).toEqual(result); // idempotent
      }),
    );
  });

  it('never accepts an address whose scheme is not http or https', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ftp', 'file', 'ws', 'wss', 'data', 'javascript', 'chrome', 'larder', 'mailto'),
        fc.domain(),
        (scheme, host) => {
          expect(validateServerUrl(`${scheme}://${host}/`).ok).toBe(false);
        },
      ),
    );
  });
});

describe('adminUrl and healthUrl', () => {
  it('append the web app admin route and the health endpoint', () => {
    expect(adminUrl('http://localhost:5000')).toBe('http://localhost:5000/admin');
    expect(healthUrl('https://larder.example.co.uk/larder')).toBe('https://larder.example.co.uk/larder/api/health');
  });
});

describe('chooseServerUrl', () => {
  it('prefers LARDER_SERVER_URL, then the saved setting, then the default', () => {
    expect(chooseServerUrl({ env: 'http://env:1', saved: 'http://saved:2' })).toEqual({ value: 'http://env:1', source: 'env' });
    expect(chooseServerUrl({ env: undefined, saved: 'http://saved:2' })).toEqual({ value: 'http://saved:2', source: 'settings' });
    expect(chooseServerUrl({ env: '  ', saved: undefined })).toEqual({ value: DEFAULT_SERVER_URL, source: 'default' });
    expect(DEFAULT_SERVER_URL).toBe('http://localhost:5000');
  });

  it('keeps an invalid environment value so that it is reported, not silently replaced', () => {
    expect(chooseServerUrl({ env: 'localhost:5000', saved: 'http://saved:2' })).toEqual({ value: 'localhost:5000', source: 'env' });
  });
});

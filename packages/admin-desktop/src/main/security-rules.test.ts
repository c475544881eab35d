import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IPC } from '../shared/ipc-contract';
import { decideNavigation, decideWindowOpen, isPermissionAllowed, isTrustedIpcSender } from './security-rules';

const SERVER = 'http://localhost:5000';

describe('decideNavigation', () => {
  it.each([
    ['http://localhost:5000/admin', 'allow'],
    ['http://localhost:5000/admin/automation?tab=billing#top', 'allow'],
    ['http://LOCALHOST:5000/login', 'allow'],
    ['https://localhost:5000/admin', 'open-external'], // another origin (scheme differs), but https
    ['http://localhost:5001/admin', 'deny'],
    ['http://localhost:5000.evil.example/admin', 'deny'],
    ['http://localhost:5000@evil.example/admin', 'deny'],
    ['http://user:pw@localhost:5000/admin', 'deny'],
    ['https://docs.stripe.com/testing', 'open-external'],
    ['https://user:pw@example.com/', 'deny'],
    ['http://example.com/', 'deny'],
    ['file:///etc/passwd', 'deny'],
    ['javascript:alert(1)', 'deny'],
    ['data:text/html,<h1>hi</h1>', 'deny'],
    ['mailto:support@example.com', 'deny'],
    ['larder://open', 'deny'],
    ['not a url', 'deny'],
    ['', 'deny'],
  ])('%s -> %s', (target, decision) => {
    expect(decideNavigation(target, SERVER)).toBe(decision);
  });

  it('allows nothing in the window while no server origin is known, and never matches an opaque origin', () => {
    expect(decideNavigation('http://localhost:5000/admin', null)).toBe('deny');
    expect(decideNavigation('https://example.com/', null)).toBe('open-external');
    expect(decideNavigation('data:text/html,x', 'null')).toBe('deny');
    expect(decideNavigation('file:///tmp/x.html', 'null')).toBe('deny');
  });

  it('works for an https server with a path prefix', () => {
    const origin = 'https://larder.example.co.uk';
    expect(decideNavigation('https://larder.example.co.uk/larder/admin', origin)).toBe('allow');
    expect(decideNavigation('http://larder.example.co.uk/larder/admin', origin)).toBe('deny');
  });

  it('never lets an address of another origin into the window', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (target) => {
        const decision = decideNavigation(target, SERVER);
        if (new URL(target).origin !== SERVER) expect(decision).not.toBe('allow');
        if (decision === 'open-external') expect(new URL(target).protocol).toBe('https:');
      }),
    );
  });
});

describe('decideWindowOpen', () => {
  it('loads server pages in the console window, opens https elsewhere externally, refuses the rest', () => {
    expect(decideWindowOpen('http://localhost:5000/admin/automation', SERVER)).toBe('load-in-window');
    expect(decideWindowOpen('https://example.com/help', SERVER)).toBe('open-external');
    expect(decideWindowOpen('http://example.com/help', SERVER)).toBe('deny');
    expect(decideWindowOpen('about:blank', SERVER)).toBe('deny');
  });
});

describe('isPermissionAllowed', () => {
  it('allows only clipboard writes, and only to server pages', () => {
    expect(isPermissionAllowed('clipboard-sanitized-write', 'http://localhost:5000/admin', SERVER)).toBe(true);
    expect(isPermissionAllowed('clipboard-sanitized-write', 'https://example.com/', SERVER)).toBe(false);
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read', 'fullscreen']) {
      expect(isPermissionAllowed(permission, 'http://localhost:5000/admin', SERVER)).toBe(false);
    }
  });
});

describe('isTrustedIpcSender', () => {
  const context = { connectionPageUrl: 'file:///opt/larder/dist/renderer/index.html', allowedOrigin: SERVER };

  it('answers every channel for the local connection page', () => {
    for (const channel of Object.values(IPC)) {
      expect(isTrustedIpcSender(channel, 'file:///opt/larder/dist/renderer/index.html', context)).toBe(true);
      expect(isTrustedIpcSender(channel, 'file:///opt/larder/dist/renderer/index.html#x', context)).toBe(true);
    }
  });

  it('lets server pages read the address but not change it or reconnect', () => {
    expect(isTrustedIpcSender(IPC.getServerUrl, 'http://localhost:5000/admin', context)).toBe(true);
    expect(isTrustedIpcSender(IPC.setServerUrl, 'http://localhost:5000/admin', context)).toBe(false);
    expect(isTrustedIpcSender(IPC.retry, 'http://localhost:5000/admin', context)).toBe(false);
  });

  it('answers nothing for other pages and files', () => {
    for (const sender of ['https://example.com/', 'file:///tmp/evil.html', 'data:text/html,x', '', 'about:blank']) {
      for (const channel of Object.values(IPC)) expect(isTrustedIpcSender(channel, sender, context)).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { isBlockedAddress } from '../src/infrastructure/recipe-pages/safe-page-fetcher';

/** Issue 34, L8: IPv6 forms that carry or reach an IPv4 address, and the local IPv6 ranges, are refused. */
describe('the recipe import refuses IPv6 ranges that reach private networks', () => {
  it.each([
    ['::/96 (IPv4-compatible), loopback inside', '::127.0.0.1'],
    ['::/96 written in hex', '::7f00:1'],
    ['::/96, a public address inside (deprecated form, refused whole)', '::808:808'],
    ['::ffff:0:0/96 mapped loopback, hex form', '::ffff:7f00:1'],
    ['::ffff:0:0/96 mapped metadata address, hex form', '::ffff:a9fe:a9fe'],
    ['::ffff:0:0/96 mapped private, expanded form', '0:0:0:0:0:ffff:0a00:0001'],
    ['::ffff:0:0/96 mapped private, dotted', '::FFFF:192.168.0.1'],
    ['2002::/16 6to4 of 127.0.0.1', '2002:7f00:1::1'],
    ['2002::/16 6to4 of a public address', '2002:808:808::1'],
    ['2001::/32 Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['2001::/32 Teredo, short', '2001::1'],
    ['64:ff9b::/96 NAT64', '64:ff9b::a9fe:a9fe'],
    ['64:ff9b::/96 NAT64, dotted', '64:ff9b::10.0.0.1'],
    ['64:ff9b:1::/48 local NAT64', '64:ff9b:1::a00:1'],
    ['fc00::/7 unique local', 'fc12:3456::1'],
    ['fc00::/7 unique local (fd)', 'fdff:ffff::1'],
    ['fe80::/10 link-local', 'fe80::1%eth0'],
    ['fe80::/10 link-local upper end', 'febf:ffff::1'],
    ['unspecified', '::'],
    ['loopback', '0:0:0:0:0:0:0:1'],
  ])('%s: %s is blocked', (_range, address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['2606:2800:220:1:248:1893:25c8:1946', '2a00:1450:4009:81f::200e', '2001:4860:4860::8888', '2620:0:862:ed1a::1', '::ffff:93.184.216.34', '::ffff:808:808', '8.8.8.8'])(
    '%s (public) is allowed',
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );
});

import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { type Result, ok } from '@larder/domain/shared/result';
import { type DomainError, fail } from '@larder/domain/shared/errors';
import type { FetchedPage, PageFetcher } from '@larder/domain/catalogue/own-recipes/import/import-recipe.use-case';

export const PAGE_LIMITS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 } as const;

/** Addresses a page fetch must never reach: loopback, private, link-local, carrier NAT, multicast and reserved ranges. */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24],
  ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, prefix, 'ipv4');
// IPv6: ::/96 (unspecified, loopback and the deprecated IPv4-compatible form), unique local, link-local, multicast,
// documentation, discard, and every form that carries an IPv4 address to a gateway that may reach a private one:
// NAT64 (64:ff9b::/96 and the local-use 64:ff9b:1::/48), 6to4 (2002::/16) and Teredo (2001::/32). An IPv4-mapped
// address (::ffff:0:0/96) is judged by the IPv4 address inside it (issue 34, L8).
for (const [net, prefix] of [
  ['::', 96], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['2002::', 16], ['2001::', 32], ['2001:db8::', 32], ['100::', 64],
] as const) blocked.addSubnet(net, prefix, 'ipv6');

/** The address as the URL standard writes it, an IPv4-mapped one in dotted form (::ffff:7f00:1 is ::ffff:127.0.0.1). */
function canonicalIpv6(address: string): string {
  let host: string;
  try {
    host = new URL(`http://[${address.split('%')[0]}]/`).hostname.slice(1, -1);
  } catch {
    return address;
  }
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(host);
  if (!hex) return host;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return `::ffff:${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(canonicalIpv6(address));
    if (mapped) return blocked.check(mapped[1]!, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true;
}

const unreachable = (why: string) => fail('IMPORT.UNREACHABLE', `We could not read that page: ${why}`, { field: 'url' });

export interface SafePageFetcherOptions {
  /** Lets tests fetch pages from a local server; never set in production. */
  readonly allowPrivateAddresses?: boolean;
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
  readonly maxRedirects?: number;
}

/**
 * Fetches a recipe page for the import: http and https only, at most 5 redirects (each checked again), 10 s in
 * all, 5 MB at most, and never an address on the machine's own networks (checked after DNS, and the connection
 * made to the very address checked, so a name cannot be re-pointed between the check and the connection).
 */
export class SafePageFetcher implements PageFetcher {
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly maxRedirects: number;

  constructor(private readonly options: SafePageFetcherOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? PAGE_LIMITS.timeoutMs;
    this.maxBytes = options.maxBytes ?? PAGE_LIMITS.maxBytes;
    this.maxRedirects = options.maxRedirects ?? PAGE_LIMITS.maxRedirects;
  }

  async fetch(url: string): Promise<Result<FetchedPage, DomainError>> {
    const deadline = Date.now() + this.timeoutMs;
    let current = url;
    for (let hop = 0; hop <= this.maxRedirects; hop += 1) {
      let parsed: URL;
      try {
        parsed = new URL(current);
      } catch {
        return fail('VALIDATION', 'That is not a web address', { field: 'url' });
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return fail('VALIDATION', 'Only http and https addresses can be imported', { field: 'url' });
      if (parsed.username || parsed.password) return fail('VALIDATION', 'Addresses with a user name or password cannot be imported', { field: 'url' });
      const address = await this.resolve(parsed.hostname);
      if (!address.ok) return address;
      const answer = await this.request(parsed, address.value, deadline);
      if (!answer.ok) return answer;
      const { status, location, body, contentType } = answer.value;
      if (status >= 300 && status < 400 && location) {
        current = new URL(location, parsed).toString();
        continue;
      }
      if (status >= 400) return unreachable(`the site answered ${status}`);
      if (contentType && !/html|xml|json|text\/plain/i.test(contentType)) return fail('IMPORT.NO_RECIPE', `That address is not a web page (${contentType.split(';')[0]}), so it has no recipe to read`, { field: 'url' });
      return ok({ url: parsed.toString(), html: body });
    }
    return unreachable(`it redirected more than ${this.maxRedirects} times`);
  }

  private async resolve(hostname: string): Promise<Result<{ address: string; family: number }, DomainError>> {
    const host = hostname.replace(/^\[|\]$/g, '');
    let addresses: Array<{ address: string; family: number }>;
    try {
      addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await dnsLookup(host, { all: true, verbatim: true });
    } catch {
      return unreachable(`the name ${hostname} was not found`);
    }
    if (!addresses.length) return unreachable(`the name ${hostname} was not found`);
    if (!this.options.allowPrivateAddresses && addresses.some((a) => isBlockedAddress(a.address))) {
      return fail('IMPORT.BLOCKED_ADDRESS', 'That address points inside a private network, which we never fetch', { field: 'url' });
    }
    return ok(addresses[0]!);
  }

  private request(url: URL, target: { address: string; family: number }, deadline: number) {
    return new Promise<Result<{ status: number; location: string | null; body: string; contentType: string | null }, DomainError>>((resolve) => {
      const remaining = deadline - Date.now();
      if (remaining <= 0) return resolve(unreachable('it took longer than 10 seconds'));
      const lookup: LookupFunction = (_host, options, callback) => {
        if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [target]);
        else callback(null, target.address, target.family);
      };
      const client = url.protocol === 'https:' ? https : http;
      let settled = false;
      const done = (r: Result<{ status: number; location: string | null; body: string; contentType: string | null }, DomainError>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(r);
      };
      const req = client.request(url, { method: 'GET', lookup, headers: { 'user-agent': 'LarderRecipeImport/1.0 (+recipe import)', accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5' } }, (res) => {
        const status = res.statusCode ?? 0;
        const location = typeof res.headers.location === 'string' ? res.headers.location : null;
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > this.maxBytes) {
          res.destroy();
          return done(fail('IMPORT.TOO_LARGE', 'That page is larger than 5 MB, more than we read', { field: 'url' }));
        }
        if (status >= 300 && status < 400) {
          res.resume();
          return done(ok({ status, location, body: '', contentType: null }));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > this.maxBytes) {
            res.destroy();
            done(fail('IMPORT.TOO_LARGE', 'That page is larger than 5 MB, more than we read', { field: 'url' }));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => done(ok({ status, location, body: Buffer.concat(chunks).toString('utf8'), contentType: typeof res.headers['content-type'] === 'string' ? res.headers['content-type'] : null })));
        res.on('error', () => done(unreachable('the connection broke')));
      });
      const timer = setTimeout(() => {
        req.destroy();
        done(unreachable('it took longer than 10 seconds'));
      }, remaining);
      req.on('error', () => done(unreachable('the site did not answer')));
      req.end();
    });
  }
}

/**
 * The rules that keep the console window on the Larder server: which
 * navigations, new windows, permissions and IPC senders are allowed. Pure: main.ts
 * applies them to Electron's events.
 */
import type { IpcChannel } from '../shared/ipc-contract';
import { IPC } from '../shared/ipc-contract';

export type NavigationDecision = 'allow' | 'open-external' | 'deny';

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function isWeb(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

/** True when `target` is an http(s) address on exactly `allowedOrigin`. Opaque origins ("null") never match. */
export function isSameServerOrigin(target: string, allowedOrigin: string | null): boolean {
  if (allowedOrigin === null || allowedOrigin === 'null') return false;
  const url = parse(target);
  return url !== null && isWeb(url) && url.username === '' && url.password === '' && url.origin === allowedOrigin;
}

/**
 * A navigation of the console window (link, form, script, redirect): it stays
 * in the window only on the server's origin; an https address elsewhere opens in
 * the system browser; anything else (http elsewhere, file:, javascript:, data:,
 * custom schemes, addresses with credentials, garbage) is refused.
 */
export function decideNavigation(target: string, allowedOrigin: string | null): NavigationDecision {
  if (isSameServerOrigin(target, allowedOrigin)) return 'allow';
  const url = parse(target);
  if (url !== null && url.protocol === 'https:' && url.username === '' && url.password === '') {
    return 'open-external';
  }
  return 'deny';
}

/**
 * A request for a new window (window.open, target=_blank). The console never
 * opens a second Electron window: a page of the server is loaded in the console
 * window itself, an https page elsewhere opens in the system browser, the rest
 * is refused.
 */
export function decideWindowOpen(
  target: string,
  allowedOrigin: string | null,
): 'load-in-window' | 'open-external' | 'deny' {
  const decision = decideNavigation(target, allowedOrigin);
  return decision === 'allow' ? 'load-in-window' : decision;
}

/** Web permissions the server's pages may use; everything else is refused. */
const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

export function isPermissionAllowed(permission: string, requestingUrl: string, allowedOrigin: string | null): boolean {
  return ALLOWED_PERMISSIONS.has(permission) && isSameServerOrigin(requestingUrl, allowedOrigin);
}

/** Channels the server's own pages may call; the rest belong to the local connection page. */
const SERVER_PAGE_CHANNELS: ReadonlySet<IpcChannel> = new Set([IPC.getServerUrl]);

function withoutQueryAndHash(url: string): string | null {
  const parsed = parse(url);
  if (parsed === null) return null;
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}

/**
 * Whether an IPC call may be answered: the local connection page
 * (`connectionPageUrl`, a file: URL) may call every channel; a page of the
 * server may only read the address; anything else gets nothing.
 */
export function isTrustedIpcSender(
  channel: IpcChannel,
  senderUrl: string,
  context: { readonly connectionPageUrl: string; readonly allowedOrigin: string | null },
): boolean {
  const sender = withoutQueryAndHash(senderUrl);
  if (sender !== null && sender === withoutQueryAndHash(context.connectionPageUrl)) return true;
  return SERVER_PAGE_CHANNELS.has(channel) && isSameServerOrigin(senderUrl, context.allowedOrigin);
}

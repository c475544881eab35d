/**
 * The server address the console connects to: validation, normalisation and
 * where it comes from. Pure: no Electron, no Node.
 */
import type { ServerUrlSource } from '../shared/ipc-contract';

export const DEFAULT_SERVER_URL = 'http://localhost:5000';
export const SERVER_URL_ENV = 'LARDER_SERVER_URL';

export type ServerUrlCheck =
  | { readonly ok: true; readonly url: string; readonly origin: string }
  | { readonly ok: false; readonly message: string };

const EXAMPLE = 'for example http://localhost:5000 or https://larder.example.co.uk';

/**
 * Checks an address typed by an operator (or read from the environment or the
 * settings file). Only http: and https: are accepted; credentials, query and
 * fragment are refused. The normalised form has no trailing slash, so
 * `${url}/admin` and `${url}/api/health` are well formed.
 */
export function validateServerUrl(input: unknown): ServerUrlCheck {
  if (typeof input !== 'string' || input.trim() === '') {
    return { ok: false, message: `Enter the server address, ${EXAMPLE}.` };
  }
  const text = input.trim();
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return { ok: false, message: `"${text}" is not a web address. Enter one like ${EXAMPLE}.` };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return {
      ok: false,
      message: `The address must start with http:// or https:// ("${parsed.protocol}" is not allowed), ${EXAMPLE}.`,
    };
  }
  if (parsed.hostname === '') {
    return { ok: false, message: `The address has no server name. Enter one like ${EXAMPLE}.` };
  }
  if (parsed.username !== '' || parsed.password !== '') {
    return {
      ok: false,
      message: 'Leave the user name and password out of the address; sign in on the console page instead.',
    };
  }
  if (parsed.search !== '' || parsed.hash !== '' || text.includes('?') || text.includes('#')) {
    return { ok: false, message: `The address must not contain "?" or "#": give just the server, ${EXAMPLE}.` };
  }
  const path = parsed.pathname.replace(/\/+$/, '');
  return { ok: true, url: `${parsed.origin}${path}`, origin: parsed.origin };
}

/** The page the console window shows: the web app's admin route. */
export function adminUrl(serverUrl: string): string {
  return `${serverUrl}/admin`;
}

/** The endpoint that tells whether the server is up. */
export function healthUrl(serverUrl: string): string {
  return `${serverUrl}/api/health`;
}

/**
 * Which address to start with: the environment variable wins over the saved
 * setting, which wins over the default. Blank values count as absent.
 */
export function chooseServerUrl(sources: {
  readonly env: string | undefined;
  readonly saved: string | undefined;
}): { readonly value: string; readonly source: ServerUrlSource } {
  if (sources.env !== undefined && sources.env.trim() !== '') return { value: sources.env.trim(), source: 'env' };
  if (sources.saved !== undefined && sources.saved.trim() !== '') return { value: sources.saved.trim(), source: 'settings' };
  return { value: DEFAULT_SERVER_URL, source: 'default' };
}

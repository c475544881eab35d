/**
 * A content security policy for every page the console shows from the server: the server sends its own strict
 * policy (adapters-http's security headers); should an answer come without one (a proxy stripping headers, an
 * older server), the console adds this one rather than showing a page with none.
 */
export const FALLBACK_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

type Headers = Record<string, string[] | string>;

/** The response headers with a CSP added when a page of the server's origin arrived without one; others unchanged. */
export function withContentSecurityPolicy(headers: Headers | undefined, url: string, allowedOrigin: string | null): Headers {
  const out: Headers = { ...(headers ?? {}) };
  let origin: string | null = null;
  try {
    origin = new URL(url).origin;
  } catch {
    return out;
  }
  if (allowedOrigin === null || origin !== allowedOrigin) return out;
  const has = Object.keys(out).some((name) => name.toLowerCase() === 'content-security-policy');
  if (!has) out['Content-Security-Policy'] = [FALLBACK_CSP];
  return out;
}

import type { Middleware } from 'koa';

/**
 * The content security policy. With Stripe as the card provider, Stripe.js and its card fields must load from
 * Stripe (PCI: card data goes from Stripe's frames to Stripe, never through our pages), so its hosts are added.
 */
export function contentSecurityPolicy(options: { stripe: boolean }): string {
  const stripe = options.stripe;
  return [
    "default-src 'self'",
    `script-src 'self'${stripe ? ' https://js.stripe.com' : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${stripe ? ' https://*.stripe.com' : ''}`,
    "font-src 'self' data:",
    `connect-src 'self'${stripe ? ' https://api.stripe.com' : ''}`,
    ...(stripe ? ["frame-src https://js.stripe.com https://hooks.stripe.com"] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Headers every answer carries. */
export const securityHeaders =
  (options: { hsts: boolean; stripe?: boolean }): Middleware => {
  const csp = contentSecurityPolicy({ stripe: options.stripe ?? false });
  return async (ctx, next) => {
    await next();
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)');
    ctx.set('Content-Security-Policy', csp);
    if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
    if (options.hsts) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
};

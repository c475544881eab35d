import type { Context } from 'koa';

/** This site's own origin from the request line and Host (Koa 3's ctx.origin reflects the Origin header, so it is not used). */
export const siteOrigin = (ctx: Context): string => `${ctx.protocol}://${ctx.host}`;

/**
 * A link with a live token (sign-in, password, deletion) shown on the server's own console, so that a developer needs
 * no email server: only with the development helpers on (DEV_HELPERS, never allowed with NODE_ENV=production). With
 * them off the link goes by email only, whatever NODE_ENV says: a log collector must never hold a live token
 * (issue 34, M5).
 */
export function showLinkOnConsole(config: { readonly devHelpers: boolean }, what: string, email: string, url: string | null | undefined): void {
  if (config.devHelpers && url) console.log(`\n  ${what} for ${email}: ${url}\n`);
}

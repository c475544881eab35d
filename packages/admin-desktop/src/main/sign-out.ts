/**
 * The menu's Sign Out: the server forgets the admin session (POST /api/admin/logout, sent from the server's own
 * page so that it carries the page's Origin and cookie, as the CSRF check asks), then this computer forgets the
 * site's cookies and storage, and the window opens the admin sign-in. Pure orchestration over injected parts.
 */
import { adminUrl } from './server-url';

export interface SignOutParts {
  /** Whether the window shows a page of the server now (the connection page is not one). */
  readonly onServerPage: boolean;
  /** Runs the logout call in the server's page; resolves to its HTTP status. */
  logoutInPage(): Promise<number>;
  /** Clears the cookies, local storage and caches the console keeps for this origin. */
  clearSiteData(origin: string): Promise<void>;
  showAdmin(url: string): Promise<void>;
}

export interface SignOutResult {
  readonly ok: boolean;
  readonly message: string;
}

export async function signOut(server: { url: string | null; origin: string | null }, parts: SignOutParts): Promise<SignOutResult> {
  if (server.url === null || server.origin === null) return { ok: false, message: 'The console is not connected to a server.' };
  let status = 0;
  if (parts.onServerPage) {
    try {
      status = await parts.logoutInPage();
    } catch {
      status = 0;
    }
  }
  await parts.clearSiteData(server.origin);
  await parts.showAdmin(adminUrl(server.url));
  if (status >= 200 && status < 300) return { ok: true, message: 'Signed out.' };
  return { ok: false, message: `Signed out on this computer; the server did not confirm it (${status === 0 ? 'no answer' : `HTTP ${status}`}), so the session ends when it expires.` };
}

/** The script the window runs for `logoutInPage` (fixed text: nothing from outside goes into it). */
export const LOGOUT_SCRIPT = "fetch('/api/admin/logout', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } }).then((r) => r.status, () => 0)";

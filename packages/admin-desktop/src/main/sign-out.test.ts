import { describe, expect, it } from 'vitest';
import { LOGOUT_SCRIPT, signOut, type SignOutParts } from './sign-out';

function parts(options: { onServerPage?: boolean; status?: number; throws?: boolean } = {}) {
  const done: string[] = [];
  const p: SignOutParts = {
    onServerPage: options.onServerPage ?? true,
    logoutInPage: async () => {
      done.push('logout');
      if (options.throws) throw new Error('page gone');
      return options.status ?? 200;
    },
    clearSiteData: async (origin) => {
      done.push(`clear ${origin}`);
    },
    showAdmin: async (url) => {
      done.push(`show ${url}`);
    },
  };
  return { p, done };
}
const server = { url: 'https://ops.larder.example/larder', origin: 'https://ops.larder.example' };

describe('Sign Out', () => {
  it('ends the session on the server, forgets the site here, and opens the admin sign-in', async () => {
    const { p, done } = parts();
    expect(await signOut(server, p)).toEqual({ ok: true, message: 'Signed out.' });
    expect(done).toEqual(['logout', 'clear https://ops.larder.example', 'show https://ops.larder.example/larder/admin']);
  });

  it('still forgets the site here when the server does not confirm, and says so', async () => {
    for (const [options, text] of [
      [{ status: 500 }, 'HTTP 500'],
      [{ throws: true }, 'no answer'],
      [{ onServerPage: false }, 'no answer'],
    ] as const) {
      const { p, done } = parts(options);
      const result = await signOut(server, p);
      expect(result.ok).toBe(false);
      expect(result.message).toContain(text);
      expect(done.slice(-2)).toEqual(['clear https://ops.larder.example', 'show https://ops.larder.example/larder/admin']);
    }
  });

  it('does nothing without a server', async () => {
    const { p, done } = parts();
    expect((await signOut({ url: null, origin: null }, p)).ok).toBe(false);
    expect(done).toEqual([]);
  });

  it('the script posts to the logout call of the page’s own origin and reads only the status', () => {
    expect(LOGOUT_SCRIPT).toContain("fetch('/api/admin/logout'");
    expect(LOGOUT_SCRIPT).toContain("method: 'POST'");
    expect(LOGOUT_SCRIPT).not.toMatch(/https?:/);
  });
});

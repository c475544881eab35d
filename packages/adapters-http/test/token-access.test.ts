import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@larder/contract/api/api-routes';
import { routeMatcher, tokenAccess } from '@larder/contract/api/token-access';

/** A request path for a registered route: each parameter filled with a made-up value. */
const samplePath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, 'x1');
const routeFor = routeMatcher(API_ROUTES);

describe('what a personal API token may call', () => {
  it('finds the registered call of every route, and nothing for an unregistered path', () => {
    for (const route of API_ROUTES) {
      const found = routeFor(route.method, samplePath(route.path));
      expect(found && `${found.method} ${found.path}`).toBe(`${route.method} ${route.path}`);
    }
    expect(routeFor('GET', '/api/receipts/loyalty')?.path).toBe('/api/receipts/loyalty');
    expect(routeFor('GET', '/api/receipts/abc')?.path).toBe('/api/receipts/:id');
    expect(routeFor('HEAD', '/api/user')?.path).toBe('/api/user');
    expect(routeFor('GET', '/api/simple-meal-plans-with-items/')?.path).toBe('/api/simple-meal-plans-with-items');
    expect(routeFor('GET', '/API/ADMIN/USERS')).toBeNull();
    expect(routeFor('GET', '/api/nothing-here')).toBeNull();
    expect(routeFor('GET', '/api/simple-meal-plans/a/b/c/d')).toBeNull();
  });

  it('reaches only household calls, and none of the account-guarding ones', () => {
    const allowed = API_ROUTES.filter((r) => tokenAccess(r).allowed);
    expect(allowed.every((r) => r.audience === 'household')).toBe(true);
    const keys = new Set(allowed.map((r) => `${r.method} ${r.path}`));
    for (const refused of [
      'GET /api/user/api-tokens',
      'POST /api/user/api-tokens',
      'DELETE /api/user/api-tokens/:id',
      'POST /api/user/password',
      'GET /api/user/sessions',
      'POST /api/user/sessions/sign-out-everywhere',
      'DELETE /api/user',
      'POST /api/user/undo-delete',
      'POST /api/user/deletion-link',
      'GET /api/user/export',
      'GET /api/user/export/:part.csv',
      'POST /api/acquired/cancel-subscription',
      'POST /api/acquired/update-billing-day',
      'POST /api/create-subscription',
      'POST /api/household/invitations',
      'DELETE /api/household/members/:userId',
      'POST /api/calendar/token',
    ]) {
      expect(API_ROUTES.some((r) => `${r.method} ${r.path}` === refused), `${refused} is registered`).toBe(true);
      expect(keys.has(refused), refused).toBe(false);
    }
    for (const route of API_ROUTES.filter((r) => r.audience === 'operator')) expect(tokenAccess(route).allowed).toBe(false);
    for (const open of ['GET /api/user', 'GET /api/simple-meal-plans-with-items', 'POST /api/simple-meal-plans', 'PUT /api/simple-shopping-list-items/:itemId', 'GET /api/larder', 'GET /api/budget-tracker']) {
      expect(keys.has(open), open).toBe(true);
    }
  });
});

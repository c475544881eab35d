import { describe, expect, it } from 'vitest';
import { undocumentedAnswer } from './support/documented-answers';

/** The check every HTTP test's answers pass through (TestClient): it must be able to fail, and say what to fix. */
describe('an answer is checked against the API document', () => {
  const json = 'application/json; charset=utf-8';
  const ownRecipeId = 'own-1';

  it('passes a documented status whose body fits the documented schema', () => {
    expect(undocumentedAnswer({ method: 'POST', path: '/api/logout', status: 200, contentType: json, body: { message: 'Logged out' } })).toBeNull();
    expect(undocumentedAnswer({ method: 'GET', path: '/api/chat/preferences', status: 200, contentType: json, body: { preferences: null } })).toBeNull();
    expect(undocumentedAnswer({ method: 'GET', path: `/api/simple-meal-plans/${ownRecipeId}?x=1`, status: 404, contentType: json, body: { message: 'No such plan' } })).toBeNull();
  });

  it('fails a status the route does not list, naming the route, the status and where to document it', () => {
    const drift = undocumentedAnswer({ method: 'POST', path: '/api/logout', status: 418, contentType: json, body: { message: 'teapot' } });
    expect(drift).toContain('POST /api/logout');
    expect(drift).toContain('418');
    expect(drift).toContain('packages/contract/src/api');
  });

  it('fails a body the schema does not allow, naming the property', () => {
    const drift = undocumentedAnswer({ method: 'POST', path: '/api/logout', status: 200, contentType: json, body: { message: 'ok', extra: 1 } });
    expect(drift).toContain('"extra"');
    expect(undocumentedAnswer({ method: 'GET', path: '/api/chat/preferences', status: 200, contentType: json, body: { preferences: 'none' } })).toContain('/preferences');
  });

  it('matches path templates, the most specific first, and fails a call the document lacks', () => {
    expect(undocumentedAnswer({ method: 'GET', path: '/api/simple-meal-plans/abc', status: 200, contentType: json, body: {} })).toContain('GET /api/simple-meal-plans/{id}');
    expect(undocumentedAnswer({ method: 'POST', path: '/api/no-such-call', status: 200, contentType: json, body: {} })).toContain('not in the API document');
    expect(undocumentedAnswer({ method: 'GET', path: '/api/no-such-call', status: 404, contentType: json, body: { message: 'Not found' } })).toBeNull();
  });

  it('leaves the web app\'s pages alone', () => {
    expect(undocumentedAnswer({ method: 'GET', path: '/plans', status: 200, contentType: 'text/html', body: '<html>' })).toBeNull();
  });
});

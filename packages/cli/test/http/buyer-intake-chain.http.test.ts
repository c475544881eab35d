import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { SessionService } from '@larder/domain/accounts/sessions/session-service';
import { BuyerKeys } from '@larder/domain/leads/buyer-keys/buyer-keys.use-case';
import { aLeadPayload } from '@larder/domain/testing/lead-payloads';
import { signedInHousehold } from '../support/household';
import { type TestServer, startTestServer } from '../support/test-server';

/**
 * Issue 39: the buyer's keyed intake runs on a chain of its own. A lead posted with a key never reaches the cookie
 * session look-up or the CSRF check, even when the caller's client happens to carry a household's cookie; the shared
 * chain still does both for every other call (the control that shows the spy and the check are live).
 */
for (const target of oneDatabaseTarget()) {
  describe(`the buyer intake's own chain (${target.name})`, () => {
    let server: TestServer;
    let key: string;

    beforeAll(async () => {
      server = await startTestServer(target);
      server.clock.set('2026-01-15T10:00:00Z');
      const created = await server.container.get(BuyerKeys).create('Chain Buyer');
      if (!created.ok) throw new Error(created.error.message);
      key = created.value.secret;
    }, 120_000);
    afterAll(async () => {
      vi.restoreAllMocks();
      await server?.close();
    });

    it('a keyed lead with a household cookie and another site as its Origin is bought without a session look-up or a CSRF check', async () => {
      const household = await signedInHousehold(server);
      const lookups = vi.spyOn(server.container.get(SessionService), 'signedIn');

      // Control: the same cookie on a household call is looked up, and a write from another site is refused.
      expect((await household.get('/api/user')).status).toBe(200);
      expect(lookups).toHaveBeenCalledTimes(1);
      const forged = await household.post('/api/saved-recipes', { recipeId: 'x' }, { origin: 'https://evil.example' });
      expect(forged.status).toBe(403);
      lookups.mockClear();

      const lead = await household.post('/api/buyer/process-lead', aLeadPayload({ lead_reference: 'CHAIN-1' }), { 'x-api-key': key, origin: 'https://evil.example', 'accept-encoding': 'br, gzip' });
      expect(lead.status, JSON.stringify(lead.body)).toBe(200);
      expect(lead.body).toMatchObject({ success: true, accepted: true });
      expect(lookups).not.toHaveBeenCalled();
      // An answer under 1 KB is sent as it is.
      expect(lead.headers.get('content-encoding')).toBeNull();
      expect(lead.headers.get('cache-control')).toBe('no-store');
      expect(lead.headers.get('x-request-id')).toBeTruthy();
    });

    it('keeps the lead-shaped errors, the body limit and the 405 for another method on the path', async () => {
      const client = server.client();
      const notJson = await client.post('/api/buyer/process-lead', '{not json', { 'x-api-key': key });
      expect(notJson.status).toBe(400);
      expect(notJson.body).toEqual({ success: false, error: 'Request body is not valid JSON', message: 'Request body is not valid JSON' });
      const tooBig = await client.post('/api/buyer/process-lead', { ...aLeadPayload(), padding: 'x'.repeat(70_000) }, { 'x-api-key': key });
      expect(tooBig.status).toBe(400);
      expect(tooBig.body.error).toBe('Request body is too large');
      const noKey = await client.post('/api/buyer/process-lead', aLeadPayload());
      expect(noKey.status).toBe(401);
      expect(noKey.body.success).toBe(false);
      const get = await client.get('/api/buyer/process-lead');
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toContain('POST');
    });
  });
}

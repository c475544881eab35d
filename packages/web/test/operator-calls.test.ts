import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZAuthorizationEvents } from '@larder/contract/admin';
import { ApiError, apiList } from '../src/lib/api-client';
import { retryPolicyText } from '../src/lib/retry-policy';
import { chainsList, recipesLabel } from '../src/lib/site-facts';

const event = { id: 'e1', eventType: 'refund_processed', authorizationMethod: 'operator', amount: 19.99, status: 'succeeded', createdAt: '2027-03-16T10:00:00.000Z', email: 'jo@example.com' };

describe('apiList: a list paged in the query and counted in X-Total-Count', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the list and the total from the header', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify([event]), { status: 200, headers: { 'X-Total-Count': '13' } })));
    expect(await apiList('/api/admin/authorization-events?page=2&pageSize=10', ZAuthorizationEvents)).toEqual({ items: [event], total: 13 });
  });

  it("without the header the total is the list's length; an error answer throws the server's message", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify([event, { ...event, id: 'e2' }]), { status: 200 })));
    expect((await apiList('/x', ZAuthorizationEvents)).total).toBe(2);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Page must be 1 or more', field: 'page' }), { status: 400 })));
    await expect(apiList('/x', ZAuthorizationEvents)).rejects.toMatchObject({ status: 400, serverMessage: 'Page must be 1 or more' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ events: [] }), { status: 200 })));
    await expect(apiList('/x', ZAuthorizationEvents)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('the words the screens build from the server', () => {
  it('states the retries from the payments config', () => {
    expect(retryPolicyText({ runHourUtc: 9, retryAttempts: 3, retryDelaysDays: [1, 3, 7], maxAttempts: 4, currencies: ['GBP'] })).toBe(
      'A declined payment is retried up to 3 times (after 1, 3 and 7 days): 4 attempts in all, then the subscription is suspended.',
    );
  });

  it('states the recipe count and the chains from the facts, and no number without them', () => {
    expect(recipesLabel({ recipes: 1040, chains: [] })).toBe('1,040 recipes');
    expect(recipesLabel(null)).toBe('A recipe library');
    expect(chainsList(['Aldi', 'ASDA', 'Lidl'])).toBe('Aldi, ASDA and Lidl');
    expect(chainsList(['Tesco'])).toBe('Tesco');
  });
});

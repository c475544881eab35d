import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { seedCatalogue } from '@larder/adapters-db/catalogue-seed';
import { ZHousehold } from '@larder/contract/household';
import { ZShoppingList } from '@larder/contract/shopping-lists';
import { signedInHousehold } from '../support/household';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';
import { openEvents } from '../support/list-events';

const profile = { householdSize: 2, weeklyBudget: '87.50', cookingSkill: 'intermediate', cuisinePreferences: ['British'] };
const del = (client: TestClient, path: string) => client.request('DELETE', path);
const tokenOf = (link: string) => link.split('/').pop()!;

for (const target of oneDatabaseTarget()) {
  describe(`households (${target.name})`, () => {
    let server: TestServer;
    let alex: TestClient;
    beforeAll(async () => {
      server = await startTestServer(target);
      await seedCatalogue(server.db.knex);
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      alex = await signUp(server, { email: 'alex@example.com', firstName: 'Alex' });
      await alex.put('/api/user/preferences', profile);
    });

    /** Alex invites Sam, who has no account and joins from the link with a new one. */
    async function joinSam(): Promise<{ sam: TestClient; samId: string }> {
      const invite = await alex.post('/api/household/invitations', { email: 'Sam@Example.com' });
      expect(invite.status).toBe(201);
      const sam = server.client();
      const joined = await sam.post(`/api/household/invitations/${tokenOf(invite.body.link)}/accept`, { firstName: 'Sam', lastName: 'Lee', password: 'sam password' });
      expect(joined.status).toBe(201);
      return { sam, samId: (await sam.get('/api/user')).body.id };
    }

    it('the owner invites by email; the invitee joins from the link and shares the profile and the subscription', async () => {
      const invite = await alex.post('/api/household/invitations', { email: 'sam@example.com' });
      expect(invite.status).toBe(201);
      expect(invite.body.invitation.email).toBe('sam@example.com');
      const outbox = await server.db.knex('email_outbox').where({ to_address: 'sam@example.com', kind: 'household-invitation' }).first();
      expect(outbox.text_body).toContain(`/household/join/${tokenOf(invite.body.link)}`);
      const preview = await server.client().get(`/api/household/invitations/${tokenOf(invite.body.link)}`);
      expect(preview.body).toMatchObject({ email: 'sam@example.com', ownerFirstName: 'Alex', state: 'open', hasAccount: false });
      const sam = server.client();
      const bad = await sam.post(`/api/household/invitations/${tokenOf(invite.body.link)}/accept`, { firstName: '', lastName: 'Lee' });
      expect([bad.status, bad.body.field]).toEqual([400, 'firstName']);
      const joined = await sam.post(`/api/household/invitations/${tokenOf(invite.body.link)}/accept`, { firstName: 'Sam', lastName: 'Lee' });
      expect(joined.status).toBe(201);
      const me = await sam.get('/api/user');
      expect(me.body).toMatchObject({ email: 'sam@example.com', firstName: 'Sam', householdSize: 2, weeklyBudget: '87.50', subscriptionStatus: 'trialing', profileComplete: true });
      const household = await sam.get('/api/household');
      expect(ZHousehold.strict().safeParse(household.body).error).toBeUndefined();
      expect(household.body.role).toBe('member');
      expect(household.body.members.map((m: { firstName: string; role: string }) => `${m.firstName}:${m.role}`)).toEqual(['Alex:owner', 'Sam:member']);
      const again = await server.client().post(`/api/household/invitations/${tokenOf(invite.body.link)}/accept`, { firstName: 'Eve', lastName: 'X' });
      expect([again.status, again.body.message]).toEqual([410, expect.stringMatching(/already been used/)]);
    });

    it('links: unknown 404, expired 410, for another address 403, an existing account signed out 401, a member of another household 409', async () => {
      expect((await alex.post('/api/household/invitations/nope/accept', {})).status).toBe(404);
      expect((await alex.post(`/api/household/invitations/${'a'.repeat(43)}/accept`, {})).status).toBe(404);
      const kim = await signedInHousehold(server, 'kim@example.com');
      const forKim = tokenOf((await alex.post('/api/household/invitations', { email: 'kim@example.com' })).body.link);
      expect((await server.client().post(`/api/household/invitations/${forKim}/accept`, { firstName: 'K' })).status).toBe(401);
      const other = await signedInHousehold(server, 'other@example.com');
      expect((await other.post(`/api/household/invitations/${forKim}/accept`)).status).toBe(403);
      // Kim is in Bea's household already.
      const bea = await signedInHousehold(server, 'bea@example.com');
      const fromBea = tokenOf((await bea.post('/api/household/invitations', { email: 'kim@example.com' })).body.link);
      expect((await kim.post(`/api/household/invitations/${fromBea}/accept`)).status).toBe(200);
      const busy = await kim.post(`/api/household/invitations/${forKim}/accept`);
      expect([busy.status, busy.body.message]).toEqual([409, expect.stringMatching(/Leave it first/)]);
      expect((await kim.post('/api/household/leave')).status).toBe(200);
      // An invitee with a subscription of their own cancels it first.
      const paying = await signUp(server, { email: 'pay@example.com' });
      const payInvite = await alex.post('/api/household/invitations', { email: 'pay@example.com' });
      expect(payInvite.body).toMatchObject({ link: expect.any(String) });
      const forPaying = tokenOf(payInvite.body.link);
      expect((await paying.post(`/api/household/invitations/${forPaying}/accept`)).status).toBe(409);
      server.clock.advanceMinutes(7 * 24 * 60 + 1);
      const late = await kim.post(`/api/household/invitations/${forKim}/accept`);
      expect([late.status, late.body.message]).toEqual([410, expect.stringMatching(/expired/)]);
    });

    it('the OpenAPI document lists every household call', async () => {
      const doc = await server.client().get('/api/household/openapi.json');
      expect(doc.body.openapi).toBe('3.1.0');
      for (const path of ['/api/household', '/api/household/invitations', '/api/household/invitations/{invitation}/accept', '/api/household/members/{userId}', '/api/household/leave', '/api/simple-shopping-lists/{id}/items', '/api/simple-shopping-lists/{id}/events', '/api/calendar/{file}', '/api/calendar/token']) {
        expect(doc.body.paths[path], path).toBeDefined();
      }
      expect(doc.body.paths['/api/simple-shopping-lists/{id}/items'].post.requestBody.content['application/json'].schema.properties.name).toBeDefined();
    });

    it('roles on the server: a member cannot invite, remove, cancel or manage billing; the owner cannot leave', async () => {
      const { sam, samId } = await joinSam();
      expect((await sam.post('/api/household/invitations', { email: 'x@example.com' })).status).toBe(403);
      expect((await del(sam, `/api/household/members/${samId}`)).status).toBe(403);
      // What only the owner can do says so, by the owner's name (not "Unable to locate your subscription").
      const cancel = await sam.post('/api/acquired/cancel-subscription');
      expect(cancel.status).toBe(403);
      expect(cancel.body.message).toBe('Only Alex, who pays for Larder, can cancel.');
      const samAccount = (await sam.get('/api/user')).body;
      const byEmail = await sam.post('/api/subscription/cancel', { email: samAccount.email, firstName: 'Sam', lastName: 'Lee' });
      expect(byEmail.status).toBe(403);
      expect(byEmail.body.message).toBe('Only Alex, who pays for Larder, can cancel.');
      const byDetails = await sam.post('/api/subscription/cancel-by-details', { firstName: 'Alex', lastName: 'Example', postcode: 'SW1A 1AA' });
      expect(byDetails.status).toBe(403);
      expect(byDetails.body.message).toMatch(/^Only Alex, who pays for Larder, can cancel/);
      expect((await server.db.knex('subscriptions').whereNotNull('cancelled_at')).length).toBe(0);
      const billingDay = await sam.post('/api/acquired/update-billing-day', { billingDay: 3 });
      expect(billingDay.status).toBe(403);
      expect(billingDay.body.message).toBe('Only Alex, who pays for Larder, can change billing or the subscription.');
      expect((await sam.post('/api/create-subscription', {})).status).toBe(403);
      expect((await alex.post('/api/household/leave')).status).toBe(409);
      expect((await del(sam, '/api/household')).status).toBe(403);
      expect((await del(alex, `/api/household/members/${(await alex.get('/api/user')).body.id}`)).status).toBe(409);
      expect((await alex.post('/api/household/invitations', { email: 'nope' })).body.field).toBe('email');
      expect((await alex.post('/api/household/invitations', {})).status).toBe(400);
      expect((await del(alex, '/api/household')).status).toBe(200);
      expect((await sam.get('/api/household')).body.members.map((m: { userId: string }) => m.userId)).toEqual([samId]);
    });

    it('members share plans, lists and the budget; ticks say who; another household sees none of it (404)', async () => {
      const { sam, samId } = await joinSam();
      const planId = (await sam.post('/api/simple-meal-plans')).body.id;
      expect((await alex.get(`/api/simple-meal-plans/${planId}`)).status).toBe(200);
      const [list] = (await alex.get('/api/simple-shopping-lists')).body;
      expect(list.mealPlanId).toBe(planId);
      const item = list.items[0];
      const tick = await sam.put(`/api/simple-shopping-list-items/${item.id}`, { isChecked: true });
      expect(tick.body.checkedBy).toEqual({ id: samId, firstName: 'Sam' });
      const seen = (await alex.get(`/api/simple-shopping-lists/${list.id}`)).body;
      expect(ZShoppingList.strict().safeParse(seen).error).toBeUndefined();
      expect(seen.items.find((i: { id: number }) => i.id === item.id).checkedBy.firstName).toBe('Sam');
      expect((await sam.get('/api/budget-tracker')).body.hasData).toBe(true);
      const receipt = await sam.post('/api/budget-tracker/receipts', { date: new Date().toISOString().slice(0, 10), chain: 'Aldi', amount: '12.40' });
      expect(receipt.body.addedBy).toEqual({ id: samId, firstName: 'Sam' });
      expect((await alex.get('/api/budget-tracker')).body.receipts.map((r: { addedBy: { firstName: string } }) => r.addedBy.firstName)).toEqual(['Sam']);

      const kim = await signedInHousehold(server, 'kim@example.com');
      expect((await kim.get(`/api/simple-shopping-lists/${list.id}`)).status).toBe(404);
      expect((await kim.put(`/api/simple-shopping-list-items/${item.id}`, { isChecked: false })).status).toBe(404);
      expect((await kim.post(`/api/simple-shopping-lists/${list.id}/items`, { name: 'bin bags' })).status).toBe(404);
      expect((await kim.get(`/api/simple-shopping-lists/${list.id}/events`)).status).toBe(404);
      expect((await del(kim, `/api/household/members/${samId}`)).status).toBe(404);
      const invitation = (await alex.post('/api/household/invitations', { email: 'z@example.com' })).body.invitation;
      expect((await del(kim, `/api/household/invitations/${invitation.id}`)).status).toBe(404);
      expect((await kim.get('/api/household')).body.members.map((m: { email: string }) => m.email)).toEqual(['kim@example.com']);

      expect((await del(alex, `/api/household/members/${samId}`)).status).toBe(200);
      expect((await sam.get(`/api/simple-shopping-lists/${list.id}`)).status).toBe(404);
      expect((await sam.get('/api/household')).body.role).toBe('owner');
    });

    it('extras: free text with a guessed aisle, price and quantity; they survive a new plan; usuals re-added in one tap', async () => {
      await alex.post('/api/simple-meal-plans');
      const [list] = (await alex.get('/api/simple-shopping-lists')).body;
      const { sam } = await joinSam();
      const cat = await sam.post(`/api/simple-shopping-lists/${list.id}/items`, { name: '2 x cat food', price: '3.50', usual: true });
      expect(cat.status).toBe(201);
      expect(cat.body).toMatchObject({ name: 'cat food', quantity: 2, category: 'Pet', price: '3.50', isExtra: true, addedBy: { firstName: 'Sam' } });
      const bags = await alex.post(`/api/simple-shopping-lists/${list.id}/items`, { name: 'bin bags' });
      expect(bags.body.category).toBe('Household');
      const milk = await alex.post(`/api/simple-shopping-lists/${list.id}/items`, { name: 'oat thing', category: 'dairy & eggs', unit: 'carton' });
      expect(milk.body).toMatchObject({ category: 'Dairy & Eggs', unit: 'carton' });
      for (const [body, field] of [
        [{ name: 'x', price: 'abc' }, 'price'],
        [{ name: 'x', category: 'Garden' }, 'category'],
        [{ name: '   ' }, 'name'],
        [{ name: 'x', quantity: 0 }, 'quantity'],
        [{}, 'name'],
      ] as const) {
        const reply = await alex.post(`/api/simple-shopping-lists/${list.id}/items`, body);
        expect([reply.status, reply.body.field]).toEqual([400, field]);
      }
      const total = (await alex.get(`/api/simple-shopping-lists/${list.id}`)).body;
      const sum = total.items.reduce((t: number, i: { price: string }) => t + Math.round(Number(i.price) * 100), 0);
      expect(Math.round(Number(total.totalCost) * 100)).toBe(sum);
      // A tick of an extra, then a new plan: the unticked extras move to the new list.
      await alex.put(`/api/simple-shopping-list-items/${milk.body.id}`, { isChecked: true });
      await alex.post('/api/simple-meal-plans');
      const [fresh] = (await alex.get('/api/simple-shopping-lists')).body;
      expect(fresh.id).not.toBe(list.id);
      expect(fresh.items.filter((i: { isExtra: boolean }) => i.isExtra).map((i: { name: string }) => i.name).sort()).toEqual(['bin bags', 'cat food']);
      // Adding a recipe keeps them too.
      const withRecipe = await alex.post('/api/shopping-lists/add-recipe', { recipeId: fresh.items.length ? (await alex.get('/api/recipes?limit=1')).body.recipes?.[0]?.id ?? 'x' : 'x' });
      if (withRecipe.status === 200) expect(withRecipe.body.items.filter((i: { isExtra: boolean }) => i.isExtra)).toHaveLength(2);
      // Usuals: cat food was saved; gone from the list, one tap brings it back.
      const catLine = fresh.items.find((i: { name: string }) => i.name === 'cat food');
      expect((await del(sam, `/api/simple-shopping-list-items/${catLine.id}`)).status).toBe(200);
      const usuals = await sam.get('/api/shopping-usuals');
      expect(usuals.body.usuals.map((u: { name: string }) => u.name)).toEqual(['cat food']);
      const again = await sam.post(`/api/simple-shopping-lists/${fresh.id}/usuals`);
      expect(again.body.added.map((i: { name: string; quantity: number }) => `${i.quantity} ${i.name}`)).toEqual(['2 cat food']);
      expect((await sam.post(`/api/simple-shopping-lists/${fresh.id}/usuals`)).body.added).toEqual([]);
      expect((await del(sam, `/api/shopping-usuals/${usuals.body.usuals[0].id}`)).status).toBe(200);
      expect((await del(sam, `/api/shopping-usuals/${usuals.body.usuals[0].id}`)).status).toBe(404);
    });

    it('the list streams each change to the other member within a second (server-sent events)', async () => {
      await alex.post('/api/simple-meal-plans');
      const [list] = (await alex.get('/api/simple-shopping-lists')).body;
      const { sam } = await joinSam();
      const stream = await openEvents(server.url, sam, list.id);
      try {
        const started = Date.now();
        const tick = stream.next('item-checked');
        await alex.put(`/api/simple-shopping-list-items/${list.items[0].id}`, { isChecked: true });
        expect(await tick).toMatchObject({ listId: list.id, itemId: list.items[0].id, by: 'Alex' });
        expect(Date.now() - started).toBeLessThan(1000);
        const added = stream.next('items-added');
        await alex.post(`/api/simple-shopping-lists/${list.id}/items`, { name: 'birthday candles' });
        expect(await added).toMatchObject({ by: 'Alex' });
        const removed = stream.next('item-removed');
        await del(alex, `/api/simple-shopping-list-items/${list.items[1].id}`);
        expect(await removed).toMatchObject({ itemId: list.items[1].id });
        // Sam's new plan makes a new list and archives this one: Alex's open page hears it at once, with the new list.
        const archived = stream.next('list-archived', 30_000);
        const alexStream = await openEvents(server.url, alex, list.id);
        const alexArchived = alexStream.next('list-archived', 30_000);
        expect((await sam.post('/api/simple-meal-plans')).status).toBe(201);
        const [fresh] = (await sam.get('/api/simple-shopping-lists')).body;
        expect(fresh.id).not.toBe(list.id);
        expect(await archived).toMatchObject({ listId: list.id, replacedBy: fresh.id });
        expect(await alexArchived).toMatchObject({ listId: list.id, replacedBy: fresh.id });
        alexStream.close();
      } finally {
        stream.close();
      }
    });

    it("a member's new plan reaches the other member's open planner at once (plan-made on the household's channel)", async () => {
      const { sam } = await joinSam();
      const stranger = await signUp(server);
      // Before any plan or list: the planner's stream is the household's, not a list's.
      const alexStream = await openEvents(server.url, alex, 'household');
      const strangerStream = await openEvents(server.url, stranger, 'household');
      try {
        const made = alexStream.next('plan-made', 30_000);
        const plan = await sam.post('/api/simple-meal-plans');
        expect(plan.status).toBe(201);
        const [list] = (await sam.get('/api/simple-shopping-lists')).body;
        expect(await made).toMatchObject({ kind: 'plan-made', planId: plan.body.id, listId: list.id });
        // Another household hears nothing of it.
        await expect(strangerStream.next('plan-made', 500)).rejects.toThrow();
        // A second plan by Alex reaches Sam too.
        const samStream = await openEvents(server.url, sam, 'household');
        const again = samStream.next('plan-made', 30_000);
        const second = await alex.post('/api/simple-meal-plans');
        expect(await again).toMatchObject({ planId: second.body.id });
        samStream.close();
      } finally {
        alexStream.close();
        strangerStream.close();
      }
    });

    it('the household stream is for signed-in members only', async () => {
      expect((await server.client().get('/api/household/events')).status).toBe(401);
    });

    it('the calendar: a secret link per member, read by an iCal parser; a new link retires the old one', async () => {
      const plan = (await alex.post('/api/simple-meal-plans')).body;
      expect((await server.client().get('/api/calendar/token')).status).toBe(401);
      expect((await alex.get('/api/calendar/token')).body).toEqual({ url: null, createdAt: null });
      const link = await alex.post('/api/calendar/token');
      expect(link.status).toBe(201);
      // This server has no link key (no LINK_SECRET, no embedded key file): the link was shown once, when made.
      expect((await alex.get('/api/calendar/token')).body).toEqual({ url: null, createdAt: link.body.createdAt });
      const path = new URL(link.body.url).pathname;
      const feed = await server.client().get(path);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
      const calendar = new ICAL.Component(ICAL.parse(feed.body as string));
      const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      const meals = plan.items?.length ?? plan.meals?.length;
      expect(events.length).toBe(meals);
      const first = events[0]!;
      expect(first.summary).toMatch(/^(Breakfast|Lunch|Dinner): /);
      expect(first.description).toMatch(/Recipe: http:\/\/127\.0\.0\.1:\d+\/recipe\//);
      expect(first.endDate.toJSDate().getTime()).toBeGreaterThan(first.startDate.toJSDate().getTime());
      expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
      expect((feed.body as string).split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
      // A member's own link shows the household's meals; removal stops that.
      const { sam, samId } = await joinSam();
      const samLink = new URL((await sam.post('/api/calendar/token')).body.url).pathname;
      expect((await server.client().get(samLink)).body).toContain('BEGIN:VEVENT');
      await del(alex, `/api/household/members/${samId}`);
      expect((await server.client().get(samLink)).body).not.toContain('BEGIN:VEVENT');
      await alex.post('/api/calendar/token');
      expect((await server.client().get(path)).status).toBe(404);
      expect((await server.client().get('/api/calendar/nope.ics')).status).toBe(404);
      expect((await server.client().get('/api/calendar/nope')).status).toBe(404);
    });
  });
}

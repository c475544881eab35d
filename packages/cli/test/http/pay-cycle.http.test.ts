import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneDatabaseTarget } from '@larder/adapters-db/testing/test-databases';
import { ZPayCycle } from '@larder/contract/pay-cycle';
import { type TestClient, type TestServer, signUp, startTestServer } from '../support/test-server';

const tokenOf = (link: string) => link.split('/').pop()!;

const profile = { householdSize: 2, weeklyBudget: '87.50', cookingSkill: 'intermediate', cuisinePreferences: ['British'], postcode: 'EH1 1AA' };

for (const target of oneDatabaseTarget()) {
  describe(`the pay cycle (${target.name})`, () => {
    let server: TestServer;
    let alex: TestClient;
    let sam: TestClient;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.db.knex.raw('truncate users, rate_limits cascade');
      server.clock.set('2026-11-29T12:00:00Z'); // a Sunday
      alex = await signUp(server, { email: 'alex@example.com', firstName: 'Alex' });
      expect((await alex.put('/api/user/preferences', profile)).status).toBe(200);
      const invite = await alex.post('/api/household/invitations', { email: 'sam@example.com' });
      sam = server.client();
      expect((await sam.post(`/api/household/invitations/${tokenOf(invite.body.link)}/accept`, { firstName: 'Sam', lastName: 'Lee', password: 'sam password' })).status).toBe(201);
    });

    const payCycle = async (client: TestClient, method: 'get' | 'put' | 'delete' = 'get', body?: object) => {
      const reply = method === 'put' ? await client.put('/api/budget/pay-cycle', body) : method === 'delete' ? await client.request('DELETE', '/api/budget/pay-cycle') : await client.get('/api/budget/pay-cycle');
      expect(reply.status).toBe(200);
      expect(ZPayCycle.strict().safeParse(reply.body).error).toBeUndefined();
      return ZPayCycle.parse(reply.body);
    };

    it('without a pay cycle: none, the nation from the postcode, and the weekly budget as it was', async () => {
      expect(await payCycle(alex)).toEqual({ cycle: null, nation: 'scotland', nationFrom: 'postcode', period: null });
      expect((await alex.get('/api/budget-tracker')).body.weeklyBudget).toBe('87.50');
    });

    it('paid on the 12th: what is left of the period after the receipts, until pay day, for every member', async () => {
      expect((await sam.post('/api/budget-tracker/receipts', { date: '2026-11-20', chain: 'Lidl', amount: '58.00' })).status).toBe(201);
      expect((await sam.post('/api/budget-tracker/receipts', { date: '2026-11-11', chain: 'Aldi', amount: '99.00' })).status).toBe(201); // the last period
      const set = await payCycle(sam, 'put', { frequency: 'monthly', day: 12, money: '200.00' });
      expect(set.cycle).toEqual({ frequency: 'monthly', anchor: null, day: 12, assessmentDay: null, money: '200.00', nation: null });
      expect(set.period).toMatchObject({ start: '2026-11-12', nextPayDay: '2026-12-11', days: 29, daysLeft: 12, spent: '58.00', left: '142.00', floor: '77.20' });
      // 12 December 2026 is a Saturday: banks pay on Friday 11th.
      expect(set.period!.message).toBe('£142 left for 12 days until pay day (Friday 11 December)');
      const weeks = set.period!.weeks;
      expect(weeks.at(-1)).toMatchObject({ start: '2026-12-04', end: '2026-12-10', days: 7, protected: true });
      expect(weeks.reduce((s, w) => s + Math.round(Number(w.amount) * 100), 0)).toBe(20000);
      // Each week's spending beside its share (the tracker's period): the receipt of 20 Nov is in the week of 20 Nov.
      expect(weeks.map((w) => [w.start, w.spent])).toEqual([
        ['2026-11-12', '0.00'],
        ['2026-11-13', '0.00'],
        ['2026-11-20', '58.00'],
        ['2026-11-27', '0.00'],
        ['2026-12-04', '0.00'],
      ]);
      // The weeks begun by Sunday 29 November allow all but the protected last week's share.
      const soFar = weeks.slice(0, 4).reduce((s, w) => s + Math.round(Number(w.amount) * 100), 0);
      expect(soFar).toBe(20000 - 7720);
      expect(set.period).toMatchObject({ onTrack: true, trackNote: 'On track: £58.00 spent of the £122.80 for the weeks so far.' });
      expect(await payCycle(alex)).toEqual(set);
      const activity = (await alex.get('/api/household/activity')).body.activity;
      expect(activity[0].summary).toContain('changed the pay cycle (paid monthly on the 12th, £200.00 a period)');
      // The plain weekly budget is left as it was.
      expect((await alex.get('/api/budget-tracker')).body.weeklyBudget).toBe('87.50');
    });

    it('Universal Credit in Northern Ireland, set explicitly; the last week keeps its floor when money is short', async () => {
      const set = await payCycle(alex, 'put', { frequency: 'universal-credit', assessmentDay: '10', money: 180, nation: 'northern-ireland' });
      expect(set).toMatchObject({ nation: 'northern-ireland', nationFrom: 'set' });
      // Assessment periods from the 10th are paid on the 16th: 16 November (a Monday) to 16 December.
      expect(set.period).toMatchObject({ start: '2026-11-16', nextPayDay: '2026-12-16', days: 30, daysLeft: 17 });
      expect(set.period!.weeks.at(-1)).toMatchObject({ amount: '77.20', protected: true });
    });

    it('each bad input is a 400 naming the field, and the saved pay cycle is kept', async () => {
      await payCycle(alex, 'put', { frequency: 'fortnightly', anchor: '2026-11-27', money: '120' });
      const bad: Array<[object, string]> = [
        [{ frequency: 'yearly', money: '100' }, 'frequency'],
        [{ frequency: 'weekly', money: '100' }, 'anchor'],
        [{ frequency: 'weekly', anchor: '27/11/2026', money: '100' }, 'anchor'],
        [{ frequency: 'monthly', day: 0, money: '100' }, 'day'],
        [{ frequency: 'monthly', day: '32', money: '100' }, 'day'],
        [{ frequency: 'universal-credit', money: '100' }, 'assessmentDay'],
        [{ frequency: 'last-working-day', money: '12.345' }, 'money'],
        [{ frequency: 'last-working-day', money: '0' }, 'money'],
        [{ frequency: 'last-working-day', money: '100000' }, 'money'],
        [{ frequency: 'last-working-day', money: { pounds: 1 } }, 'money'],
        [{ frequency: 'last-working-day', money: '100', nation: 'wales' }, 'nation'],
        [{ frequency: 'last-working-day', money: '100', colour: 'red' }, 'colour'],
      ];
      for (const [body, field] of bad) {
        const reply = await alex.put('/api/budget/pay-cycle', body);
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body.field, JSON.stringify(body)).toBe(field);
      }
      expect((await payCycle(alex)).cycle).toMatchObject({ frequency: 'fortnightly', anchor: '2026-11-27', money: '120.00' });
    });

    it('removing it goes back to the plain weekly budget; signed out is a 401', async () => {
      await payCycle(alex, 'put', { frequency: 'last-working-day', money: '300' });
      expect((await payCycle(sam, 'delete')).cycle).toBeNull();
      expect((await payCycle(alex)).period).toBeNull();
      expect((await server.client().get('/api/budget/pay-cycle')).status).toBe(401);
    });
  });
}

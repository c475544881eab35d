import { beforeEach, describe, expect, it } from 'vitest';
import type { BlogPost } from '@larder/domain/site/blog/blog-post';
import type { BlogPostRepository } from '@larder/domain/site/blog/ports';
import type { BlogContentStore, DailyPostStore } from '@larder/domain/content/ports';
import type { HelpdeskEventLog } from '@larder/domain/support-automation/ports';
import type { AutomationDecision } from '@larder/domain/support-automation/decision';

export interface SupportAutomationPorts {
  helpdesk: HelpdeskEventLog;
  content: BlogContentStore;
  daily: DailyPostStore;
  /** The public blog's repository over the same storage: it must never see a draft. */
  blog: BlogPostRepository;
}

const at = (day: number, hour = 8) => new Date(Date.UTC(2027, 2, day, hour));
const post = (id: string, day: number, overrides: Partial<BlogPost> = {}): BlogPost => ({
  id,
  title: `Post ${id}`,
  excerpt: 'An excerpt.',
  content: '<p>Some words about food.</p>',
  category: 'nutrition',
  tags: ['fibre', 'budget'],
  author: 'Larder Kitchen',
  publishedAt: at(day),
  readTime: 3,
  metaDescription: 'A description.',
  ...overrides,
});
const decision = (overrides: Partial<AutomationDecision> = {}): AutomationDecision => ({
  intent: 'cancel_request',
  intentLabel: 'Cancel request',
  confidence: 1,
  shouldReply: true,
  draft: 'Hello Jo,\n\nDone.',
  intendedActions: [],
  senderIsAccountHolder: true,
  alsoAsks: [],
  matchedRules: [],
  ...overrides,
});

/** What every implementation of these storage ports must do; run on the fakes, PGlite and PostgreSQL. */
export function supportAutomationContract(make: () => Promise<SupportAutomationPorts>) {
  let ports: SupportAutomationPorts;
  beforeEach(async () => {
    ports = await make();
  });

  describe('HelpdeskEventLog', () => {
    it('claims an event id once only, then records its outcome; latest lists newest first', async () => {
      expect(await ports.helpdesk.claim({ eventId: 'evt_1', eventType: 'message.created', customerEmail: 'jo@example.com' }, at(1, 9))).toBe(true);
      expect(await ports.helpdesk.claim({ eventId: 'evt_1', eventType: 'message.created', customerEmail: 'jo@example.com' }, at(1, 10))).toBe(false);
      expect(await ports.helpdesk.claim({ eventId: 'evt_2', eventType: 'conversation.closed', customerEmail: null }, at(1, 11))).toBe(true);
      await ports.helpdesk.finish('evt_1', { status: 'handled', decision: decision(), actions: ['cancel_subscription:done'] });
      await ports.helpdesk.finish('evt_2', { status: 'ignored', decision: null, actions: [] });
      expect(await ports.helpdesk.latest(10)).toEqual([
        { eventId: 'evt_2', eventType: 'conversation.closed', receivedAt: at(1, 11), customerEmail: null, status: 'ignored', intent: null, shouldReply: null, actions: [], draft: null },
        {
          eventId: 'evt_1',
          eventType: 'message.created',
          receivedAt: at(1, 9),
          customerEmail: 'jo@example.com',
          status: 'handled',
          intent: 'cancel_request',
          shouldReply: true,
          actions: ['cancel_subscription:done'],
          draft: 'Hello Jo,\n\nDone.',
        },
      ]);
      expect(await ports.helpdesk.latest(1)).toHaveLength(1);
    });

    it('claims are atomic: of ten racing claims for one id, exactly one wins', async () => {
      const wins = await Promise.all(Array.from({ length: 10 }, () => ports.helpdesk.claim({ eventId: 'evt_race', eventType: 'message.created', customerEmail: null }, at(2))));
      expect(wins.filter(Boolean)).toHaveLength(1);
    });
  });

  describe('BlogContentStore', () => {
    it('lists published and draft posts newest first; unpublishing hides a post from the public blog, publishing shows it again', async () => {
      await ports.content.put(post('older', 1), 'published', at(1));
      await ports.content.put(post('newer', 5, { tags: ['seasonal'] }), 'published', at(5));
      expect((await ports.blog.listPublished(at(20))).map((p) => p.id)).toEqual(['newer', 'older']);

      await ports.content.put(post('newer', 5, { title: 'Edited while hidden' }), 'draft', at(6));
      expect((await ports.blog.listPublished(at(20))).map((p) => p.id)).toEqual(['older']);
      expect(await ports.blog.findPublished('newer', at(20))).toBeNull();
      expect((await ports.content.listAll()).map((c) => [c.post.id, c.state, c.post.title])).toEqual([
        ['newer', 'draft', 'Edited while hidden'],
        ['older', 'published', 'Post older'],
      ]);
      expect(await ports.content.find('newer')).toEqual({ post: post('newer', 5, { title: 'Edited while hidden' }), state: 'draft', updatedAt: at(6) });

      await ports.content.put(post('newer', 5, { title: 'Back again' }), 'published', at(7));
      expect((await ports.blog.findPublished('newer', at(20)))?.title).toBe('Back again');
      expect((await ports.content.listAll()).filter((c) => c.state === 'draft')).toEqual([]);
      expect(await ports.content.find('missing')).toBeNull();
    });
  });

  describe('DailyPostStore', () => {
    it('publishes one post a day with its topic; a second publish for the same day writes nothing', async () => {
      const entry = { day: '2027-03-02', kind: 'nutrient', topic: 'nutrient:fibre', postId: '2027-03-02-fibre', createdAt: at(2) };
      expect(await ports.daily.publish(entry, post('2027-03-02-fibre', 2))).toBe(true);
      expect(await ports.daily.publish({ ...entry, topic: 'nutrient:protein', postId: '2027-03-02-protein' }, post('2027-03-02-protein', 2))).toBe(false);
      expect(await ports.blog.findPublished('2027-03-02-protein', at(20))).toBeNull();
      expect((await ports.blog.findPublished('2027-03-02-fibre', at(20)))?.title).toBe('Post 2027-03-02-fibre');
      expect(await ports.daily.find('2027-03-02')).toEqual(entry);
      expect(await ports.daily.find('2027-03-03')).toBeNull();
      const third = { day: '2027-03-03', kind: 'seasonal', topic: 'seasonal:leek', postId: '2027-03-03-leeks', createdAt: at(3) };
      await ports.daily.publish(third, post('2027-03-03-leeks', 3));
      expect((await ports.daily.since('2027-03-01')).map((e) => e.topic)).toEqual(['nutrient:fibre', 'seasonal:leek']);
      expect((await ports.daily.since('2027-03-03')).map((e) => e.day)).toEqual(['2027-03-03']);
    });

    it('racing publishes for one day: exactly one wins', async () => {
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) => ports.daily.publish({ day: '2027-03-09', kind: 'nutrient', topic: `nutrient:${i}`, postId: `race-${i}`, createdAt: at(9) }, post(`race-${i}`, 9))),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await ports.blog.listPublished(at(20))).filter((p) => p.id.startsWith('race-'))).toHaveLength(1);
    });
  });
}

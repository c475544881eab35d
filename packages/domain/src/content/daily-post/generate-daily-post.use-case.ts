import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import { type BlogPost, preparePost } from '../../site/blog/blog-post';
import type { Clock } from '../../shared/clock';
import { type DomainError, fail } from '../../shared/errors';
import type { Logger } from '../../shared/logger';
import { type Result, ok } from '../../shared/result';
import type { BlogContentStore, DailyPostEntry, DailyPostStore } from '../ports';
import { type Article, type ArticleKind, type TopicCandidate, isoWeek, topicCandidates } from './articles';

/** The daily post's hour (the documents' "8 AM GMT" is 08:00 UTC). */
export const DAILY_POST_HOUR_UTC = 8;
/** No topic is written about twice within this many days. */
export const TOPIC_COOLDOWN_DAYS = 30;
export const DAILY_POST_AUTHOR = 'Larder Kitchen';

/** After the weekly best-value article, the kinds take turns by day. */
const ROTATION: readonly ArticleKind[] = ['seasonal', 'nutrient', 'quick', 'diet'];

const DAY_MS = 86_400_000;
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const addDaysTo = (day: string, days: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** A stable pseudo-random order for ties, different each day (FNV-1a). */
const hash = (text: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
};

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export interface DailyPostResult {
  readonly status: 'published' | 'already_published';
  readonly entry: DailyPostEntry;
  readonly post: BlogPost | null;
}

/**
 * Chooses the day's topic: the week's best-value dinners when the week has none yet, otherwise the kinds in turn;
 * within a kind the topic used longest ago (never used first), and never one used in the last 30 days.
 */
export function chooseArticle(candidates: Record<ArticleKind, TopicCandidate[]>, day: string, history: readonly DailyPostEntry[]): Article | null {
  const week = isoWeek(new Date(`${day}T00:00:00Z`)).key;
  const cooldownFrom = addDaysTo(day, -(TOPIC_COOLDOWN_DAYS - 1));
  const recent = new Set(history.filter((e) => e.day >= cooldownFrom && e.day < day).map((e) => e.topic));
  const lastUsed = new Map<string, string>();
  for (const e of history) if (e.day < day && (lastUsed.get(e.topic) ?? '') < e.day) lastUsed.set(e.topic, e.day);
  const weekHasBestValue = history.some((e) => e.kind === 'best-value' && e.day < day && isoWeek(new Date(`${e.day}T00:00:00Z`)).key === week);
  const start = dayNumber(day) % ROTATION.length;
  const order: ArticleKind[] = [...(weekHasBestValue ? [] : (['best-value'] as const)), ...ROTATION.slice(start), ...ROTATION.slice(0, start)];
  for (const kind of order) {
    const fresh = candidates[kind]
      .filter((c) => !recent.has(c.topic))
      .sort((a, b) => (lastUsed.get(a.topic) ?? '').localeCompare(lastUsed.get(b.topic) ?? '') || hash(`${day}|${a.topic}`) - hash(`${day}|${b.topic}`));
    for (const candidate of fresh) {
      const article = candidate.build();
      if (article) return article;
    }
  }
  return null;
}

/**
 * The daily blog post (08:00 UTC by the server's scheduler, `blog generate`, and the admin's button): one article a
 * UTC day from our own catalogue, published in its category with tags and read time. Asked again the same day, it
 * answers the post already written.
 */
export class GenerateDailyPost {
  constructor(
    private readonly catalogue: CatalogueCache,
    private readonly daily: DailyPostStore,
    private readonly content: BlogContentStore,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(options: { at?: Date } = {}): Promise<Result<DailyPostResult, DomainError>> {
    const at = options.at ?? this.clock.now();
    const day = utcDay(at);
    const existing = await this.daily.find(day);
    if (existing) return ok({ status: 'already_published', entry: existing, post: (await this.content.find(existing.postId))?.post ?? null });

    const snapshot = await this.catalogue.current();
    if (!snapshot.allRecipes().length) return fail('PLAN.NO_RECIPES', 'The catalogue has no recipes yet, so there is nothing to write about. Run `npm run cli -- db seed` first.');
    const history = await this.daily.since(addDaysTo(day, -400));
    const article = chooseArticle(topicCandidates(snapshot, at), day, history);
    if (!article) return fail('PLAN.NO_RECIPES', `No topic is free today: every topic the catalogue can carry was written about in the last ${TOPIC_COOLDOWN_DAYS} days.`);

    const id = `${day}-${slugify(article.title)}`.slice(0, 120).replace(/-+$/, '');
    const prepared = preparePost({
      id,
      title: article.title,
      excerpt: article.excerpt,
      content: article.html,
      category: article.category,
      tags: article.tags,
      author: DAILY_POST_AUTHOR,
      publishedAt: at,
      metaDescription: article.metaDescription,
    });
    if (!prepared.ok) throw new Error(`The daily post "${article.topic}" is not a valid post: ${prepared.field}: ${prepared.message}`);
    const entry: DailyPostEntry = { day, kind: article.kind, topic: article.topic, postId: prepared.post.id, createdAt: at };
    const published = await this.daily.publish(entry, prepared.post);
    if (!published) {
      const winner = (await this.daily.find(day))!;
      return ok({ status: 'already_published', entry: winner, post: (await this.content.find(winner.postId))?.post ?? null });
    }
    this.logger.info({ day, topic: article.topic, postId: prepared.post.id }, 'daily blog post published');
    return ok({ status: 'published', entry, post: prepared.post });
  }
}

import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { BLOG_CATEGORIES, type NewBlogPost, preparePost } from '@larder/domain/site/blog/blog-post';
import { DataFileError, dataFile } from '@larder/domain/shared/data-file';
import { blogPostRow } from '../repositories/knex-site.repository';

/**
 * The blog's articles, written by us for UK households cooking on a budget, one file each in
 * packages/adapters-db/content/blog/<id>.html: a front matter block of `key: value` lines between `---` lines,
 * then the article's HTML. Health guidance follows the NHS (Eatwell Guide, 5 A Day, salt and sugar limits) and
 * food-safety advice the Food Standards Agency; where a figure comes from elsewhere the article names its source.
 */
export const BLOG_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content/blog');

const FRONT_MATTER = ['title', 'excerpt', 'metaDescription', 'category', 'tags', 'author', 'publishedAt'] as const;

/** Reads one article file; `file` names it in errors, and its base name is the article's id. */
export function readBlogArticle(file: string, text: string): NewBlogPost {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new DataFileError(file, '', 'must start with a front matter block between two --- lines');
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split('\n')) {
    if (!line.trim()) continue;
    const pair = /^(\w+):\s*(.*)$/.exec(line);
    if (!pair) throw new DataFileError(file, line, 'is not a `key: value` line');
    if (pair[1]! in fields) throw new DataFileError(file, pair[1]!, 'is given twice');
    fields[pair[1]!] = pair[2]!.trim();
  }
  const front = dataFile(file, fields).only(FRONT_MATTER);
  const publishedAt = front.get('publishedAt');
  const date = new Date(publishedAt.string());
  if (!/^\d{4}-\d{2}-\d{2}T/.test(publishedAt.string()) || Number.isNaN(date.getTime())) publishedAt.fail('must be an ISO date and time, e.g. 2026-06-02T08:00:00Z');
  const article: NewBlogPost = {
    id: path.basename(file).replace(/\.html$/, ''),
    title: front.get('title').string(),
    excerpt: front.get('excerpt').string(),
    metaDescription: front.get('metaDescription').string(),
    category: front.get('category').oneOf(BLOG_CATEGORIES),
    tags: front.get('tags').string().split(',').map((t) => t.trim()).filter(Boolean),
    author: front.get('author').string(),
    publishedAt: date,
    content: match[2]!.trim(),
  };
  const prepared = preparePost(article);
  if (!prepared.ok) throw new DataFileError(file, prepared.field, `is refused: ${prepared.message}`);
  return article;
}

/** Every article in `dir`, oldest first. */
export function loadBlogArticles(dir = BLOG_DIR): NewBlogPost[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.html'));
  return files
    .map((f) => readBlogArticle(`content/blog/${f}`, readFileSync(path.join(dir, f), 'utf8')))
    .sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.id.localeCompare(b.id));
}

export const BLOG_ARTICLES: readonly NewBlogPost[] = loadBlogArticles();

/** Stores the shipped articles (sanitised); an article already stored under the same id is left alone. */
export async function seedBlogArticles(knex: Knex): Promise<number> {
  let inserted = 0;
  for (const article of BLOG_ARTICLES) {
    const prepared = preparePost(article);
    if (!prepared.ok) throw new Error(`blog article ${article.id}: ${prepared.field}: ${prepared.message}`);
    const rows = await knex('blog_posts').insert(blogPostRow(prepared.post)).onConflict('id').ignore().returning('id');
    inserted += rows.length;
  }
  return inserted;
}

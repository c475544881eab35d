import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES, loadBlogArticles, readBlogArticle } from '../src/site/blog-articles';

const ARTICLE = `---
title: Soup for a week
excerpt: One pot, five lunches.
metaDescription: How to make a week of soup for less than a pound a bowl.
category: cooking-tips
tags: soup, batch cooking
author: Larder Kitchen Team
publishedAt: 2026-06-02T08:00:00Z
---
<p>Start with an onion.</p>
`;

describe('blog article files (content/blog/*.html)', () => {
  it('reads the front matter and the HTML; the file name is the id', () => {
    expect(readBlogArticle('content/blog/soup-for-a-week.html', ARTICLE)).toEqual({
      id: 'soup-for-a-week',
      title: 'Soup for a week',
      excerpt: 'One pot, five lunches.',
      metaDescription: 'How to make a week of soup for less than a pound a bowl.',
      category: 'cooking-tips',
      tags: ['soup', 'batch cooking'],
      author: 'Larder Kitchen Team',
      publishedAt: new Date('2026-06-02T08:00:00Z'),
      content: '<p>Start with an onion.</p>',
    });
  });

  it('names the file and the field of a bad article', () => {
    const file = 'content/blog/soup.html';
    expect(() => readBlogArticle(file, ARTICLE.replace('category: cooking-tips', 'category: soups'))).toThrow('content/blog/soup.html: category must be one of nutrition');
    expect(() => readBlogArticle(file, ARTICLE.replace('publishedAt: 2026-06-02T08:00:00Z', 'publishedAt: June 2026'))).toThrow('content/blog/soup.html: publishedAt must be an ISO date');
    expect(() => readBlogArticle(file, ARTICLE.replace('author: Larder Kitchen Team\n', ''))).toThrow('content/blog/soup.html: author is missing');
    expect(() => readBlogArticle(file, ARTICLE.replace('tags:', 'tag:'))).toThrow('content/blog/soup.html: tag is not a known field');
    expect(() => readBlogArticle(file, ARTICLE.replace('<p>Start with an onion.</p>', '<p> </p>'))).toThrow('content/blog/soup.html: content is refused: The article has no text');
    expect(() => readBlogArticle('content/blog/Soup Week.html', ARTICLE)).toThrow('content/blog/Soup Week.html: id is refused');
    expect(() => readBlogArticle(file, '<p>No front matter</p>')).toThrow('content/blog/soup.html: (the whole file) must start with a front matter block');
  });

  it('loads every .html file of a folder, oldest first', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'blog-'));
    writeFileSync(path.join(dir, 'later.html'), ARTICLE.replace('2026-06-02', '2026-07-01'));
    writeFileSync(path.join(dir, 'earlier.html'), ARTICLE);
    writeFileSync(path.join(dir, 'notes.txt'), 'not an article');
    expect(loadBlogArticles(dir).map((a) => a.id)).toEqual(['earlier', 'later']);
  });

  it('ships the site’s thirteen articles, each checked', () => {
    expect(BLOG_ARTICLES.length).toBe(13);
    expect(new Set(BLOG_ARTICLES.map((a) => a.id)).size).toBe(13);
  });
});

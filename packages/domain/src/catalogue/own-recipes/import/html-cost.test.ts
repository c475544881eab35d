import { describe, expect, it } from 'vitest';
import { HTML_LIMITS, checkHtmlCost } from './html-cost';

const refusal = (html: string) => {
  const r = checkHtmlCost(html, 'html');
  return r ? r.error.message : null;
};

describe('checkHtmlCost: a page priced by one linear scan before it is parsed', () => {
  it('refuses unclosed nesting, too many tags and too many characters, naming the limit', () => {
    expect(refusal('<div>'.repeat(HTML_LIMITS.maxDepth + 1))).toMatch(/nested more than 400 deep/);
    expect(refusal('<div>'.repeat(HTML_LIMITS.maxDepth))).toBeNull();
    expect(refusal('<i></i>'.repeat(HTML_LIMITS.maxTags))).toMatch(/more than 60,000 tags/);
    expect(refusal('x'.repeat(HTML_LIMITS.maxChars + 1))).toMatch(/more than 3,000,000 characters/);
    expect(checkHtmlCost('<div>'.repeat(500), 'url')!.error).toMatchObject({ code: 'IMPORT.TOO_LARGE', field: 'url' });
  });

  it('lets through what real pages do: closed elements, unclosed paragraphs and list items, void and self-closing tags, scripts and comments', () => {
    const page = `<!doctype html><html><head><meta charset="utf-8"><script>for (let i = 0; i<n; i++) if (a<b) x = '<div>';</script><style>a<b{}</style></head>
      <body>${'<section><div><p>text<br><img src=x><svg><path d="M0"/></svg></div></section>'.repeat(2000)}<!-- <div><div><div> -->
      <ul>${'<li>item'.repeat(1000)}</ul><table>${'<tr><td>1<td>2'.repeat(500)}</table></body></html>`;
    expect(refusal(page)).toBeNull();
  });

  it('stays linear on shapes that would make a naive scan quadratic', () => {
    for (const hostile of ['<a'.repeat(1_400_000), '<script>'.repeat(300_000), '<div '.repeat(500_000) + '>', '<!--'.repeat(700_000)]) {
      const started = performance.now();
      checkHtmlCost(hostile, 'html');
      expect(performance.now() - started).toBeLessThan(500);
    }
  });
});

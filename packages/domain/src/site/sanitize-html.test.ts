import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { htmlText, readMinutes, safeHref, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the article tags and the text', () => {
    const html = '<h2 id="plan">Plan</h2><p>Buy <strong>less</strong>, <em>waste</em> less.</p><ul><li>One</li></ul><a href="/blog">Blog</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and event handlers, with their content', () => {
    expect(sanitizeHtml('<p onclick="steal()">Hi</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>text')).toBe('text');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<iframe src="https://evil"></iframe>ok')).toBe('ok');
  });

  it('keeps only safe link targets, however they are disguised', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="jav&#x61;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://www.nhs.uk/">NHS</a>')).toBe('<a href="https://www.nhs.uk/" rel="noopener noreferrer nofollow">NHS</a>');
    expect(safeHref('mailto:help@larder.local')).toBe('mailto:help@larder.local');
  });

  it('escapes stray angle brackets and quotes, and closes what was left open', () => {
    expect(sanitizeHtml('1 < 2 and 3 > 2')).toBe('1 &lt; 2 and 3 &gt; 2');
    expect(sanitizeHtml('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    expect(sanitizeHtml('</p>text')).toBe('text');
    expect(sanitizeHtml('<!-- hidden -->shown')).toBe('shown');
    expect(sanitizeHtml('<a href="x>y">z</a>')).not.toMatch(/href="x>/);
  });

  it('is idempotent and never lets a tag outside the allow-list through (property)', () => {
    const allowed = /^<\/?(p|h2|h3|h4|ul|ol|li|strong|em|b|i|a|blockquote|br|hr|table|thead|tbody|tr|th|td)( (href|id|scope|rel)="[^"]*")*>$/;
    const pieces = fc.constantFrom('<', '>', '"', "'", '=', '/', 'p', 'a', 'script', 'img', ' onerror', 'href', 'javascript:', 'x', '&#', '!--', ' ', 'svg', 'style');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const once = sanitizeHtml(parts.join(''));
        expect(sanitizeHtml(once)).toBe(once);
        for (const tag of once.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(allowed);
        expect(once.toLowerCase()).not.toContain('<script');
        expect(once.toLowerCase()).not.toMatch(/href="\s*javascript/);
      }),
      { numRuns: 500 },
    );
  });

  it('counts words for the read time', () => {
    expect(htmlText('<p>Two&nbsp;words</p>')).toBe('Two words');
    expect(readMinutes(`<p>${'word '.repeat(401)}</p>`)).toBe(3);
    expect(readMinutes('<p></p>')).toBe(1);
  });
});

/**
 * Pure layout helpers of the PDF export (A4, in PDF points): line wrapping, pagination and the characters a
 * standard PDF font can draw. `pdf.ts` draws with them.
 */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 42;

/** Splits text into lines no wider than `maxWidth`; a word longer than a line is cut where it must be. */
export function wrapText(text: string, maxWidth: number, measure: (s: string) => number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (!words.length) return [''];
  const lines: string[] = [];
  let line = '';
  const pushLong = (word: string) => {
    let rest = word;
    while (measure(rest) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > maxWidth) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    return rest;
  };
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = measure(word) > maxWidth ? pushLong(word) : word;
  }
  if (line) lines.push(line);
  return lines;
}

export interface Block {
  readonly height: number;
  /** An aisle heading: never left alone at the foot of a page. */
  readonly keepWithNext?: boolean;
}

/**
 * Blocks (by index) per page, in order: the first page has `firstPage` points of room (below its header),
 * the others `otherPages`. A block taller than a page gets a page of its own.
 */
export function paginate(blocks: readonly Block[], firstPage: number, otherPages: number): number[][] {
  const pages: number[][] = [[]];
  let room = firstPage;
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    const next = blocks[i + 1];
    const needed = block.height + (block.keepWithNext && next ? next.height : 0);
    const page = pages[pages.length - 1]!;
    if (needed > room && page.length > 0) {
      pages.push([i]);
      room = otherPages - block.height;
    } else {
      page.push(i);
      room -= block.height;
    }
  }
  return pages;
}

/**
 * Text a standard (WinAnsi) PDF font can draw: typographic quotes and dashes become their plain forms,
 * anything else it cannot draw becomes "?".
 */
export function sanitizeText(text: string, canDraw: (ch: string) => boolean): string {
  const plain = text
    .replace(/[\u2018\u2019\u201B]/g, "'")
    .replace(/[\u201C\u201D\u201F]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u00A0\u2009\u202F]/g, ' ')
    .replace(/[\r\n\t]+/g, ' ');
  let out = '';
  for (const ch of plain) out += canDraw(ch) ? ch : '?';
  return out;
}

/** Characters of the WinAnsi encoding the standard fonts use (Latin-1 plus a few typographic ones). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export const isWinAnsi = (ch: string): boolean => {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

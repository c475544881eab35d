/**
 * Names a food written by a person ("free-range eggs", "Hellmann's mayonnaise", "cilantro") as one of the
 * catalogue's ingredients, with a confidence from 0 to 1. Reusable beyond recipes: a receipt line is matched
 * the same way. The words it knows come from data (the catalogue's names, its aliases file and its words file),
 * not from this code.
 */

export interface MatchVocabulary {
  /** Phrase in kebab-case ("all-purpose-flour") to ingredient slug ("plain-flour"). */
  readonly aliases: Readonly<Record<string, string>>;
  /** One word to its UK spelling or its catalogue word ("yogurt": "yoghurt", "cilantro": "coriander"). */
  readonly spellings: Readonly<Record<string, string>>;
  /** Words that describe but do not name a food ("free-range", "organic", "boneless"): ignored on both sides. */
  readonly descriptors: readonly string[];
}

export const EMPTY_VOCABULARY: MatchVocabulary = { aliases: {}, spellings: {}, descriptors: [] };

export interface IngredientMatch {
  readonly slug: string;
  readonly name: string;
  /** 0 to 1: 1 is the whole text naming the ingredient; at or above MATCH_THRESHOLD it is taken as matched. */
  readonly confidence: number;
}

/** Below this a match is only offered as a suggestion; the line stays unmatched until someone picks one. */
export const MATCH_THRESHOLD = 0.6;

/** Last words that name the form a food comes in rather than another food. */
const FORM_WORDS = new Set(['powder', 'granule', 'seed', 'cheese']);

interface Phrase {
  readonly slug: string;
  readonly tokens: readonly string[];
  /** Aliases and exact names are the catalogue's own word for the food; slug-derived phrases are a little weaker. */
  readonly weight: number;
}

const stripAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** "tomatoes" → "tomato", "leaves" → "leaf", "berries" → "berry"; words that only look plural are kept. */
export function singular(word: string): string {
  if (word.length <= 3 || /(?:ss|us|is|ys)$/.test(word)) return word;
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:tomato|potato|mango|avocado)es$/.test(word)) return word.slice(0, -2);
  if (/leaves$/.test(word)) return `${word.slice(0, -6)}leaf`;
  if (/loaves$/.test(word)) return `${word.slice(0, -6)}loaf`;
  if (/(?:ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word) && !/(?:ous|ss)$/.test(word)) return word.slice(0, -1);
  return word;
}

export class IngredientMatcher {
  private readonly phrases: Phrase[] = [];
  private readonly bySlug = new Map<string, string>();
  private readonly descriptors: Set<string>;
  private readonly exact = new Map<string, string>();
  /** The last word of every food's name ("almond" of "ground almonds"): a word that names a food of its own. */
  private readonly foodHeads = new Set<string>();
  /** How many names use a word before their last ("dried" in "dried apricots"): a word many use describes. */
  private readonly modifierUses = new Map<string, number>();

  constructor(
    ingredients: ReadonlyArray<{ readonly slug: string; readonly name: string }>,
    private readonly vocabulary: MatchVocabulary = EMPTY_VOCABULARY,
  ) {
    this.descriptors = new Set(vocabulary.descriptors.flatMap((d) => this.words(d, false)));
    for (const { slug, name } of ingredients) {
      this.bySlug.set(slug, name);
      const plainName = name.replace(/\([^)]*\)/g, ' ');
      this.add(slug, plainName, 1);
      // A food's own name ends in the food ("Ground almonds": almond); "Cooked chicken pieces" ends in a measure.
      const head = this.tokens(plainName).at(-1);
      if (head && !/^(?:piece|portion|fillet|slice|chunk|strip)$/.test(head)) this.foodHeads.add(head);
      this.add(slug, slug.replace(/-/g, ' '), 0.95);
      // "Chopped tomatoes (tin)": the bracket names the form, so "tinned chopped tomatoes" is this too.
      const bracket = /\(([^)]*)\)/.exec(name)?.[1];
      if (bracket && /^(tin|jar)$/i.test(bracket.trim())) this.add(slug, `tinned ${plainName}`, 1);
    }
    for (const [alias, slug] of Object.entries(vocabulary.aliases)) if (this.bySlug.has(slug)) this.add(slug, alias.replace(/-/g, ' '), 1);
  }

  private add(slug: string, text: string, weight: number) {
    const tokens = this.tokens(text);
    if (!tokens.length) return;
    const key = tokens.join(' ');
    if (!this.exact.has(key) || weight === 1) this.exact.set(key, slug);
    if (weight === 1) for (const t of tokens.slice(0, -1)) this.modifierUses.set(t, (this.modifierUses.get(t) ?? 0) + 1);
    this.phrases.push({ slug, tokens, weight });
  }

  private words(text: string, spell = true): string[] {
    // "tuna in spring water", "chopped tomatoes with garlic": what follows names the packing or a flavour, not the food.
    const food = text.split(/\s+(?:(?:mixed|dissolved|blended|whisked|stirred)\s+)?(?:in|with|into)\s+/i)[0]!;
    return stripAccents(food.toLowerCase())
      .replace(/['’]s\b/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .split(' ')
      .filter(Boolean)
      .map((w) => (spell ? (this.vocabulary.spellings[w] ?? w) : w))
      .flatMap((w) => w.split(' '))
      .map(singular);
  }

  /** The words that name the food: spelt the UK way, singular, without describing words. */
  tokens(text: string): string[] {
    return this.words(text).filter((w) => !this.descriptors.has(w) && !/^\d+$/.test(w));
  }

  /** The word just before the matched name is a food of its own, not a describing word ("almond" butter). */
  private namesAnotherFood(q: readonly string[], tokens: readonly string[]): boolean {
    const at = q.indexOf(tokens[0]!);
    const before = at > 0 ? q[at - 1]! : undefined;
    return before !== undefined && !tokens.includes(before) && this.foodHeads.has(before) && (tokens.length === 1 || (this.modifierUses.get(before) ?? 0) < 3);
  }

  name(slug: string): string | undefined {
    return this.bySlug.get(slug);
  }

  /** The best match, or null when nothing shares the food's main word. */
  match(text: string): IngredientMatch | null {
    return this.candidates(text, 1)[0] ?? null;
  }

  /** The best few matches, best first (for the editor's "did you mean"). */
  candidates(text: string, limit = 5): IngredientMatch[] {
    const q = this.tokens(text);
    if (!q.length) return [];
    const whole = this.exact.get(q.join(' '));
    const scored = new Map<string, number>();
    if (whole) scored.set(whole, 1);
    const qset = new Set(q);
    const head = q[q.length - 1]!;
    for (const phrase of this.phrases) {
      const hits = phrase.tokens.filter((t) => qset.has(t)).length;
      if (!hits) continue;
      const phraseHead = phrase.tokens[phrase.tokens.length - 1]!;
      let score: number;
      if (hits === phrase.tokens.length) {
        // Every word of the name is in the text: extra words (a brand, a cut, a colour) lower it a little,
        // and the food's own last word ("tomatoes" in "cherry tomatoes") matters most.
        const coverage = phrase.tokens.length / q.length;
        score = (0.62 + 0.33 * coverage) * phrase.weight;
        // "red onion marmalade" is marmalade: a text ending in another food's name is that food, or none.
        // (A form word, "powder", "granules", "seeds", "cheese", says how the food comes, not which.)
        if (!phrase.tokens.includes(head)) score *= this.foodHeads.has(head) && !FORM_WORDS.has(head) ? 0.5 : 0.72;
        // "almond butter" is not butter, "coconut chips" not chips: an extra word that is itself a food makes it
        // another food, offered as a guess, never taken (the most specific name wins, or none).
        else if (this.namesAnotherFood(q, phrase.tokens)) score *= 0.7;
      } else {
        // Only some words: a guess, offered but not taken.
        if (!qset.has(phraseHead)) continue;
        score = 0.55 * (hits / phrase.tokens.length) * (hits / q.length) * phrase.weight;
      }
      if (score > (scored.get(phrase.slug) ?? 0)) scored.set(phrase.slug, score);
    }
    // "salt and pepper": when the whole is no food, the first named one is.
    if (![...scored.values()].some((s) => s >= MATCH_THRESHOLD) && /\b(and|or|&)\b/.test(text)) {
      const first = text.split(/\b(?:and|or|&)\b/)[0]!;
      if (first.trim() && first.trim() !== text.trim()) {
        const firstMatch = this.candidates(first, limit);
        if (firstMatch[0] && firstMatch[0].confidence >= MATCH_THRESHOLD) return firstMatch.map((m) => ({ ...m, confidence: Math.round(m.confidence * 0.9 * 1000) / 1000 }));
      }
    }
    return [...scored.entries()]
      .sort((a, b) => b[1] - a[1] || (this.bySlug.get(a[0])!.length - this.bySlug.get(b[0])!.length) || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([slug, score]) => ({ slug, name: this.bySlug.get(slug)!, confidence: Math.round(Math.min(1, score) * 1000) / 1000 }));
  }
}

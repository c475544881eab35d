/**
 * What a household (or one of its people) will not eat: "no pork", "no mushrooms", "Sam: no fish". An avoid is a
 * group of ingredients (data/avoids/avoid-groups.json, built from the catalogue: "pork" covers bacon, ham, sausages,
 * chorizo, gammon...) or one catalogue ingredient of a group. A recipe is avoided when any of its lines is.
 * Shared meals are cooked for everyone, so a member's avoid is the whole household's rule for the plan.
 */
import { type Result, ok } from '../shared/result';
import { type DomainError, invalid } from '../shared/errors';
import groupsData from '../../data/avoids/avoid-groups.json';

export interface AvoidGroup {
  readonly key: string;
  readonly label: string;
  readonly aliases: readonly string[];
  readonly ingredients: readonly string[];
}

export const AVOID_GROUPS: readonly AvoidGroup[] = groupsData.groups;
export const MAX_AVOIDS = 30;

const GROUP_BY_KEY = new Map(AVOID_GROUPS.map((g) => [g.key, g]));
const ALL_INGREDIENTS = new Set(AVOID_GROUPS.flatMap((g) => g.ingredients));

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const WORDS = new Map<string, string>();
for (const g of AVOID_GROUPS) {
  for (const w of [g.key, g.label.replace(/\s*\(.*$/, ''), ...g.aliases]) WORDS.set(squash(w), g.key);
}
for (const slug of ALL_INGREDIENTS) if (!WORDS.has(squash(slug))) WORDS.set(squash(slug), slug);

/** Free text ("No pork", "mushroom", "bacon") as an avoid key: a group's key, or one catalogue ingredient's slug; null when unknown. */
export function resolveAvoid(text: string): string | null {
  const base = squash(text).replace(/^(no|not|without|avoid|never|hates?|dislikes?|won t eat|wont eat|doesn t eat|doesnt eat|don t eat|dont eat)\s+/, '').replace(/^(any)\s+/, '');
  if (!base) return null;
  const tries = [base, base.replace(/ies$/, 'y'), base.replace(/es$/, ''), base.replace(/s$/, ''), `${base}s`, `${base}es`];
  for (const t of tries) {
    const hit = WORDS.get(t);
    if (hit) return hit;
  }
  return null;
}

/** The sentence that lists what can be avoided (the 400 names it). */
export const AVOIDABLE_SENTENCE = `You can avoid: ${AVOID_GROUPS.map((g) => g.key).join(', ')}, or a single ingredient from our library (for example bacon or king-prawns).`;

/** A list of avoids as sent (group keys, ingredient slugs or free text): resolved and de-duplicated, or a 400 naming the field. */
export function parseAvoids(input: unknown, field: string): Result<string[], DomainError> {
  if (input === undefined || input === null) return ok([]);
  if (!Array.isArray(input)) return invalid(field, `${field} must be a list of foods to avoid. ${AVOIDABLE_SENTENCE}`);
  if (input.length > MAX_AVOIDS) return invalid(field, `${field} may name at most ${MAX_AVOIDS} foods`);
  const out: string[] = [];
  for (const item of input) {
    if (typeof item !== 'string' || item.length > 60) return invalid(field, `${field} must be a list of foods to avoid. ${AVOIDABLE_SENTENCE}`);
    const key = resolveAvoid(item);
    if (!key) return invalid(field, `We don't know the food "${item.trim()}" in ${field}. ${AVOIDABLE_SENTENCE}`);
    if (!out.includes(key)) out.push(key);
  }
  return ok(out);
}

/** The catalogue ingredient slugs a set of avoids rules out. */
export function avoidedIngredients(avoids: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const a of avoids) {
    const group = GROUP_BY_KEY.get(a);
    if (group) group.ingredients.forEach((s) => out.add(s));
    else out.add(a);
  }
  return out;
}

/** How an avoid reads on screen ("pork", "king prawns"). */
export const avoidLabel = (key: string): string => (GROUP_BY_KEY.has(key) ? key : key.replace(/-/g, ' '));

/** The first ingredient of a recipe's lines that the avoids rule out, or null. */
export function avoidedLine(lines: readonly { ingredient: string }[], avoided: ReadonlySet<string>): string | null {
  for (const l of lines) if (avoided.has(l.ingredient)) return l.ingredient;
  return null;
}

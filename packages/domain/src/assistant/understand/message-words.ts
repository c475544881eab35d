import type { MealType } from '../../catalogue/recipe';

/*
 * The words the built-in assistant reads: numbers, days, meals, diets, cuisines, allergies and foods, the
 * message's normal form, and the Reading that rules take words out of. (Split out of understand-message.ts, issue 23.)
 */

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fourteen: 14, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100,
  a: 1, an: 1, single: 1, couple: 2, pair: 2,
};
export const NUM = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty|thirty|forty|fifty|sixty)';
export const toNumber = (word: string | undefined): number | undefined => {
  if (word === undefined) return undefined;
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word];
};

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const DAY = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)';
export const dayIndex = (word: string): number => DAYS.findIndex((d) => d.startsWith(word.slice(0, 3)));

export const MEAL_WORDS: ReadonlyArray<[RegExp, MealType]> = [
  [/\bbreakfasts?\b|\bbrekkie\b/, 'breakfast'],
  [/\blunch(?:es)?\b|\bpacked lunch(?:es)?\b/, 'lunch'],
  [/\bdinners?\b|\bsuppers?\b|\bevening meals?\b|\bteas\b|\bfor tea\b|\b(?:family|evening|kids'?) tea\b/, 'dinner'],
  [/\bsnacks?\b/, 'snack'],
];
export const MEAL = '(breakfast|lunch|dinner|supper|tea|brekkie|evening meal)';
export const mealOf = (word: string | undefined): MealType | undefined => {
  if (!word) return undefined;
  if (word.startsWith('breakfast') || word === 'brekkie') return 'breakfast';
  if (word.startsWith('lunch')) return 'lunch';
  if (word.startsWith('snack')) return 'snack';
  return 'dinner';
};

export const DIETS: ReadonlyArray<[RegExp, string]> = [
  [/\bvegans?\b|\bplant[- ]based\b/, 'Vegan'],
  [/\bvegetarians?\b|\bveggies?\b|\bmeat[- ]free\b|\bmeatless\b/, 'Vegetarian'],
  [/\bpesc[ae]tarian\b/, 'Pescatarian'],
  [/\bgluten[- ]free\b|\bco?eliac\b|\bceliac\b/, 'Gluten-free'],
  [/\bdairy[- ]free\b|\blactose[- ](?:free|intolerant)\b|\bno dairy\b/, 'Dairy-free'],
  [/\bhalal\b/, 'Halal'],
  [/\bkosher\b/, 'Kosher'],
  [/\bketo(?:genic)?\b/, 'Keto'],
  [/\blow[- ]carbs?\b/, 'Low-carb'],
  [/\bpaleo\b/, 'Paleo'],
];

export const CUISINES: ReadonlyArray<[RegExp, readonly string[]]> = [
  [/\bbritish\b|\benglish\b|\btraditional\b|\bclassic comfort\b/, ['British']],
  [/\bitalian\b/, ['Italian']],
  [/\bindian\b/, ['Indian']],
  [/\bchinese\b/, ['Chinese']],
  [/\bmexican\b|\btex[- ]mex\b/, ['Mexican']],
  [/\bthai\b/, ['Thai']],
  [/\bjapanese\b/, ['Japanese']],
  [/\bfrench\b/, ['French']],
  [/\bmediterranean\b|\bgreek\b|\bspanish\b/, ['Mediterranean']],
  [/\basian\b/, ['Chinese', 'Japanese', 'Thai']],
];

/** Allergy words and the label the screens store. */
const ALLERGY_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/^(?:tree[- ])?nuts?$|^peanuts?$|^nut$/, 'Nuts'],
  [/^shellfish$|^prawns?$|^seafood$/, 'Shellfish'],
  [/^fish$/, 'Fish'],
  [/^eggs?$/, 'Eggs'],
  [/^dairy$|^milk$|^lactose$/, 'Dairy'],
  [/^soy$|^soya$/, 'Soy'],
  [/^gluten$/, 'Gluten'],
  [/^wheat$/, 'Wheat'],
  [/^sesame(?: seeds?)?$/, 'Sesame'],
  [/^celery$/, 'Celery'],
  [/^mustard$/, 'Mustard'],
  [/^sulphites?$|^sulfites?$/, 'Sulphites'],
];
export const allergyLabel = (word: string): string | undefined => ALLERGY_WORDS.find(([re]) => re.test(word.trim()))?.[1];

/** Words that follow "no", "without" ... but are not foods. */
export const NOT_FOODS = new Set([
  'more', 'longer', 'fuss', 'problem', 'problems', 'idea', 'rush', 'need', 'way', 'worries', 'budget', 'time', 'thanks', 'plan', 'meal', 'meals',
  'repeats', 'repeat', 'leftovers', 'waste', 'cooking', 'effort', 'than', 'over', 'one', 'thing', 'things', 'it', 'that', 'this', 'change', 'changes', 'point',
]);

export const singular = (word: string): string => {
  const w = word.trim();
  if (/(?:ss|us|is)$/.test(w) || w.length <= 3) return w;
  if (/ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(?:oes|ches|shes|xes)$/.test(w)) return w.slice(0, -2);
  if (/s$/.test(w)) return w.slice(0, -1);
  return w;
};
/** "the red peppers" -> "red pepper"; the last word is made singular. */
export const foodPhrase = (phrase: string): string => {
  const words = phrase
    .trim()
    .replace(/^(?:the|any|some|my|our|a|an|all|all the|all of the|more|of|that|those|these|leftover|left-over|fresh|extra)\s+/g, '')
    .replace(/^(?:the|any|some|my|our|a|an|leftover|left-over)\s+/g, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length > 1 && /^(?:food|foods|dishes|dish|stuff|things)$/.test(words[words.length - 1]!)) words.pop();
  if (!words.length) return '';
  words[words.length - 1] = singular(words[words.length - 1]!);
  return words.join(' ');
};

/** The list after "no" or "use up": items split by commas, "and", "or", ending where the phrase does. */
const STOP = /\s+(?:for|on|in|at|under|over|with|please|because|as|if|but|this|next|every|each|each day|a day|a week|per|so|to|that|than|cos|since|and then|then|while|when|we|i|they|he|she|it's|its|is|are|was)\b.*$/;
/** Words that start a phrase which is not a food: the list stops there. */
const NOT_FOOD_START = new Set(['family', 'plan', 'dinners', 'dinner', 'meals', 'meal', 'lunch', 'lunches', 'breakfast', 'breakfasts', 'we', 'my', 'our', 'please', 'budget', 'quick', 'cheap', 'use', 'keep', 'make', 'something', 'nothing', 'can', 'could', 'you', 'i', 'just', 'only', 'under', 'max', 'about', 'no', 'not', 'veggie', 'vegan', 'vegetarian', 'halal', 'easy', 'simple', 'kids', 'children', 'people']);
export const isFood = (p: string) => !!p && p.split(' ').length <= 3 && !NOT_FOODS.has(p) && !NOT_FOOD_START.has(p.split(' ')[0]!) && !/\d/.test(p);
/** The foods listed at the start of `text`, and how many characters of it they take. */
export function foodListAt(text: string): { items: string[]; used: number } {
  const cut = text.replace(/[.!?;:()\u2014].*$/s, '').replace(STOP, '');
  const parts = cut.split(/(\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|nor|&)\s+)/);
  const items: string[] = [];
  let offset = 0;
  let used = 0;
  for (let i = 0; i < parts.length; i += 2) {
    const raw = parts[i]!;
    const item = foodPhrase(raw.replace(/^(?:no|any|nor)\s+/, ''));
    if (!isFood(item)) break;
    if (!items.includes(item)) items.push(item);
    used = offset + raw.length;
    offset += raw.length + (parts[i + 1]?.length ?? 0);
  }
  return { items, used };
}
export const foodList = (text: string): string[] => foodListAt(text).items;

export function normalise(message: string): string {
  return ` ${message
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[()[\]]/g, ' ')
    .replace(/£\s+/g, '£')
    .replace(/\bgbp\s*(\d)/g, '£$1')
    .replace(/(\d+(?:\.\d{1,2})?)\s*(?:quid|pounds?|gbp)\b/g, '£$1')
    .replace(new RegExp(`\\b${NUM}\\s+(?:quid|pounds)\\b`, 'g'), (_m, n: string) => `£${toNumber(n)}`)
    .replace(/\bhalf an hour\b/g, '30 minutes')
    .replace(/\ban hour and a half\b/g, '90 minutes')
    .replace(/\b(?:an|one) hour\b/g, '60 minutes')
    .replace(/\b(\d+)\s*(?:hours?|hrs?)\b/g, (_m, n: string) => `${Number(n) * 60} minutes`)
    .replace(/\b(\d+)\s*(?:mins?|minutes?|m)\b/g, '$1 minutes')
    .replace(new RegExp(`\\b${NUM}[- ]minutes?\\b`, 'g'), (_m, n: string) => `${toNumber(n)} minutes`)
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/** A message being read: rules take the words they understand out of `rest`. */
export class Reading {
  rest: string;
  constructor(readonly text: string) {
    this.rest = text;
  }
  /** Runs the pattern on what is left; each match is removed so that later rules do not read it again. */
  take(re: RegExp, onMatch: (m: RegExpExecArray) => boolean | number | void): void {
    const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    const removals: Array<[number, number]> = [];
    let m: RegExpExecArray | null;
    while ((m = global.exec(this.rest))) {
      if (m[0] === '') {
        global.lastIndex += 1;
        continue;
      }
      const result = onMatch(m);
      if (typeof result === 'number') removals.push([m.index, m.index + result]);
      else if (result !== false) removals.push([m.index, m.index + m[0].length]);
    }
    for (const [start, end] of removals.reverse()) this.rest = `${this.rest.slice(0, start)} ; ${this.rest.slice(end)}`;
  }
  has(re: RegExp): boolean {
    return re.test(this.rest);
  }
}

import type { CookingSkill } from '../../accounts/household-options';
import type { MealType } from '../../catalogue/recipe';
import { parsePounds } from '../../shared/money';
import { type BudgetPer, type Intent, type PlanChange, type PlanningConstraints, QUICK_MINUTES, type Question, type UnderstoodMessage } from '../constraints';

/**
 * The built-in assistant's understanding of a household's message: rules over plain English,
 * no model and no network. Each rule consumes the words it reads, so "£40 a week" is a budget
 * and not a plan length, and "no more than 20 minutes" is a time limit and not an exclusion.
 * The corpus test (corpus/household-messages.ts) measures how often it reads a message exactly.
 */

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fourteen: 14, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100,
  a: 1, an: 1, single: 1, couple: 2, pair: 2,
};
const NUM = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty|thirty|forty|fifty|sixty)';
const toNumber = (word: string | undefined): number | undefined => {
  if (word === undefined) return undefined;
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word];
};

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const DAY = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)';
const dayIndex = (word: string): number => DAYS.findIndex((d) => d.startsWith(word.slice(0, 3)));

const MEAL_WORDS: ReadonlyArray<[RegExp, MealType]> = [
  [/\bbreakfasts?\b|\bbrekkie\b/, 'breakfast'],
  [/\blunch(?:es)?\b|\bpacked lunch(?:es)?\b/, 'lunch'],
  [/\bdinners?\b|\bsuppers?\b|\bevening meals?\b|\bteas\b|\bfor tea\b|\b(?:family|evening|kids'?) tea\b/, 'dinner'],
  [/\bsnacks?\b/, 'snack'],
];
const MEAL = '(breakfast|lunch|dinner|supper|tea|brekkie|evening meal)';
const mealOf = (word: string | undefined): MealType | undefined => {
  if (!word) return undefined;
  if (word.startsWith('breakfast') || word === 'brekkie') return 'breakfast';
  if (word.startsWith('lunch')) return 'lunch';
  if (word.startsWith('snack')) return 'snack';
  return 'dinner';
};

const DIETS: ReadonlyArray<[RegExp, string]> = [
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

const CUISINES: ReadonlyArray<[RegExp, readonly string[]]> = [
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
const allergyLabel = (word: string): string | undefined => ALLERGY_WORDS.find(([re]) => re.test(word.trim()))?.[1];

/** Words that follow "no", "without" ... but are not foods. */
const NOT_FOODS = new Set([
  'more', 'longer', 'fuss', 'problem', 'problems', 'idea', 'rush', 'need', 'way', 'worries', 'budget', 'time', 'thanks', 'plan', 'meal', 'meals',
  'repeats', 'repeat', 'leftovers', 'waste', 'cooking', 'effort', 'than', 'over', 'one', 'thing', 'things', 'it', 'that', 'this', 'change', 'changes', 'point',
]);

const singular = (word: string): string => {
  const w = word.trim();
  if (/(?:ss|us|is)$/.test(w) || w.length <= 3) return w;
  if (/ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(?:oes|ches|shes|xes)$/.test(w)) return w.slice(0, -2);
  if (/s$/.test(w)) return w.slice(0, -1);
  return w;
};
/** "the red peppers" -> "red pepper"; the last word is made singular. */
const foodPhrase = (phrase: string): string => {
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
const isFood = (p: string) => !!p && p.split(' ').length <= 3 && !NOT_FOODS.has(p) && !NOT_FOOD_START.has(p.split(' ')[0]!) && !/\d/.test(p);
/** The foods listed at the start of `text`, and how many characters of it they take. */
function foodListAt(text: string): { items: string[]; used: number } {
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
const foodList = (text: string): string[] => foodListAt(text).items;

function normalise(message: string): string {
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
class Reading {
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

const PLAN_WORDS = /\b(?:plan|meal plan|menu|meals?|dinners?|lunches?|breakfasts?|suppers?|teas?|recipes?|ideas|week of|cook|eat|food|feed|batch|prep|family of|for the week)\b/;

function readQuestion(r: Reading): Question | undefined {
  const t = r.text.trim().replace(/[?!.]+$/, '').trim();
  let m: RegExpExecArray | null;
  if ((m = /^(?:(?:what(?:'s| is)|show me|tell me|read me) (?:on )?(?:my |our |the )?shopping list|what (?:do|should|shall) (?:i|we) (?:need to )?buy|what(?:'s| is) on (?:my|our|the) list|show (?:me )?(?:my |our |the )?list|what(?:'s| is) in (?:my|our) shopping list|what do i need from the shops)\b/.exec(t))) {
    return { kind: 'shopping-list' };
  }
  if ((m = /^(?:how much (?:is|does|will|would) (?:my|our|the|this) (?:plan|week|shop|shopping|list|meal plan|food shop)(?: cost| come to)?|what(?:'s| is| does) (?:the |my |our )?(?:total|plan|week(?:'s)? shop|shopping)(?: cost| come to| total)?|how much (?:am i|are we|will i|will we) (?:spending|going to spend|spend)(?: this week)?|what(?:'s| is) (?:the |my )?total cost)\b/.exec(t))) {
    return { kind: 'plan-cost' };
  }
  if ((m = /^how long (?:does|do|will) (?:the |a |an |my |our )?(.+?) take\b/.exec(t))) return { kind: 'how-to-cook', recipe: m[1]!.trim() };
  if ((m = /^(?:can|could|should) (?:i|we) (?:use|swap in|try) (?:some )?(.+?) (?:instead of|in place of|rather than) (?:the )?(.+?)$/.exec(t))) {
    const ingredient = foodPhrase(m[2]!);
    if (ingredient) return { kind: 'substitute', ingredient };
  }
  if ((m = /^(?:how (?:do|should|can|would) (?:i|we|you) (?:cook|make|prepare|do)|how to (?:cook|make)|what(?:'s| is| are) the (?:method|recipe|steps|instructions) (?:for|of)|(?:show|give|tell) me (?:the |how to (?:cook|make) )?(?:recipe|method|steps|instructions)? ?(?:for|of)?|can you show me how to (?:cook|make)|recipe for|steps for)\s+(.+)$/.exec(t))) {
    const recipe = m[1]!.replace(/^(?:the|a|an|my|our|your)\s+/, '').trim();
    if (recipe) return { kind: 'how-to-cook', recipe };
  }
  if ((m = /^(?:what can (?:i|we) (?:use|have|do) (?:instead of|in place of|rather than)|what(?:'s| is) (?:a |an )?(?:good )?(?:substitute|swap|replacement|alternative) (?:for|to)|(?:is there )?(?:a |an )?(?:substitute|replacement|alternative) (?:for|to)|what can (?:i|we) (?:swap|replace|substitute) (?:for )?|i (?:don't|do not|dont) have (?:any )?|i(?:'m| am) out of|we(?:'re| are) out of|i(?:'ve| have) run out of|we(?:'ve| have) run out of|no )(.+?)(?:\s+(?:with|for))?(?:,?\s+(?:in|for) (?:the |my |our )?(.+?))?(?:,? what (?:can|should|could) (?:i|we) (?:use|do)(?: instead)?)?$/.exec(t))) {
    if (/\b(?:substitute|instead|replace|replacement|alternative|swap|don't have|do not have|dont have|out of|run out)\b/.test(t) && !/\b(?:plan|dinner|lunch|breakfast|meal)s?\b$/.test(m[1]!)) {
      const ingredient = foodPhrase(m[1]!);
      const recipe = m[2]?.replace(/^(?:the|my|our)\s+/, '').trim();
      if (ingredient) return recipe ? { kind: 'substitute', ingredient, recipe } : { kind: 'substitute', ingredient };
    }
  }
  if ((m = /^(?:how many calories (?:are |is )?(?:in|does|for)|how much (?:protein|fat|sugar|salt|fibre|fiber|carbs?|carbohydrates?) (?:is |are )?(?:in|does)|what(?:'s| is| are) the (?:nutrition|calories|macros|nutritional (?:information|info|values))(?: (?:in|of|for))?|(?:nutrition|calories|macros) (?:in|of|for)|is|are)\s+(?:the |a |an |my |our )?(.+?)(?:\s+(?:have|contain|got))?(?:\s+healthy)?$/.exec(t))) {
    if (/\b(?:calories|protein|fat|sugar|salt|fibre|fiber|carbs?|carbohydrates?|nutrition|nutritional|macros|healthy)\b/.test(t)) return { kind: 'nutrition', recipe: m[1]!.trim() };
  }
  if ((m = /^(?:how much (?:is|does|would|are|do)(?: a| the)?|what(?:'s| is| does| do) (?:the )?(?:price|cost) (?:of|for)|what does|what do|price of|cost of|how much for)\s+(?:the |a |an |my |our )?(.+?)(?:\s+cost)?(?:\s+(?:at|in|from) (.+?))?(?: cost)?$/.exec(t))) {
    if (/\b(?:cost|price|how much)\b/.test(t)) return { kind: 'cost', recipe: m[1]!.replace(/\s+(?:cost|costs)$/, '').trim() };
  }
  const planTrigger = new RegExp(`\\b(?:plan|menu)\\b|\\bfor (?:breakfast|lunch|dinner|tea|supper|brekkie)\\b|\\b(?:for|on) (?:today|tonight|tomorrow|${DAY.slice(1, -1)})\\b|\\b(?:breakfast|lunch|dinner|tea|supper) (?:today|tonight|tomorrow|on ${DAY.slice(1, -1)})\\b|\\btonight\\b`);
  if (/^(?:what(?:'s| is| are| was)?(?: we| i)?(?: having| eating| cooking| on)?|what am i (?:having|eating|cooking)|show me|remind me(?: of)?|tell me|read me)\b/.test(t) && planTrigger.test(t) && !/\b(?:cost|price|how much|calories|protein)\b/.test(t)) {
    const dayWord = new RegExp(`\\b(today|tonight|tomorrow|${DAY.slice(1, -1)})(?:'s|s)?\\b`).exec(t)?.[1];
    const meal = mealOf(new RegExp(`\\b${MEAL}\\b`).exec(t)?.[1]) ?? (dayWord === 'tonight' ? 'dinner' : undefined);
    const day = dayWord === 'tonight' || dayWord === 'today' ? 'today' : dayWord === 'tomorrow' ? 'tomorrow' : dayWord ? dayIndex(dayWord) : undefined;
    return { kind: 'plan', ...(day !== undefined ? { day } : {}), ...(meal ? { mealType: meal } : {}) };
  }
  return undefined;
}

function readChanges(r: Reading): PlanChange[] {
  const changes: PlanChange[] = [];
  r.take(new RegExp(`\\b(?:no|without|not) (.+?) on ${DAY}s?\\b`), (m) => {
    const what = foodList(m[1]!)[0];
    if (!what) return false;
    changes.push({ kind: 'exclude-on-day', day: dayIndex(m[2]!), what });
  });
  r.take(new RegExp(`\\b${DAY}s? (?:should be |to be |is |are )?(?:meat[- ]free|meatless)\\b|\\bmeat[- ]free ${DAY}s?\\b|\\bmeatless ${DAY}s?\\b`), (m) => {
    changes.push({ kind: 'exclude-on-day', day: dayIndex((m[1] ?? m[2] ?? m[3])!), what: 'meat' });
  });
  // "fish-free Fridays", "chicken free sunday".
  r.take(new RegExp(`\\b([a-z]+)[- ]free ${DAY}s?\\b`), (m) => {
    const what = foodPhrase(m[1]!);
    if (!isFood(what) || /^(?:gluten|dairy|nut|sugar|stress|hassle|fuss)$/.test(what)) return false;
    changes.push({ kind: 'exclude-on-day', day: dayIndex(m[2]!), what });
  });
  r.take(/\b(?:make (?:it|this|the plan|them|everything) )?(?:a (?:bit|little|lot) |even |much |bit )?(?:cheaper|less expensive|more affordable)\b|\bcut (?:the |my )?(?:cost|price|bill)s?\b|\blower (?:the |my )?(?:cost|price|bill)s?\b|\breduce (?:the |my )?(?:cost|price|bill|spend)s?\b|\bspend less\b|\btoo (?:expensive|pricey|dear|much money)\b|\bsave (?:me )?(?:some |more )?money\b|\bbring (?:it|the cost|the price|the total) down\b|\btighten (?:the |my )?belt\b/, () => {
    if (!changes.some((c) => c.kind === 'cheaper')) changes.push({ kind: 'cheaper' });
  });
  r.take(/\b(?:more|higher|extra|high|increase (?:the )?|boost (?:the )?|bump up (?:the )?|up the )[- ]?protein\b|\bprotein[- ](?:rich|packed|heavy)\b|\bmore filling\b/, () => {
    if (!changes.some((c) => c.kind === 'more-protein')) changes.push({ kind: 'more-protein' });
  });
  // Swap a meal: "swap Tuesday's dinner", "change the lunch on Wednesday", "something else for Friday tea".
  const END = `(?=\\s*(?:$|[,.;!?]|\\s(?:and|please|but|with|instead|to|as|because|it's|though|too)\\b))`;
  r.take(
    new RegExp(`\\b(swap|change|replace|switch|redo|something else (?:for|instead of)|something different (?:for|on)|don't (?:like|fancy|want)|dont (?:like|fancy|want)|not keen on|get rid of|give me another|different)(?: out)?\\s+([a-z' ]+?)${END}`),
    (m) => {
      const dislike = /^(?:don't|dont|not keen)/.test(m[1]!);
      const phrase = m[2]!.trim();
      if (/^(?:it|the budget|budget|to|plan|the plan|everything|all|my plan|our plan)\b/.test(phrase)) return false;
      const dayWord = new RegExp(`\\b(today|tomorrow|${DAY.slice(1, -1)})(?:'s|s)?\\b`).exec(phrase)?.[1];
      const mealType = mealOf(new RegExp(`\\b${MEAL}s?\\b`).exec(phrase)?.[1]);
      const day = dayWord && dayWord !== 'today' && dayWord !== 'tomorrow' ? dayIndex(dayWord) : undefined;
      const rest = phrase
        .replace(new RegExp(`\\b(?:today|tomorrow|${DAY.slice(1, -1)})(?:'s|s)?\\b|\\b${MEAL}s?\\b|\\bmeal\\b|\\b(?:the|my|our|on|for|that|this)\\b`, 'g'), ' ')
        .replace(/\s+/g, ' ')
        .trim();
      const what = rest && !NOT_FOODS.has(rest) && rest.split(' ').length <= 4 ? foodPhrase(rest) : undefined;
      if (day === undefined && !mealType && (!what || dislike)) return false;
      if (what && day === undefined && !mealType && /\b(?:budget|cost|price|people|servings|days|minutes|time|chain|supermarket|shop)\b/.test(what)) return false;
      changes.push({ kind: 'swap', ...(day !== undefined ? { day } : {}), ...(mealType ? { mealType } : {}), ...(what && day === undefined && !mealType ? { what } : {}) });
    },
  );
  r.take(/\b(?:not (?:a )?(?:big )?fan of|(?:i|we) (?:don't|do not|didn't) (?:like|fancy|want)|(?:i|we) hate|not keen on|sick of|bored of|fed up with) (?:the |that )?([a-z' -]+?),? (?:so |please |can you |could you )*(?:swap|change|replace|get rid of|ditch|lose) (?:it|that|this|them)\b/, (m) => {
    changes.push({ kind: 'swap', what: foodPhrase(m[1]!) });
  });
  r.take(/\b(?:i|we)? ?(?:really )?(?:love|loved|like|liked|enjoy|enjoyed) (?:the |that )?([a-z' -]+?),? (?:so )?(?:please )?(?:keep|lock) (?:that|it|this)\b/, (m) => {
    changes.push({ kind: 'keep', what: foodPhrase(m[1]!) });
  });
  r.take(new RegExp(`\\b(?:keep|lock(?: in)?|hold on to|hang on to|don't (?:change|touch|lose)|leave) (?:the |that |my |our )?([a-z][a-z' -]*?)${END}`), (m) => {
    const what = m[1]!.trim();
    if (/^(?:it|it's|its|them|everything|everything else|all|under|within|below|to|going|the rest|same|budget|cost|that|this)\b/.test(what) || what.split(' ').length > 4) return false;
    changes.push({ kind: 'keep', what: foodPhrase(what) });
  });
  r.take(/\b(?:start (?:again|over)|try again|another (?:plan|go|one)|new plan|different plan|re-?plan|redo (?:the |my )?(?:plan|week|whole thing)|shuffle|mix it up|something completely different|fresh plan|regenerate)\b/, () => {
    changes.push({ kind: 'replan' });
  });
  return changes;
}

/** The budget, and whether it came with no period ("£30" rather than "£30 a week"). */
function readBudget(r: Reading): { budget: PlanningConstraints['budget']; bare: boolean } {
  let budget: PlanningConstraints['budget'];
  let bare = false;
  r.take(
    /(?:\b(?:under|below|within|max(?:imum)?|at most|up to|no more than|less than|around|about|roughly|budget(?: is| of)?|spend(?:ing)?|only have|only got|have|got|of)\s+)?£(\d+(?:\.\d{1,2})?)(?:\s*(?:budget|max|maximum|tops|limit|or less|or under))?(?:\s*(?:a|per|each|every|an)\s+(day|night|week|person|head|adult|meal|fortnight|month)\b|\s*for (?:the|a) (fortnight|month|whole plan|plan|two weeks)\b|\s*in (total)\b|\s*(pp|ppw|pw|pd)\b|\s*\/\s*(day|week|person|head))?/,
    (m) => {
      if (budget) return false;
      const amount = parsePounds(m[1]!);
      if (amount === null) return false;
      const unit = m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6];
      let per: BudgetPer = 'week';
      if (unit === 'day' || unit === 'night' || unit === 'pd') per = 'day';
      else if (unit === 'person' || unit === 'head' || unit === 'adult' || unit === 'pp' || unit === 'ppw') per = 'person';
      else if (unit === 'fortnight' || unit === 'month' || unit === 'plan' || unit === 'whole plan' || unit === 'total' || unit === 'two weeks') per = 'plan';
      else if (unit === 'meal') return false;
      budget = { pence: amount, per };
      bare = unit === undefined;
    },
  );
  return { budget, bare };
}

function readPeople(r: Reading): number | undefined {
  let people: number | undefined;
  const set = (n: number | undefined) => {
    if (people === undefined && n !== undefined && n >= 1 && n <= 20) people = n;
  };
  // Adults and children counted together: "two adults and three kids".
  r.take(new RegExp(`\\b${NUM} (?:adults?|grown[- ]ups?)(?:(?:,? (?:and|plus|\\+|&))?,? ${NUM} (?:kids?|children|child|teenagers?|teens?|toddlers?|little ones|boys?|girls?))?\\b`), (m) => {
    set((toNumber(m[1]) ?? 0) + (toNumber(m[2]) ?? 0));
  });
  r.take(new RegExp(`\\b(?:me|myself|i),? (?:and |plus )?(?:my |the )?(?:partner|husband|wife|boyfriend|girlfriend|fiancee?|flatmate|housemate|mum|dad|son|daughter|other half)(?:,? (?:and|plus|\\+|&) (?:our |my |the )?${NUM} (?:kids?|children|boys|girls|teenagers|teens|little ones))?\\b`), (m) => {
    set(2 + (toNumber(m[1]) ?? 0));
  });
  r.take(new RegExp(`\\b(?:we(?:'re| are) a )?(?:family|household) of ${NUM}\\b|\\b(?:there are|there's) ${NUM} of us\\b|\\b${NUM} (?:people|persons|of us|mouths|hungry [a-z]+|servings|portions|adults?)\\b|\\bfeeds? ${NUM}\\b|\\bserves? ${NUM}\\b|\\bfor (?:the )?${NUM}(?: of us)?(?! (?:days?|nights?|weeks?|meals?|minutes|dinners?|lunches?|breakfasts?|£|pounds))\\b`), (m) => {
    set(toNumber(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6]));
  });
  r.take(new RegExp(`\\b${NUM} ?(?:ppl|pax)\\b|\\b(?:we are|we're|there are) ${NUM}\\b(?! (?:days?|minutes|weeks?|£))`), (m) => {
    set(toNumber(m[1] ?? m[2]));
  });
  r.take(/\b(?:just (?:me|myself|for me|for one)|only me|for myself|on my own|i live alone|living alone|single person|for one person|solo|cooking for one)\b/, () => set(1));
  r.take(/\b(?:a couple|the two of us|us two|both of us|me and (?:my )?(?:partner|husband|wife|boyfriend|girlfriend|flatmate))\b/, () => set(2));
  return people;
}

function readDays(r: Reading): number | undefined {
  let days: number | undefined;
  const set = (n: number | undefined) => {
    if (days === undefined && n !== undefined && n >= 1 && n <= 31) days = n;
  };
  r.take(new RegExp(`\\b${NUM}[- ]days?\\b|\\b${NUM} (?:nights|evenings)\\b`), (m) => set(toNumber(m[1] ?? m[2])));
  r.take(/\b(?:weekdays?|week nights?|weeknights?|monday to friday|mon-fri|the working week|work week|school nights|workdays)\b/, () => set(5));
  r.take(/\b(?:fortnight|two weeks|2 weeks)\b/, () => set(14));
  r.take(/\b(?:a|the|whole|next|this|for the|for a) month\b|\b30 days\b/, () => set(30));
  r.take(/\b(?:the|this|for the) weekend\b/, () => set(2));
  r.take(/\bplan (?:me |us )?an? (?:[a-z]+ )?week\b|\b(?:british|italian|indian|chinese|mexican|thai|japanese|french|mediterranean|greek|veggie|vegan|vegetarian|healthy|cheap|budget) week\b|\b(?:the|a|whole|next|this|my|our|full) week(?:'s)?\b|\bweekly\b|\b7 days\b|\bseven days\b/, () => set(7));
  return days;
}

function readMealTypes(r: Reading): MealType[] | undefined {
  if (r.has(/\b(?:all (?:three |3 )?meals|three meals|3 meals|every meal|breakfast,? lunch and dinner|all day)\b/)) {
    r.take(/\b(?:all (?:three |3 )?meals(?: a day)?|three meals(?: a day)?|3 meals(?: a day)?|every meal)\b/, () => undefined);
    return ['breakfast', 'lunch', 'dinner'];
  }
  const found = MEAL_WORDS.filter(([re]) => r.has(re)).map(([, meal]) => meal);
  return found.length ? found : undefined;
}

function readTime(r: Reading): number | undefined {
  let minutes: number | undefined;
  r.take(/\b(?:under|less than|no more than|not more than|max(?:imum)?(?: of)?|at most|within|in|up to|nothing over|nothing longer than|nothing that takes (?:more|longer) than|not over|no longer than|quicker than|taking|that take|takes?|ready in|done in|on the table in)\s+(\d+) minutes\b|\b(\d+) minutes(?: or (?:less|under)| max(?:imum)?| tops| at most)\b|\b(\d+) minutes?(?= (?:meals?|dinners?|recipes?|lunches?|breakfasts?|suppers?)\b)/, (m) => {
    if (minutes === undefined) minutes = Number(m[1] ?? m[2] ?? m[3]);
  });
  if (minutes === undefined && r.has(/\b(?:quick|quickly|fast|speedy|rushed|in a hurry|short on time|no time|busy|hectic|minimal cooking|little time)\b/)) minutes = QUICK_MINUTES;
  return minutes;
}

function readSkill(r: Reading): CookingSkill | undefined {
  if (r.has(/\b(?:beginner|novice|not (?:a )?(?:very )?confident|not much of a cook|can't (?:really )?cook|cannot cook|can't cook well|basic cook|learning to cook|simple recipes|nothing (?:too )?(?:fancy|complicated)|easy recipes|first time cooking|rubbish cook|terrible cook)\b/)) return 'beginner';
  if (r.has(/\b(?:advanced|experienced|confident cook|love a challenge|happy to spend time|keen cook|adventurous cook|chef|ambitious)\b/)) return 'advanced';
  if (r.has(/\b(?:intermediate|decent cook|fairly confident|ok cook|okay cook|average cook|reasonable cook)\b/)) return 'intermediate';
  return undefined;
}

function readAllergies(r: Reading): string[] {
  const labels: string[] = [];
  const add = (word: string) => {
    const label = allergyLabel(singular(word) === 'nut' ? 'nuts' : word) ?? allergyLabel(singular(word));
    if (label && !labels.includes(label)) labels.push(label);
  };
  r.take(/\b(?:allergic to|allergy to|allergies to|intolerant to|intolerance to|can't have|cannot have|can't eat)\s+([a-z ,&-]+)/, (m) => {
    const { items, used } = foodListAt(m[1]!);
    if (!items.some((i) => allergyLabel(i) || allergyLabel(i === 'nut' ? 'nuts' : i))) return false;
    items.forEach(add);
    return m[0].length - m[1]!.length + used;
  });
  r.take(/\b((?:(?:tree[- ])?nuts?|peanuts?|eggs?|dairy|milk|fish|shellfish|prawns?|seafood|soya?|gluten|wheat|sesame|celery|mustard|sulphites?)(?:(?:,| and| or| &) (?:(?:tree[- ])?nuts?|peanuts?|eggs?|dairy|milk|fish|shellfish|soya?|gluten|wheat|sesame|celery|mustard))*)[- ](?:allerg(?:y|ies|ic)|intoleran(?:t|ce))\b/, (m) => {
    m[1]!.split(/,| and | or | & /).map((w) => w.trim()).filter(Boolean).forEach(add);
  });
  return labels;
}

function readUseUp(r: Reading): string[] {
  const items: string[] = [];
  const add = (list: string[]) => list.forEach((i) => !items.includes(i) && items.push(i));
  const QUANTITY = /^(?:half (?:a |an )?|some |a bit of |loads of |lots of |a lot of |plenty of |the rest of |the last of )?(?:(?:a |an |the |half a )?(?:bag|tin|pack|packet|jar|box|tub|carton|head|bunch|can|punnet)s? of )?/;
  r.take(/\b(?:use up|using up|finish(?: off| up)?|get through|use the last of|make use of|need to use)\s+([a-z ,&'-]+)/, (m) => {
    const lead = m[0].length - m[1]!.length;
    const quantity = QUANTITY.exec(m[1]!)![0].length;
    const { items: list, used } = foodListAt(m[1]!.slice(quantity));
    if (!list.length) return false;
    add(list);
    return lead + quantity + used;
  });
  r.take(/\b(?:i(?:'ve| have)|we(?:'ve| have)|got|there's|there is)\s+(?:got\s+)?(?:some|loads of|lots of|a lot of|plenty of|half a (?:bag|tin|pack|jar|box|tub) of|a (?:bag|tin|pack|jar|box|tub|head|bunch) of|leftover|left-over|spare|an? )?\s*([a-z '-]+?)\s+(?:to use(?: up)?|that needs? (?:using|eating|to be used)|going off|left over|leftover|in the fridge|to finish|that's about to go off)\b/, (m) => {
    const list = foodList(m[1]!);
    if (!list.length) return false;
    add(list);
  });
  // "use the spinach up", "can you use those peppers up".
  r.take(/\buse (?:the|my|our|some|those|these|all the|all that|that|this) ([a-z ,&'-]+?) up\b/, (m) => {
    const list = foodList(m[1]!);
    if (!list.length) return false;
    add(list);
  });
  // "we have loads of spinach", "I've got too much courgette".
  r.take(/\b(?:i|we)(?:'ve| have)? (?:got )?(?:loads|lots|a lot|too much|too many|plenty|a glut|masses|heaps) of ([a-z ,&'-]+)/, (m) => {
    const { items: list, used } = foodListAt(m[1]!);
    if (!list.length) return false;
    add(list);
    return m[0].length - m[1]!.length + used;
  });
  r.take(/\b(?:using|with) (?:up )?(?:the|my|our|some|those|these) ([a-z ,&'-]+?) (?:in|from) (?:the|my|our) (?:fridge|freezer|cupboard|larder|pantry)\b/, (m) => {
    const list = foodList(m[1]!);
    if (!list.length) return false;
    add(list);
  });
  r.take(/\b(?:bought|got|have|grew|picked) (?:way )?too (?:many|much) ([a-z ,&'-]+)/, (m) => {
    const { items: list, used } = foodListAt(m[1]!);
    if (!list.length) return false;
    add(list);
    return m[0].length - m[1]!.length + used;
  });
  r.take(/\b(?:leftover|left-over|spare)\s+([a-z ,&'-]+)/, (m) => {
    const { items: list, used } = foodListAt(m[1]!);
    if (!list.length) return false;
    add(list);
    return m[0].length - m[1]!.length + used;
  });
  return items;
}

function readExclusions(r: Reading): string[] {
  const items: string[] = [];
  r.take(/\b(?:no|without|avoid(?:ing)?|hold the|minus|skip(?: the)?|except|not|don't like|dont like|doesn't like|doesnt like|don't eat|doesn't eat|won't eat|wont eat|can't stand|cant stand|hates?|dislikes?|not keen on|nothing with|none of the|leave out(?: the)?|no more)\s+(?:any\s+)?([a-z ,&'-]+)/, (m) => {
    const { items: list, used } = foodListAt(m[1]!);
    if (!list.length) return false;
    list.forEach((i) => !items.includes(i) && items.push(i));
    return m[0].length - m[1]!.length + used;
  });
  r.take(/\bnothing (?:too )?(spicy|hot|fishy)\b|\bnot (?:too )?spicy\b|\bmild\b/, (m) => {
    const word = m[1] === 'fishy' ? 'fish' : 'spicy';
    if (!items.includes(word)) items.push(word);
  });
  return items;
}

function readCuisines(r: Reading): string[] {
  const found: string[] = [];
  for (const [re, names] of CUISINES) if (r.has(re)) names.forEach((n) => !found.includes(n) && found.push(n));
  return found;
}

function readDiets(r: Reading): string[] {
  const found: string[] = [];
  for (const [re, diet] of DIETS) {
    if (r.has(re)) {
      found.push(diet);
      r.take(re, () => undefined);
    }
  }
  return found;
}

/** Reads one message into an intent, constraints, changes to the current plan, or a question. */
export function understandMessage(message: string): UnderstoodMessage {
  const text = normalise(message);
  const r = new Reading(text);
  const bare = text.trim().replace(/[!.?]+$/, '').trim();
  if (/^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|thanks|thank you|cheers|ta|lovely|great|perfect|brilliant|ok|okay)(?: there| larder| so much| very much)?$/.test(bare)) {
    return { intent: 'greeting', constraints: {}, changes: [] };
  }
  if (/^(?:help|what can you do|how does this work|what do you do|how do i use this)$/.test(bare)) return { intent: 'help', constraints: {}, changes: [] };

  const question = readQuestion(r);
  if (question) return { intent: 'question', constraints: {}, changes: [], question };

  const changes = readChanges(r);
  const read = readBudget(r);
  const allergies = readAllergies(r);
  const diets = readDiets(r);
  const maxMinutes = readTime(r);
  const people = readPeople(r);
  const cuisines = readCuisines(r);
  const days = readDays(r);
  // An amount with no period, beside a plan that is not a week long, is for the whole plan ("5 days with £30").
  const budget = read.budget && read.bare && days !== undefined && days !== 7 ? { ...read.budget, per: 'plan' as const } : read.budget;
  const useUp = readUseUp(r);
  const exclude = readExclusions(r).filter((e) => !useUp.includes(e));
  const mealTypes = readMealTypes(r);
  const skill = readSkill(r);

  const constraints: PlanningConstraints = {
    ...(budget ? { budget } : {}),
    ...(people !== undefined ? { people } : {}),
    ...(days !== undefined ? { days } : {}),
    ...(mealTypes ? { mealTypes } : {}),
    ...(diets.length ? { diets } : {}),
    ...(allergies.length ? { allergies } : {}),
    ...(exclude.length ? { exclude } : {}),
    ...(maxMinutes !== undefined ? { maxMinutes } : {}),
    ...(skill ? { skill } : {}),
    ...(cuisines.length ? { cuisines } : {}),
    ...(useUp.length ? { useUp } : {}),
  };
  const hasConstraints = Object.keys(constraints).length > 0;
  const planning = PLAN_WORDS.test(text);
  const onlyProtein = changes.length > 0 && changes.every((c) => c.kind === 'more-protein');
  let intent: Intent = 'unknown';
  if (changes.length && !(onlyProtein && planning && hasConstraints)) intent = 'change';
  else if (planning || hasConstraints) intent = planning ? 'plan' : 'change';
  return { intent, constraints, changes };
}

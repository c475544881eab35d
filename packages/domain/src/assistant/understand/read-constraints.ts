import type { CookingSkill } from '../../accounts/household-options';
import type { MealType } from '../../catalogue/recipe';
import { parsePounds } from '../../shared/money';
import { type BudgetPer, type PlanningConstraints, QUICK_MINUTES } from '../constraints';
import { NUM, toNumber, MEAL_WORDS, DIETS, CUISINES, allergyLabel, singular, foodListAt, foodList, type Reading } from './message-words';

/* What a message says the plan must be: budget, people, days, meals, time, skill, allergies, foods, cuisines, diets. (Split out of understand-message.ts, issue 23.) */

/** The budget, and whether it came with no period ("£30" rather than "£30 a week"). */
export function readBudget(r: Reading): { budget: PlanningConstraints['budget']; bare: boolean } {
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

export function readPeople(r: Reading): number | undefined {
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

export function readDays(r: Reading): number | undefined {
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

export function readMealTypes(r: Reading): MealType[] | undefined {
  if (r.has(/\b(?:all (?:three |3 )?meals|three meals|3 meals|every meal|breakfast,? lunch and dinner|all day)\b/)) {
    r.take(/\b(?:all (?:three |3 )?meals(?: a day)?|three meals(?: a day)?|3 meals(?: a day)?|every meal)\b/, () => undefined);
    return ['breakfast', 'lunch', 'dinner'];
  }
  const found = MEAL_WORDS.filter(([re]) => r.has(re)).map(([, meal]) => meal);
  return found.length ? found : undefined;
}

export function readTime(r: Reading): number | undefined {
  let minutes: number | undefined;
  r.take(/\b(?:under|less than|no more than|not more than|max(?:imum)?(?: of)?|at most|within|in|up to|nothing over|nothing longer than|nothing that takes (?:more|longer) than|not over|no longer than|quicker than|taking|that take|takes?|ready in|done in|on the table in)\s+(\d+) minutes\b|\b(\d+) minutes(?: or (?:less|under)| max(?:imum)?| tops| at most)\b|\b(\d+) minutes?(?= (?:meals?|dinners?|recipes?|lunches?|breakfasts?|suppers?)\b)/, (m) => {
    if (minutes === undefined) minutes = Number(m[1] ?? m[2] ?? m[3]);
  });
  if (minutes === undefined && r.has(/\b(?:quick|quickly|fast|speedy|rushed|in a hurry|short on time|no time|busy|hectic|minimal cooking|little time)\b/)) minutes = QUICK_MINUTES;
  return minutes;
}

export function readSkill(r: Reading): CookingSkill | undefined {
  if (r.has(/\b(?:beginner|novice|not (?:a )?(?:very )?confident|not much of a cook|can't (?:really )?cook|cannot cook|can't cook well|basic cook|learning to cook|simple recipes|nothing (?:too )?(?:fancy|complicated)|easy recipes|first time cooking|rubbish cook|terrible cook)\b/)) return 'beginner';
  if (r.has(/\b(?:advanced|experienced|confident cook|love a challenge|happy to spend time|keen cook|adventurous cook|chef|ambitious)\b/)) return 'advanced';
  if (r.has(/\b(?:intermediate|decent cook|fairly confident|ok cook|okay cook|average cook|reasonable cook)\b/)) return 'intermediate';
  return undefined;
}

export function readAllergies(r: Reading): string[] {
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

export function readUseUp(r: Reading): string[] {
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

export function readExclusions(r: Reading): string[] {
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

export function readCuisines(r: Reading): string[] {
  const found: string[] = [];
  for (const [re, names] of CUISINES) if (r.has(re)) names.forEach((n) => !found.includes(n) && found.push(n));
  return found;
}

export function readDiets(r: Reading): string[] {
  const found: string[] = [];
  for (const [re, diet] of DIETS) {
    if (r.has(re)) {
      found.push(diet);
      r.take(re, () => undefined);
    }
  }
  return found;
}

import type { PlanChange, Question } from '../constraints';
import { DAY, dayIndex, MEAL, mealOf, NOT_FOODS, foodPhrase, isFood, foodList, type Reading } from './message-words';

/* What a message asks of the plan it is about: a question about it, or changes to it. (Split out of understand-message.ts, issue 23.) */

export function readQuestion(r: Reading): Question | undefined {
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

export function readChanges(r: Reading): PlanChange[] {
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

import type { Intent, PlanningConstraints, UnderstoodMessage } from '../constraints';
import { normalise, Reading } from './message-words';
import { readQuestion, readChanges } from './read-questions-and-changes';
import { readBudget, readPeople, readDays, readMealTypes, readTime, readSkill, readAllergies, readUseUp, readExclusions, readCuisines, readDiets } from './read-constraints';

/**
 * The built-in assistant's understanding of a household's message: rules over plain English,
 * no model and no network. Each rule consumes the words it reads, so "£40 a week" is a budget
 * and not a plan length, and "no more than 20 minutes" is a time limit and not an exclusion.
 * The corpus test (corpus/household-messages.ts) measures how often it reads a message exactly.
 */

const PLAN_WORDS = /\b(?:plan|meal plan|menu|meals?|dinners?|lunches?|breakfasts?|suppers?|teas?|recipes?|ideas|week of|cook|eat|food|feed|batch|prep|family of|for the week)\b/;

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

import type { UnderstoodMessage } from '../constraints';
import type { CorpusEntry } from './household-messages.corpus';

/**
 * Edits to a plan the household already has (issue 24), each with what the reader must understand and the edit
 * the assistant must make. The reading is scored in understand-message.test.ts (100 % required); the edit is run
 * against the real planner and catalogue in packages/cli/test/http/chat-edits.http.test.ts (100 % required).
 */
export interface ExpectedEdit {
  /** At most this many meals of the plan change. */
  readonly maxMealsChanged: number;
  /** At least this many meals change (0 when the request may find nothing to do). */
  readonly minMealsChanged?: number;
  /** After the edit, a meal uses this food (an ingredient name contains it). */
  readonly uses?: string;
  /** The meals changed are locked afterwards (the answer says so). */
  readonly changedLocked?: boolean;
  /** The week costs less afterwards, or the answer says it is already the cheapest. */
  readonly cheaper?: boolean;
  /** Where the message comes: on an existing plan ('edit') or as the conversation's first message ('first'). */
  readonly when: 'edit' | 'first';
}

export interface EditCorpusEntry extends CorpusEntry {
  readonly edit: ExpectedEdit;
}

const change = (changes: UnderstoodMessage['changes'], constraints: UnderstoodMessage['constraints'] = {}): UnderstoodMessage => ({ intent: 'change', constraints, changes });
const plan = (constraints: UnderstoodMessage['constraints'], changes: UnderstoodMessage['changes'] = []): UnderstoodMessage => ({ intent: 'plan', constraints, changes });
const D = ['dinner'] as const;
const useUp = (food: string): ExpectedEdit => ({ when: 'edit', maxMealsChanged: 2, minMealsChanged: 1, uses: food, changedLocked: true });

export const EDIT_REQUESTS: readonly EditCorpusEntry[] = [
  { message: 'use up the spinach', expected: change([], { useUp: ['spinach'] }), edit: useUp('spinach') },
  { message: 'can you use up the spinach in one or two meals', expected: plan({ useUp: ['spinach'] }), edit: useUp('spinach') },
  { message: 'use the spinach up please', expected: change([], { useUp: ['spinach'] }), edit: useUp('spinach') },
  { message: 'we have loads of spinach', expected: change([], { useUp: ['spinach'] }), edit: useUp('spinach') },
  { message: 'I have half a bag of spinach to use up', expected: change([], { useUp: ['spinach'] }), edit: useUp('spinach') },
  { message: 'I bought too many carrots', expected: change([], { useUp: ['carrot'] }), edit: useUp('carrot') },
  { message: 'make it cheaper', expected: change([{ kind: 'cheaper' }]), edit: { when: 'edit', maxMealsChanged: 7, cheaper: true } },
  { message: 'make it cheaper, dinners for 2', expected: change([{ kind: 'cheaper' }], { people: 2, mealTypes: D }), edit: { when: 'first', maxMealsChanged: 7, cheaper: true } },
];

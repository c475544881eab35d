import type { UnderstoodMessage } from '../constraints';
import type { EditCorpusEntry } from './edit-requests.corpus';

/**
 * Written after the edit requests above were made to pass, and run once before any change: how the reader and the
 * edits do on wording they were not fitted to. Its first-run score is recorded in the README; it is not a target.
 */
const change = (changes: UnderstoodMessage['changes'], constraints: UnderstoodMessage['constraints'] = {}): UnderstoodMessage => ({ intent: 'change', constraints, changes });

export const EDIT_HELD_OUT: readonly EditCorpusEntry[] = [
  { message: 'got a load of spinach that needs eating', expected: change([], { useUp: ['spinach'] }), edit: { when: 'edit', maxMealsChanged: 2, minMealsChanged: 1, uses: 'spinach', changedLocked: true } },
  { message: 'could we get through the spinach this week', expected: change([], { days: 7, useUp: ['spinach'] }), edit: { when: 'edit', maxMealsChanged: 2, minMealsChanged: 1, uses: 'spinach', changedLocked: true } },
  { message: 'finish off the peppers', expected: change([], { useUp: ['pepper'] }), edit: { when: 'edit', maxMealsChanged: 2, minMealsChanged: 1, uses: 'pepper', changedLocked: true } },
  { message: 'spinach needs using up', expected: change([], { useUp: ['spinach'] }), edit: { when: 'edit', maxMealsChanged: 2, minMealsChanged: 1, uses: 'spinach', changedLocked: true } },
  { message: 'this is too expensive', expected: change([{ kind: 'cheaper' }]), edit: { when: 'edit', maxMealsChanged: 7, cheaper: true } },
  { message: 'cheaper please', expected: change([{ kind: 'cheaper' }]), edit: { when: 'first', maxMealsChanged: 7, cheaper: true } },
];

import contents from '../../../data/assistant/household-messages.json';
import { type CorpusEntry, readCorpus } from './corpus-file';

export type { CorpusEntry } from './corpus-file';

/**
 * Household messages we wrote, each with what the built-in assistant must read from it
 * (packages/domain/data/assistant/household-messages.json, checked as it loads).
 * The test counts a message as understood only when intent, constraints, changes and question
 * all match exactly. Written as households write: loose grammar, "quid", "veggie", "tea" for dinner.
 */
export const HOUSEHOLD_MESSAGES: readonly CorpusEntry[] = readCorpus('data/assistant/household-messages.json', contents);

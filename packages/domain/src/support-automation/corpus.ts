import contents from '../../data/support-automation/corpus.json';
import { type LabelledMessage, readLabelledMessages } from './labelled-file';

export type { LabelledMessage } from './labelled-file';

/**
 * Customer messages we wrote ourselves, labelled by the rules in intents.ts, to measure the classifier
 * (packages/domain/data/support-automation/corpus.json, three batches). The first was written before the rules in
 * classify-message.ts, the later ones after them, in the voices customers write in (short, long, misspelt, angry,
 * polite, several requests at once). `HOLDOUT` (holdout.ts) was written after the rules were settled and was not
 * used to tune them.
 */
export const CORPUS: readonly LabelledMessage[] = readLabelledMessages('data/support-automation/corpus.json', contents);

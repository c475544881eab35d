import { dataFile } from '../shared/data-file';
import { INTENTS, type Intent } from './intents';

export interface LabelledMessage {
  readonly text: string;
  readonly intent: Intent;
}

/**
 * Reads a labelled-messages file: `{ "batches": [{ "note", "messages": [{ "intent", "text" }] }] }`, the batches in
 * the order they were written (each note says when, and whether the rules were tuned on it). Every field is
 * checked; a bad one is named with its file.
 */
export function readLabelledMessages(file: string, contents: unknown): readonly LabelledMessage[] {
  const root = dataFile(file, contents).only(['batches']);
  return root
    .get('batches')
    .items()
    .flatMap((batch) => {
      batch.only(['note', 'messages']).get('note').string();
      return batch
        .get('messages')
        .items()
        .map((m) => {
          m.only(['intent', 'text']);
          return { intent: m.get('intent').oneOf(INTENTS), text: m.get('text').string() };
        });
    });
}

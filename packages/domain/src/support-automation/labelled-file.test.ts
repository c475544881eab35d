import { describe, expect, it } from 'vitest';
import corpus from '../../data/support-automation/corpus.json';
import holdout from '../../data/support-automation/holdout.json';
import { readLabelledMessages } from './labelled-file';

describe('readLabelledMessages', () => {
  it('reads every message of every batch, in order', () => {
    for (const file of [corpus, holdout]) expect(readLabelledMessages('f.json', file)).toEqual(file.batches.flatMap((b) => b.messages));
  });

  it('names the file and the field of a bad message', () => {
    const file = (message: unknown) => ({ batches: [{ note: 'n', messages: [{ intent: 'other', text: 'hi' }, message] }] });
    expect(() => readLabelledMessages('c.json', file({ intent: 'refund', text: 'money back' }))).toThrow('c.json: batches[0].messages[1].intent must be one of cancel_request');
    expect(() => readLabelledMessages('c.json', file({ intent: 'other', text: '' }))).toThrow('c.json: batches[0].messages[1].text must be a non-empty string');
    expect(() => readLabelledMessages('c.json', file({ intent: 'other', txt: 'hi' }))).toThrow('c.json: batches[0].messages[1].txt is not a known field');
    expect(() => readLabelledMessages('c.json', { batches: [{ messages: [] }] })).toThrow('c.json: batches[0].note is missing');
  });
});

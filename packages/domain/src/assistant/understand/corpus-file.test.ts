import { describe, expect, it } from 'vitest';
import heldOut from '../../../data/assistant/held-out-messages.json';
import household from '../../../data/assistant/household-messages.json';
import { readCorpus } from './corpus-file';

describe('readCorpus', () => {
  it('reads the corpus files whole: nothing dropped, nothing added', () => {
    expect(readCorpus('household-messages.json', household)).toEqual(household);
    expect(readCorpus('held-out-messages.json', heldOut)).toEqual(heldOut);
  });

  it('names the file and the field of a bad entry', () => {
    const good = { message: 'plan my week', expected: { intent: 'plan', constraints: { days: 7 }, changes: [] } };
    expect(() => readCorpus('c.json', [good, { ...good, expected: { ...good.expected, intent: 'plann' } }])).toThrow('c.json: [1].expected.intent must be one of plan');
    expect(() => readCorpus('c.json', [{ ...good, expected: { ...good.expected, constraints: { dayz: 7 } } }])).toThrow('c.json: [0].expected.constraints.dayz is not a known field');
    expect(() => readCorpus('c.json', [{ ...good, expected: { ...good.expected, changes: [{ kind: 'swap', day: 9 }] } }])).toThrow('c.json: [0].expected.changes[0].day must be a whole number from 0 to 6');
    expect(() => readCorpus('c.json', [{ expected: good.expected }])).toThrow('c.json: [0].message is missing');
    expect(() => readCorpus('c.json', { entries: [] })).toThrow('c.json: (the whole file) must be an array');
  });
});

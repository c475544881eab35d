import { describe, expect, it } from 'vitest';
import { classifyMessage } from './classify-message';
import { CORPUS, type LabelledMessage } from './corpus';
import { HOLDOUT } from './holdout';
import { INTENTS, type Intent } from './intents';
import { REPLY_CONFIDENCE } from './policy';
import { WordModel } from './word-model';

const percent = (n: number, of: number) => `${((n / of) * 100).toFixed(1)} %`;

function measure(name: string, messages: readonly LabelledMessage[], classify: (m: LabelledMessage, index: number) => ReturnType<typeof classifyMessage>) {
  let right = 0;
  let confident = 0;
  let confidentRight = 0;
  const perIntent = new Map<Intent, { n: number; right: number }>(INTENTS.map((i) => [i, { n: 0, right: 0 }]));
  const misses: string[] = [];
  messages.forEach((m, i) => {
    const c = classify(m, i);
    const row = perIntent.get(m.intent)!;
    row.n += 1;
    if (c.intent === m.intent) {
      right += 1;
      row.right += 1;
    } else misses.push(`  ${m.intent} read as ${c.intent}: ${m.text}`);
    if (c.intent !== 'other' && c.confidence >= REPLY_CONFIDENCE) {
      confident += 1;
      if (c.intent === m.intent) confidentRight += 1;
    }
  });
  const lines = [
    `${name}: ${right}/${messages.length} right = ${percent(right, messages.length)}`,
    `  answered automatically (confidence >= ${REPLY_CONFIDENCE}): ${confident}/${messages.length}, of which right ${confidentRight} = ${percent(confidentRight, confident)}`,
    ...[...perIntent].map(([intent, row]) => `  ${intent.padEnd(24)} ${row.right}/${row.n}`),
    ...(misses.length ? ['  misses:', ...misses] : []),
  ];
  console.log(lines.join('\n'));
  return { accuracy: right / messages.length, confidentPrecision: confidentRight / Math.max(1, confident) };
}

describe('classifying customer messages', () => {
  it('the corpus is at least 200 labelled messages, every intent well represented, no message twice', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(200);
    for (const intent of INTENTS) expect(CORPUS.filter((m) => m.intent === intent).length).toBeGreaterThanOrEqual(30);
    const texts = [...CORPUS, ...HOLDOUT].map((m) => m.text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('prints the accuracy on the corpus (the rules were written on it), leave-one-out, and on the held-out batch', () => {
    const corpus = measure('corpus (rules tuned on it)', CORPUS, (m) => classifyMessage(m.text));
    // The word model is retrained without the message it is asked about: the rules still saw it, so this is optimistic.
    const loo = measure('corpus, leave-one-out for the word model', CORPUS, (m, i) => classifyMessage(m.text, new WordModel(CORPUS.filter((_, j) => j !== i))));
    const holdout = measure('held-out batch (never used for tuning)', HOLDOUT, (m) => classifyMessage(m.text));
    expect(corpus.accuracy).toBeGreaterThanOrEqual(0.9);
    expect(loo.accuracy).toBeGreaterThanOrEqual(0.9);
    // Unseen messages are harder (77.1 % when written); the automation only answers the confident ones.
    expect(holdout.accuracy).toBeGreaterThanOrEqual(0.7);
    expect(holdout.confidentPrecision).toBeGreaterThanOrEqual(0.85);
  });

  it('reads the plain cases the automation acts on', () => {
    expect(classifyMessage('Please cancel my subscription').intent).toBe('cancel_request');
    expect(classifyMessage('When is my next payment?').intent).toBe('billing_question');
    expect(classifyMessage('I was charged twice, refund please').intent).toBe('charge_dispute');
    expect(classifyMessage('Please remove me from your mailing list').intent).toBe('other');
    expect(classifyMessage('').intent).toBe('other');
    expect(classifyMessage('').confidence).toBe(0);
  });

  it('"cancel and refund me" is a dispute that also asks to cancel; "I cancelled but was charged" does not ask to cancel', () => {
    const both = classifyMessage('Please cancel my subscription and refund my last payment.');
    expect(both.intent).toBe('charge_dispute');
    expect(both.alsoAsks).toContain('cancel_request');
    const after = classifyMessage('I cancelled last month but you still took £19.99.');
    expect(after.intent).toBe('charge_dispute');
    expect(after.alsoAsks).not.toContain('cancel_request');
  });
});

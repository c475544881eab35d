import { INTENTS, type Intent } from './intents';

/** Words that say nothing about what a message asks for. */
const STOP_WORDS = new Set(
  'a an the and or but if so to of in on at for from by with as is are was were be been being am i me my we our us you your it its this that these those there here do does did have has had will would can could should shall may might must just please hi hello hey thanks thank kind regards dear team sir madam yes no not very really also too then than what when where which who why how'.split(
    ' ',
  ),
);

/** A crude English stem: enough to make "charged", "charges" and "charging" one word. */
export function stem(word: string): string {
  let w = word;
  for (const suffix of ['ations', 'ation', 'ments', 'ment', 'ingly', 'ings', 'ing', 'edly', 'ed', 'ies', 'es', 's', 'ly']) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w.replace(/(.)\1$/, '$1');
}

/** The message's features: stems of its words, and pairs of neighbouring words (negation kept: "not work"). */
export function features(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/[\u2018\u2019']/g, '')
    .replace(/£?\d+(?:[.,]\d+)?/g, ' NUM ')
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map((w) => (w === 'num' ? 'NUM' : w));
  const negations = new Set(['not', 'no', 'never', 'cant', 'cannot', 'wont', 'dont', 'didnt', 'doesnt', 'isnt', 'havent']);
  const kept = words.filter((w) => negations.has(w) || !STOP_WORDS.has(w)).map((w) => (negations.has(w) ? 'NOT' : stem(w)));
  const pairs = kept.slice(1).map((w, i) => `${kept[i]}_${w}`);
  return [...kept, ...pairs];
}

/**
 * A multinomial naive Bayes model over the words of labelled messages (our own corpus), with add-one smoothing.
 * It backs the rules where they are silent or weak; it never overrides a rule that settles an intent.
 */
export class WordModel {
  private readonly counts = new Map<Intent, Map<string, number>>();
  private readonly totals = new Map<Intent, number>();
  private readonly docs = new Map<Intent, number>();
  private readonly vocabulary = new Set<string>();
  private documents = 0;

  constructor(examples: ReadonlyArray<{ readonly text: string; readonly intent: Intent }>) {
    for (const intent of INTENTS) {
      this.counts.set(intent, new Map());
      this.totals.set(intent, 0);
      this.docs.set(intent, 0);
    }
    for (const example of examples) {
      this.documents += 1;
      this.docs.set(example.intent, this.docs.get(example.intent)! + 1);
      const counts = this.counts.get(example.intent)!;
      for (const feature of features(example.text)) {
        counts.set(feature, (counts.get(feature) ?? 0) + 1);
        this.totals.set(example.intent, this.totals.get(example.intent)! + 1);
        this.vocabulary.add(feature);
      }
    }
  }

  /** The probability of each intent given the message (summing to 1). */
  probabilities(text: string): Record<Intent, number> {
    const known = features(text).filter((f) => this.vocabulary.has(f));
    const v = this.vocabulary.size;
    const logs = INTENTS.map((intent) => {
      const counts = this.counts.get(intent)!;
      const total = this.totals.get(intent)!;
      let log = Math.log((this.docs.get(intent)! + 1) / (this.documents + INTENTS.length));
      for (const feature of known) log += Math.log(((counts.get(feature) ?? 0) + 1) / (total + v));
      return log;
    });
    const max = Math.max(...logs);
    const exps = logs.map((l) => Math.exp(l - max));
    const sum = exps.reduce((a, b) => a + b, 0);
    return Object.fromEntries(INTENTS.map((intent, i) => [intent, exps[i]! / sum])) as Record<Intent, number>;
  }

  /** How many of the message's features the model has seen (0: it knows nothing about this message). */
  knownFeatures(text: string): number {
    return features(text).filter((f) => this.vocabulary.has(f)).length;
  }
}

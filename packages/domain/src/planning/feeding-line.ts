/**
 * The plan's one line at the top (issue 31): whom it feeds fully, whom it does not (with their energy figure or the
 * target missed), and the £ over the budget it takes to feed everyone ("Feeds 2 adults fully; child 4-10 gets
 * 1,164 of 1,619 kcal a day — £6.40 more a week would feed everyone"). Built only from the plan's feeding figures,
 * so the planner, the dashboard and the list say the same.
 */
import { formatPounds } from '../shared/money';

export interface FeedingLinePerson {
  readonly ageBand: string | null;
  readonly targetKcal: number;
  readonly kcal: number;
  readonly meets: { readonly energy: boolean; readonly protein: boolean; readonly fibre: boolean; readonly salt: boolean; readonly fruitVeg: boolean };
}

export interface FeedingLineInput {
  readonly people: readonly FeedingLinePerson[];
  /** What the plan that feeds everyone fully costs (null: not known, or this plan does). */
  readonly costToMeetTargetsPence: number | null;
  readonly budgetPence: number;
  readonly days: number;
}

const thousands = (n: number) => Math.round(n).toLocaleString('en-GB');
type Kind = 'adult' | 'teenager' | 'child';
const kindOf = (band: string | null): Kind => (band === '15-18' ? 'teenager' : band === '1-3' || band === '4-10' || band === '11-14' ? 'child' : 'adult');
const PLURAL: Record<Kind, string> = { adult: 'adults', teenager: 'teenagers', child: 'children' };
const label = (band: string | null) => (kindOf(band) === 'adult' ? (band === '65+' ? 'adult 65+' : 'adult') : `${kindOf(band)} ${band}`);
const fullyFed = (p: FeedingLinePerson) => p.meets.energy && p.meets.protein && p.meets.fibre && p.meets.salt && p.meets.fruitVeg;

/** "2 adults and a child", from the people fed fully. */
function groupWords(people: readonly FeedingLinePerson[]): string {
  const counts = new Map<Kind, number>();
  for (const p of people) counts.set(kindOf(p.ageBand), (counts.get(kindOf(p.ageBand)) ?? 0) + 1);
  const parts = (['adult', 'teenager', 'child'] as const).filter((k) => counts.get(k)).map((k) => (counts.get(k) === 1 ? `${k === 'adult' ? 'an' : 'a'} ${k}` : `${counts.get(k)} ${PLURAL[k]}`));
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0]!;
}

/** What one person falls short of: their energy figure, else the targets missed. */
function shortWords(p: FeedingLinePerson): string {
  if (!p.meets.energy) {
    return p.kcal < p.targetKcal ? `gets ${thousands(p.kcal)} of ${thousands(p.targetKcal)} kcal a day` : `gets ${thousands(p.kcal)} kcal a day, more than the ${thousands(p.targetKcal)} needed`;
  }
  const missed = [!p.meets.protein && 'protein', !p.meets.fibre && 'fibre', !p.meets.fruitVeg && 'fruit and veg'].filter((x): x is string => !!x);
  const short = missed.length ? `is short of ${missed.length > 1 ? `${missed.slice(0, -1).join(', ')} and ${missed[missed.length - 1]}` : missed[0]}` : '';
  const salt = p.meets.salt ? '' : 'gets too much salt';
  return [short, salt].filter(Boolean).join(' and ');
}

/** The words of one person's shortfall said of several: "gets" becomes "get", "is short of" "are short of". */
const plural = (words: string) => words.replace(/\bgets\b/g, 'get').replace(/\bis short of\b/g, 'are short of');

export function feedingLine(input: FeedingLineInput): string {
  const { people } = input;
  if (!people.length) return '';
  const fed = people.filter(fullyFed);
  const short = people.filter((p) => !fullyFed(p));
  const span = input.days === 7 ? 'a week' : `for these ${input.days} days`;
  if (!short.length) return people.length === 1 ? 'Feeds you fully' : `Feeds all ${people.length} of you fully`;
  // People short in the same way are said once ("2 adults each get too much salt"); each other label once ("adult
  // (1)", "adult (2)" where two would read the same).
  const groups = new Map<string, FeedingLinePerson[]>();
  for (const p of short) groups.set(shortWords(p), [...(groups.get(shortWords(p)) ?? []), p]);
  const single = [...groups.values()].filter((g) => g.length === 1).map((g) => g[0]!);
  const labels = single.map((p) => label(p.ageBand));
  const numbered = labels.map((l, i) => (labels.filter((x) => x === l).length > 1 ? `${l} (${labels.slice(0, i + 1).filter((x) => x === l).length})` : l));
  const body = [...groups]
    .map(([words, group]) => (group.length > 1 ? `${short.length === people.length && groups.size === 1 ? (group.length === 2 ? 'both of you' : `all ${group.length} of you`) : `${groupWords(group)} each`} ${plural(words)}` : `${numbered[single.indexOf(group[0]!)]} ${words}`))
    .join('; ');
  const cost = input.costToMeetTargetsPence;
  const money = cost !== null && cost > input.budgetPence ? ` — £${formatPounds(cost - input.budgetPence)} more ${span} would feed everyone` : cost !== null ? ` — a plan that feeds everyone costs £${formatPounds(cost)}` : '';
  const start = fed.length ? `Feeds ${groupWords(fed)} fully; ${body}` : `Falls short for everyone: ${body}`;
  return `${start}${money}`;
}

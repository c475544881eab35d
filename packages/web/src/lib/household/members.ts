import type { TUser } from '@larder/contract/accounts';

export type Member = TUser['members'][number];
export type Sex = 'female' | 'male';

/** The age bands of the profile (the domain's AGE_BANDS), with the words a family uses. */
export const AGE_BAND_OPTIONS = [
  { value: '1-3', label: 'Toddler (1-3)' },
  { value: '4-10', label: 'Child (4-10)' },
  { value: '11-14', label: 'Child (11-14)' },
  { value: '15-18', label: 'Teen (15-18)' },
  { value: '19-64', label: 'Adult (19-64)' },
  { value: '65+', label: 'Adult (65+)' },
] as const;

/** Sex is asked from 11 years (below, children's needs do not differ by it). */
export const asksSex = (ageBand: string | null): boolean => ageBand !== null && ageBand !== '1-3' && ageBand !== '4-10';

/** A new row: an adult, sex not given. */
export const DEFAULT_MEMBER: Member = { ageBand: '19-64', sex: null };

/**
 * Keeps the members in step with the household's size: trimmed when it shrinks, padded with adults when it
 * grows. An empty list stays empty: it means "count everyone as an adult".
 */
export function membersForSize(members: readonly Member[], size: number): Member[] {
  if (members.length === 0 || !Number.isFinite(size) || size < 1) return [];
  const n = Math.floor(size);
  return Array.from({ length: n }, (_, i) => members[i] ?? DEFAULT_MEMBER);
}

/** A member with a new age band; the sex is dropped below 11. */
export const withAgeBand = (member: Member, ageBand: string): Member => ({ ageBand, sex: asksSex(ageBand) ? member.sex : null });

const ADULT_WORD: Record<Sex, string> = { female: 'woman', male: 'man' };
const CHILD_WORD: Record<Sex, string> = { female: 'girl', male: 'boy' };

/**
 * How a person is named on the plan: "Adult (woman)", "Child 4-10", "Child 11-14 (boy)", "Teenager 15-18 (girl)",
 * "Adult 65+ (man)"; a person the profile says nothing about is "Adult".
 */
export function personLabel(ageBand: string | null, sex: Sex | null): string {
  switch (ageBand) {
    case null:
      return 'Adult';
    case '1-3':
    case '4-10':
      return `Child ${ageBand}`;
    case '11-14':
      return `Child 11-14${sex ? ` (${CHILD_WORD[sex]})` : ''}`;
    case '15-18':
      return `Teenager 15-18${sex ? ` (${CHILD_WORD[sex]})` : ''}`;
    case '65+':
      return `Adult 65+${sex ? ` (${ADULT_WORD[sex]})` : ''}`;
    default:
      return `Adult${sex ? ` (${ADULT_WORD[sex]})` : ''}`;
  }
}

/** Labels for everyone, numbered where two people would read the same ("Child 4-10 (1)", "Child 4-10 (2)"). */
export function personLabels(people: ReadonlyArray<{ ageBand: string | null; sex: Sex | null }>): string[] {
  const base = people.map((p) => personLabel(p.ageBand, p.sex));
  const seen = new Map<string, number>();
  return base.map((label) => {
    if (base.filter((b) => b === label).length < 2) return label;
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return `${label} ${n}`;
  });
}

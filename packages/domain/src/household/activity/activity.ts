import PHRASES from './activity-phrases.json';

/** What a member can change in the household's shared data, as its recent-changes list names it. */
export const ACTIVITY_KINDS = [
  'plan.created',
  'plan.meal-swapped',
  'plan.meal-pinned',
  'plan.meal-locked',
  'plan.meal-unlocked',
  'plan.replanned',
  'plan.settings-changed',
  'recipe.added',
  'recipe.imported',
  'recipe.changed',
  'recipe.deleted',
  'recipe.saved',
  'recipe.unsaved',
  'chat.started',
  'chat.message',
  'profile.changed',
  'list.created',
  'list.deleted',
  'receipt.added',
  'receipt.deleted',
  'meal-times.changed',
  'pay-cycle.changed',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One change: who (the member), what, and to which thing (a plan, a meal, a recipe, a chat). */
export interface ActivityEntry {
  readonly id: string;
  /** The household's id (its owner's user id, as every shared table is keyed). */
  readonly householdId: string;
  /** null once the member's account is erased. */
  readonly actorId: string | null;
  readonly kind: ActivityKind;
  /** The plan, meal, recipe, list or conversation changed, when there is one. */
  readonly subjectId: string | null;
  /** A second id the change touched (the plan of a swapped meal), so a plan shows its meals' changes. */
  readonly parentId: string | null;
  /** What the change names (a recipe's name, the first words of a chat message), at most DETAIL_MAX characters. */
  readonly detail: string | null;
  readonly at: Date;
}
export type NewActivity = Omit<ActivityEntry, 'id'>;

export interface ActivityQuery {
  readonly limit: number;
  /** Only changes to these things (as subject or parent). */
  readonly about?: readonly string[];
}

export interface ActivityRepository {
  record(entry: NewActivity): Promise<void>;
  /** Newest first. */
  recent(householdId: string, query: ActivityQuery): Promise<ActivityEntry[]>;
  /** Deletes changes recorded before `before`; answers how many went. */
  pruneBefore(before: Date): Promise<number>;
}
export const ACTIVITY_REPOSITORY = Symbol('ActivityRepository');

export const DETAIL_MAX = 80;
/** How long the household's recent changes are kept. */
export const ACTIVITY_KEPT_DAYS = 180;

/** Trims what a change names to one short line (no control characters, at most DETAIL_MAX characters). */
export function shortDetail(text: string | null | undefined): string | null {
  if (!text) return null;
  // eslint-disable-next-line no-control-regex
  const line = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!line) return null;
  return line.length <= DETAIL_MAX ? line : `${line.slice(0, DETAIL_MAX - 1).trimEnd()}\u2026`;
}

const phrases = PHRASES as unknown as Record<ActivityKind, { with: string; without: string }>;

/** "swapped a meal for Chickpea curry": the change as the recent-changes list reads it, after the member's name. */
export function describeActivity(kind: ActivityKind, detail: string | null): string {
  const phrase = phrases[kind];
  return detail ? phrase.with.replace('{detail}', detail) : phrase.without;
}

import type { UserRepository } from '../../accounts/ports';
import type { Clock } from '../../shared/clock';
import type { Logger } from '../../shared/logger';
import { ACTIVITY_KEPT_DAYS, type ActivityKind, type ActivityRepository, describeActivity, shortDetail } from './activity';

/** A change as the household sees it: who made it (by first name; "you" for the reader) and what it was. */
export interface ActivityView {
  readonly id: string;
  readonly kind: ActivityKind;
  readonly subjectId: string | null;
  readonly parentId: string | null;
  readonly by: { readonly userId: string | null; readonly name: string; readonly you: boolean };
  /** "Sam swapped a meal for Chickpea curry" */
  readonly summary: string;
  readonly at: Date;
}

export interface RecordChange {
  readonly householdId: string;
  readonly actorId: string;
  readonly kind: ActivityKind;
  readonly subjectId?: string | null;
  readonly parentId?: string | null;
  readonly detail?: string | null;
}

export const RECENT_LIMIT_MAX = 100;

/**
 * Who changed what in the household's shared plans, recipes, chats, lists and settings (issue 18: "every change
 * carries who made it"). List items and receipts carry their own `checkedBy`/`addedBy`; this is the rest.
 */
export class HouseholdActivity {
  constructor(
    private readonly repository: ActivityRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /**
   * Records a change that has already been saved. A failure to record is logged, never the caller's failure:
   * the household's change stands either way.
   */
  async record(change: RecordChange): Promise<void> {
    try {
      await this.repository.record({
        householdId: change.householdId,
        actorId: change.actorId,
        kind: change.kind,
        subjectId: change.subjectId ?? null,
        parentId: change.parentId ?? null,
        detail: shortDetail(change.detail),
        at: this.clock.now(),
      });
    } catch (error) {
      this.logger.warn({ err: error, kind: change.kind }, 'household activity: not recorded');
    }
  }

  /** The household's changes, newest first, optionally only those about some things (a plan and its meals). */
  async recent(householdId: string, readerId: string, options: { limit?: number; about?: readonly string[] } = {}): Promise<ActivityView[]> {
    const limit = Math.min(Math.max(1, Math.trunc(options.limit ?? 30)), RECENT_LIMIT_MAX);
    const entries = await this.repository.recent(householdId, { limit, ...(options.about ? { about: options.about } : {}) });
    const names = new Map<string, string>();
    for (const id of new Set(entries.map((e) => e.actorId).filter((id): id is string => !!id))) {
      const user = await this.users.findById(id);
      names.set(id, user?.firstName?.trim() || user?.email.split('@')[0] || 'A former member');
    }
    return entries.map((e) => {
      const you = e.actorId === readerId;
      const name = you ? 'You' : e.actorId ? (names.get(e.actorId) ?? 'A former member') : 'A former member';
      return {
        id: e.id,
        kind: e.kind,
        subjectId: e.subjectId,
        parentId: e.parentId,
        by: { userId: e.actorId, name, you },
        summary: `${name} ${describeActivity(e.kind, e.detail)}`,
        at: e.at,
      };
    });
  }

  /** The daily prune: changes older than ACTIVITY_KEPT_DAYS go. */
  async prune(): Promise<number> {
    return this.repository.pruneBefore(new Date(this.clock.now().getTime() - ACTIVITY_KEPT_DAYS * 86_400_000));
  }
}

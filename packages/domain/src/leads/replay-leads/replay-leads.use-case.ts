import { type Clock, addDays } from '../../shared/clock';
import { formatPounds } from '../../shared/money';
import { digestToken } from '../../shared/tokens';
import type { PostcodeDirectory } from '../../geography/postcode-directory';
import { londonDate } from '../calendar';
import { type BuyerLeadPayload, LEAD_RULES, type StoredLead } from '../lead';
import { applicantIdentities, decide, factsOf, text } from '../lead-rules';
import type { LeadStore } from '../ports';
import { type ProcessLead, referenceOf } from '../process-lead/process-lead.use-case';

/** One line of a JSON-lines file: a buyer payload, or why it could not be read. */
export type ReplayInput = { readonly line: number; readonly payload: BuyerLeadPayload } | { readonly line: number; readonly error: string };

export type ReplayOutcome =
  | 'would_buy'
  | 'would_refuse'
  | 'duplicate'
  | 'already_recorded'
  | 'bought'
  | 'refused'
  | 'unreadable'
  | 'unchanged'
  | 'now_refused'
  | 'now_acceptable';

export interface ReplayLine {
  /** "line 3" for a file, the lead's received time and id for stored leads. */
  readonly at: string;
  readonly outcome: ReplayOutcome;
  readonly message: string;
}

export interface ReplayReport {
  readonly dryRun: boolean;
  readonly lines: readonly ReplayLine[];
  readonly counts: Readonly<Partial<Record<ReplayOutcome, number>>>;
}

const report = (dryRun: boolean, lines: ReplayLine[]): ReplayReport => {
  const counts: Partial<Record<ReplayOutcome, number>> = {};
  for (const l of lines) counts[l.outcome] = (counts[l.outcome] ?? 0) + 1;
  return { dryRun, lines, counts };
};

/**
 * `leads replay`: runs leads through today's rules. A dry run (the default) only says what would happen.
 * Applying a file goes through the intake itself, so a lead is never bought twice: a reference the buyer
 * already sent gets its first answer back, and an applicant bought within the window is a duplicate.
 * Stored leads are only ever reported on: a refused lead kept no personal data to buy it with, and a
 * bought one was paid for in front of its buyer.
 */
export class ReplayLeads {
  constructor(
    private readonly store: LeadStore,
    private readonly intake: ProcessLead,
    private readonly postcodes: PostcodeDirectory,
    private readonly clock: Clock,
  ) {}

  async fromPayloads(inputs: readonly ReplayInput[], options: { apply: boolean; buyerId: string | null }): Promise<ReplayReport> {
    const lines: ReplayLine[] = [];
    const claimedInThisRun = new Set<string>();
    for (const input of inputs) {
      const at = `line ${input.line}`;
      if ('error' in input) {
        lines.push({ at, outcome: 'unreadable', message: input.error });
        continue;
      }
      if (options.apply) {
        const answer = await this.intake.execute(input.payload, { buyerId: options.buyerId });
        if (answer.replayed) lines.push({ at, outcome: 'already_recorded', message: `already received with this lead_reference; its answer stands (${answer.accepted ? 'bought' : answer.message})` });
        else if (answer.accepted) lines.push({ at, outcome: 'bought', message: `bought for £${formatPounds(answer.pricePence)}` });
        else lines.push({ at, outcome: answer.code === 'LEAD.DUPLICATE' ? 'duplicate' : 'refused', message: answer.message });
        continue;
      }
      const reference = referenceOf(input.payload);
      const earlier = reference === null ? null : await this.store.findByReference(options.buyerId, reference);
      if (earlier) {
        lines.push({ at, outcome: 'already_recorded', message: `already received with this lead_reference; its answer stands (${earlier.status === 'accepted' ? 'bought' : earlier.message})` });
        continue;
      }
      const now = this.clock.now();
      const facts = factsOf(input.payload, londonDate(now), this.postcodes);
      const decision = decide(facts);
      if (!decision.accepted) {
        lines.push({ at, outcome: 'would_refuse', message: decision.message });
        continue;
      }
      const hashes = applicantIdentities({ email: text(input.payload.applicant?.email) ?? '', cellPhone: text(input.payload.applicant?.cell_phone) ?? '' }).map(digestToken);
      const duplicate = hashes.some((h) => claimedInThisRun.has(h)) || (await this.store.claimedSince(hashes, addDays(now, -LEAD_RULES.duplicateWindowDays)));
      if (duplicate) {
        lines.push({ at, outcome: 'duplicate', message: 'this applicant was already bought in the last 30 days; it would not be bought again' });
        continue;
      }
      for (const h of hashes) claimedInThisRun.add(h);
      lines.push({ at, outcome: 'would_buy', message: `would buy for £${formatPounds(facts.pricePence ?? 0)}` });
    }
    return report(!options.apply, lines);
  }

  /** The stored leads received in [from, to), judged again on the facts kept with them. */
  async fromStored(from: Date, to: Date): Promise<ReplayReport> {
    const lines: ReplayLine[] = [];
    for (const lead of await this.store.receivedBetween(from, to)) lines.push(this.rejudge(lead));
    return report(true, lines);
  }

  private rejudge(lead: StoredLead): ReplayLine {
    const at = `${lead.receivedAt.toISOString()} ${lead.id}`;
    const today = decide(lead.facts);
    if (lead.rejectionCode === 'LEAD.DUPLICATE') return { at, outcome: 'unchanged', message: 'duplicate then; duplicates are not judged again' };
    if (lead.status === 'accepted' && !today.accepted) return { at, outcome: 'now_refused', message: `bought then; today's rules would refuse it: ${today.message}` };
    if (lead.status === 'rejected' && today.accepted) {
      return { at, outcome: 'now_acceptable', message: `refused then (${lead.message}); today's rules would buy it, but it kept no personal data and is not bought now` };
    }
    if (lead.status === 'rejected' && !today.accepted && today.code !== lead.rejectionCode) {
      return { at, outcome: 'unchanged', message: `still refused, now for another reason: ${today.message}` };
    }
    return { at, outcome: 'unchanged', message: lead.status === 'accepted' ? 'bought then; still acceptable' : `still refused: ${lead.message}` };
  }
}

import { type Clock, addDays } from '../../shared/clock';
import type { Logger } from '../../shared/logger';
import { digestToken, newSecretToken } from '../../shared/tokens';
import type { PostcodeDirectory } from '../../geography/postcode-directory';
import { londonDate } from '../calendar';
import { type BuyerLeadPayload, LEAD_MESSAGES, LEAD_RULES, type LeadRejectionCode, type StoredLead } from '../lead';
import { applicantIdentities, applicantOf, decide, factsOf, maskBankDetails, payDayOf, text } from '../lead-rules';
import type { LeadStore, NewLead, RateCount, RateLimited, RecordedLead } from '../ports';

/** The intake's answer (document 002 section 4): bought, with the session to send the person to, or refused. */
export type LeadAnswer =
  | { readonly accepted: true; readonly leadId: string; readonly sessionId: string; readonly pricePence: number; readonly message: string; readonly replayed: boolean }
  | {
      readonly accepted: false;
      readonly leadId: string;
      readonly code: LeadRejectionCode;
      readonly message: string;
      readonly missingFields: readonly string[];
      readonly replayed: boolean;
    };

/** The buyer a lead comes from; null for keyless intake (only when an operator switched it on). */
export interface LeadSource {
  readonly buyerId: string | null;
}

export const MAX_REFERENCE_LENGTH = 100;

/** The buyer's own reference for the lead, when it sent one. */
export const referenceOf = (payload: BuyerLeadPayload): string | null => {
  const reference = text(payload.lead_reference);
  return reference === null ? null : reference.slice(0, MAX_REFERENCE_LENGTH);
};

/** `sessionToken`: the session id to give the buyer (only its digest is stored on the lead). */
export function answerOf(lead: StoredLead, replayed: boolean, sessionToken: string | null): LeadAnswer {
  if (lead.status === 'accepted' && lead.sessionId && sessionToken) {
    return { accepted: true, leadId: lead.id, sessionId: sessionToken, pricePence: lead.pricePence ?? 0, message: lead.message, replayed };
  }
  return {
    accepted: false,
    leadId: lead.id,
    code: lead.rejectionCode ?? 'LEAD.MISSING_FIELDS',
    message: lead.message,
    missingFields: lead.facts.missingFields,
    replayed,
  };
}

/**
 * Decides in one pass whether to buy a lead, and records the decision: every lead is stored (bought or not)
 * for the buyer's figures; only a bought lead keeps the applicant's details, and its bank details only masked.
 */
export class ProcessLead {
  constructor(
    private readonly store: LeadStore,
    private readonly postcodes: PostcodeDirectory,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  execute(payload: BuyerLeadPayload, source: LeadSource): Promise<LeadAnswer> {
    return this.decideAndStore(payload, source, (lead, duplicateSince) => this.store.record(lead, duplicateSince, LEAD_MESSAGES.duplicate));
  }

  /**
   * `execute` for a request counted against its rate in the same step (the HTTP intake): the count is taken whatever
   * the lead; over the limit nothing is recorded and the answer is `limited`. One round trip on PostgreSQL.
   */
  executeCounted(payload: BuyerLeadPayload, source: LeadSource, count: RateCount): Promise<LeadAnswer | RateLimited> {
    return this.decideAndStore(payload, source, (lead, duplicateSince) => this.store.recordCounted(count, lead, duplicateSince, LEAD_MESSAGES.duplicate));
  }

  private async decideAndStore<Stored extends RecordedLead | RateLimited>(
    payload: BuyerLeadPayload,
    source: LeadSource,
    store: (lead: NewLead, duplicateSince: Date) => Promise<Stored>,
  ): Promise<LeadAnswer | Extract<Stored, RateLimited>> {
    // A reference already answered comes back from the store as `existing` (one round trip, no race).
    const reference = referenceOf(payload);
    const now = this.clock.now();
    const facts = factsOf(payload, londonDate(now), this.postcodes);
    const decision = decide(facts);
    const base = { buyerId: source.buyerId, reference, receivedAt: now, facts, pricePence: facts.pricePence };
    let lead: NewLead;
    // The session id opens the applicant's details: the buyer gets it, we keep only its SHA-256.
    let sessionToken: string | null = null;
    if (decision.accepted) {
      sessionToken = newSecretToken();
      const applicant = applicantOf(payload, this.postcodes);
      lead = {
        ...base,
        status: 'accepted',
        rejectionCode: null,
        message: LEAD_MESSAGES.accepted,
        sessionId: digestToken(sessionToken),
        expiresAt: addDays(now, LEAD_RULES.sessionDays),
        payDay: payDayOf(payload),
        applicant,
        bank: maskBankDetails(payload.bank),
        identityHashes: applicantIdentities(applicant).map(digestToken),
      };
    } else {
      lead = { ...base, status: 'rejected', rejectionCode: decision.code, message: decision.message, sessionId: null, expiresAt: null, payDay: null, applicant: null, bank: null, identityHashes: [] };
    }
    const stored: RecordedLead | RateLimited = await store(lead, addDays(now, -LEAD_RULES.duplicateWindowDays));
    if (stored.kind === 'limited') return stored as Extract<Stored, RateLimited>;
    const recorded = stored;
    // A retry of a bought lead cannot get the first session id back (its digest is all we kept): it gets a new one,
    // which opens the same lead; the first keeps working.
    if (recorded.kind === 'existing') {
      sessionToken = null;
      if (recorded.lead.status === 'accepted' && recorded.lead.sessionId) {
        sessionToken = newSecretToken();
        await this.store.addSession(recorded.lead.id, digestToken(sessionToken), now);
      }
    }
    const answer = answerOf(recorded.lead, recorded.kind === 'existing', recorded.kind === 'duplicate' ? null : sessionToken);
    // Ids and outcome only: nothing that names the applicant, and never the body. At debug level: the stored
    // lead is the record of every decision, and the access line already counts each call.
    this.logger.debug(
      { leadId: recorded.lead.id, buyerId: source.buyerId, accepted: answer.accepted, code: answer.accepted ? null : answer.code, replayed: answer.replayed },
      'lead decided',
    );
    return answer;
  }
}

import type { Container } from 'inversify';
import { addCalendarDays, formatCalendarDate, londonMidnight, parseCalendarDate } from '@larder/domain/leads/calendar';
import { type BuyerLeadPayload, LEAD_RULES } from '@larder/domain/leads/lead';
import { BuyerKeys } from '@larder/domain/leads/buyer-keys/buyer-keys.use-case';
import { PurgeLeads } from '@larder/domain/leads/purge-leads/purge-leads.use-case';
import { type ReplayInput, type ReplayReport, ReplayLeads } from '@larder/domain/leads/replay-leads/replay-leads.use-case';
// Imported by operations.ts (which lists these operations); OperationFailed is only used when a command runs.
import { type Operation, OperationFailed } from './operation';

/** A JSON-lines file: one buyer payload per line; blank lines and lines starting with # are skipped. */
export function readJsonLines(text: string): ReplayInput[] {
  const inputs: ReplayInput[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      const value: unknown = JSON.parse(line);
      if (!value || typeof value !== 'object' || Array.isArray(value)) inputs.push({ line: i + 1, error: 'not a JSON object' });
      else inputs.push({ line: i + 1, payload: value as BuyerLeadPayload });
    } catch {
      // The line itself is never echoed: it carries the applicant's details.
      inputs.push({ line: i + 1, error: 'not valid JSON' });
    }
  });
  return inputs;
}

const LABEL: Record<string, string> = {
  would_buy: 'would buy',
  would_refuse: 'would refuse',
  duplicate: 'duplicate',
  already_recorded: 'already recorded',
  bought: 'bought',
  refused: 'refused',
  unreadable: 'unreadable',
  unchanged: 'unchanged',
  now_refused: 'now refused',
  now_acceptable: 'now acceptable',
};

function describe(report: ReplayReport, head: string, onlyChanges: boolean): string {
  const lines = report.lines.filter((l) => !onlyChanges || l.outcome !== 'unchanged');
  const width = Math.max(0, ...lines.map((l) => l.at.length));
  const counts = Object.entries(report.counts).map(([k, n]) => `${LABEL[k] ?? k} ${n}`);
  return [head, ...lines.map((l) => `  ${l.at.padEnd(width)}  ${(LABEL[l.outcome] ?? l.outcome).padEnd(16)} ${l.message}`), `Summary: ${counts.length ? counts.join(', ') : 'no leads'}`].join('\n');
}

const dayParam = (value: unknown, name: string) => {
  const date = parseCalendarDate(String(value ?? ''));
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(String(value))) throw new OperationFailed(`--${name} must be a day written YYYY-MM-DD, not "${String(value ?? '')}"`);
  return date;
};

async function buyerIdOf(c: Container, name: unknown): Promise<string | null> {
  if (name === undefined || name === null || name === '') return null;
  const key = (await c.get(BuyerKeys).list()).find((k) => k.name === String(name) && !k.revokedAt);
  if (!key) throw new OperationFailed(`No active buyer key is named "${String(name)}" (see \`buyer list-keys\`).`);
  return key.id;
}

export const LEAD_OPERATIONS: Record<string, Operation> = {
  'buyer.createKey': {
    name: 'buyer.createKey',
    async run(c, params) {
      const rate = params.ratePerMinute === undefined ? undefined : Number(params.ratePerMinute);
      const created = await c.get(BuyerKeys).create(String(params.name ?? ''), rate);
      if (!created.ok) throw new OperationFailed(created.error.message);
      const { key, secret } = created.value;
      return [
        `Created buyer key "${key.name}" (${key.prefix}…), ${key.ratePerMinute} leads a minute.`,
        'Give it to the buyer now: it is shown only this once (we keep its SHA-256 digest). The key:',
        secret,
      ].join('\n');
    },
  },
  'buyer.revokeKey': {
    name: 'buyer.revokeKey',
    async run(c, params) {
      const revoked = await c.get(BuyerKeys).revoke(String(params.name ?? ''));
      if (!revoked.ok) throw new OperationFailed(revoked.error.message);
      return `Revoked the buyer key "${String(params.name).trim()}": its leads are refused with 401 from now on.`;
    },
  },
  'buyer.listKeys': {
    name: 'buyer.listKeys',
    async run(c) {
      const keys = await c.get(BuyerKeys).list();
      if (!keys.length) return 'No buyer keys yet. Create one with `buyer create-key --name NAME`.';
      return [
        'name\tkey\trate/min\tcreated\trevoked',
        ...keys.map((k) => [k.name, `${k.prefix}…`, k.ratePerMinute, k.createdAt.toISOString().slice(0, 10), k.revokedAt ? k.revokedAt.toISOString().slice(0, 10) : '-'].join('\t')),
      ].join('\n');
    },
  },
  'leads.replay': {
    name: 'leads.replay',
    async run(c, params) {
      const replay = c.get(ReplayLeads);
      const apply = params.apply === true;
      if (typeof params.jsonl === 'string') {
        if (params.from !== undefined || params.to !== undefined) throw new OperationFailed('Give either a file or --from and --to, not both.');
        const buyerId = await buyerIdOf(c, params.buyer);
        if (apply && buyerId === null) throw new OperationFailed('Applying a file needs --buyer NAME: the buyer whose leads these are (their references are scoped to it).');
        const inputs = readJsonLines(params.jsonl);
        const report = await replay.fromPayloads(inputs, { apply, buyerId });
        const head = apply
          ? `Replayed ${inputs.length} lead(s) through today's rules for buyer "${String(params.buyer)}": bought only what was not bought before.`
          : `Dry run: ${inputs.length} lead(s) through today's rules; nothing was bought or stored (add --no-dry-run to apply).`;
        return describe(report, head, false);
      }
      if (params.from === undefined || params.to === undefined) throw new OperationFailed('Give a JSON-lines file, or --from YYYY-MM-DD and --to YYYY-MM-DD for stored leads.');
      if (apply) {
        throw new OperationFailed(
          'Stored leads are only reported on: a refused lead kept no personal data to buy it with, and a bought one was paid for already. Run without --no-dry-run.',
        );
      }
      const from = dayParam(params.from, 'from');
      const to = dayParam(params.to, 'to');
      const report = await replay.fromStored(londonMidnight(from), londonMidnight(addCalendarDays(to, 1)));
      const changed = report.lines.filter((l) => l.outcome !== 'unchanged').length;
      const head = `Dry run over the ${report.lines.length} lead(s) received ${formatCalendarDate(from)} to ${formatCalendarDate(to)} (London): ${changed} would be decided differently by today's rules; nothing was changed.`;
      return describe(report, head, true);
    },
  },
  'leads.purge': {
    name: 'leads.purge',
    async run(c, params) {
      const summary = await c.get(PurgeLeads).execute({ dryRun: params.dryRun === true });
      const before = summary.cutoff.toISOString();
      if (summary.dryRun) return `Dry run: ${summary.leads} lead(s) received before ${before} (${LEAD_RULES.retentionDays} days ago) would have their personal data erased.`;
      return `Erased the personal data of ${summary.leads} lead(s) received before ${before} (${LEAD_RULES.retentionDays} days ago); forgot ${summary.claims} applicant claim(s) past the ${LEAD_RULES.duplicateWindowDays}-day window.`;
    },
  },
};

/**
 * The soak bench's client (bench/soak.ts runs it in a process of its own, so that its work is not the server's):
 * households of mixed traffic (ticks, list reads, plans, receipts as text and as photos, pasted pages), a few
 * hostile households sending costly or broken inputs, and a health probe every 100 ms. At the end it reads back
 * every acknowledged write (the last tick of each item, each plan, each receipt) and prints one JSON report.
 */
import { readFileSync } from 'node:fs';

export interface SoakHousehold {
  readonly headers: Record<string, string>;
  readonly hostile: boolean;
  readonly listId: number;
  readonly itemIds: readonly number[];
  /** Sends receipt photos too (OCR is slow: a few households only). */
  readonly photos: boolean;
}
export interface SoakInput {
  readonly base: string;
  readonly seconds: number;
  readonly households: readonly SoakHousehold[];
  readonly receiptTexts: readonly string[];
  readonly receiptPhoto: string;
  readonly thinPhoto: string;
  readonly recipePage: string;
  /** Whether households make plans (the planner runs on the server's event loop). */
  readonly plans: boolean;
}
export interface SoakReport {
  /** [ms since start, latency ms, status] of each health call. */
  readonly health: Array<[number, number, number]>;
  /** Status counts by kind of call. */
  readonly calls: Record<string, Record<string, number>>;
  readonly wellFormed5xx: string[];
  readonly hostile5xx: string[];
  readonly acknowledged: { ticks: number; plans: number; receipts: number };
  readonly lost: { ticks: number; plans: number; receipts: number };
}

const input = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as SoakInput;
const receiptPhoto = readFileSync(input.receiptPhoto);
const thinPhoto = readFileSync(input.thinPhoto);
const started = performance.now();
const until = started + input.seconds * 1000;
const report: SoakReport = { health: [], calls: {}, wellFormed5xx: [], hostile5xx: [], acknowledged: { ticks: 0, plans: 0, receipts: 0 }, lost: { ticks: 0, plans: 0, receipts: 0 } };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call(h: SoakHousehold, kind: string, method: string, path: string, body?: unknown, type = 'application/json'): Promise<{ status: number; json: any }> {
  let status = 0;
  let json: any = null;
  try {
    const payload = body === undefined ? undefined : type === 'application/json' && typeof body !== 'string' ? JSON.stringify(body) : (body as string | Uint8Array);
    const res = await fetch(input.base + path, { method, headers: { ...h.headers, ...(payload === undefined ? {} : { 'content-type': type }) }, body: payload, signal: AbortSignal.timeout(60_000) });
    status = res.status;
    const text = await res.text();
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
  } catch {
    status = 0; // no answer (reset, timeout): counted as a failure of the server
  }
  const counts = (report.calls[kind] ??= {});
  counts[status] = (counts[status] ?? 0) + 1;
  if (status >= 500 || status === 0) (h.hostile ? report.hostile5xx : report.wellFormed5xx).push(`${kind} ${status} ${json?.message ?? ''}`.slice(0, 200));
  return { status, json };
}

const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;

/** What each household's writes were acknowledged as: the last state of each ticked item, plans, receipts. */
const ticks = new Map<number, { household: SoakHousehold; isChecked: boolean }>();
const plans: Array<{ household: SoakHousehold; id: string }> = [];
const receipts: Array<{ household: SoakHousehold; id: number }> = [];

async function wellFormed(h: SoakHousehold): Promise<void> {
  while (performance.now() < until) {
    await sleep(1000 + Math.random() * 2000);
    const r = Math.random();
    if (r < 0.55) {
      const itemId = pick(h.itemIds);
      const isChecked = Math.random() < 0.5;
      const reply = await call(h, 'tick', 'PUT', `/api/simple-shopping-list-items/${itemId}`, { isChecked, changedAt: new Date().toISOString() });
      if (reply.status === 200) ticks.set(itemId, { household: h, isChecked });
    } else if (r < 0.75) {
      await call(h, 'list read', 'GET', `/api/simple-shopping-lists/${h.listId}`);
    } else if (r < 0.83) {
      await call(h, 'import (pasted page)', 'POST', '/api/recipes/import', { html: input.recipePage });
    } else if (r < 0.9) {
      const reply = await call(h, 'receipt (text)', 'POST', '/api/receipts', { text: pick(input.receiptTexts) });
      if (reply.status === 201) receipts.push({ household: h, id: reply.json.id });
    } else if ((r < 0.97 || !h.photos) && !input.plans) {
      await call(h, 'list read', 'GET', `/api/simple-shopping-lists/${h.listId}`);
    } else if (r < 0.97 || !h.photos) {
      const reply = await call(h, 'plan', 'POST', '/api/simple-meal-plans', {});
      if (reply.status === 201) plans.push({ household: h, id: String(reply.json.id) });
    } else {
      const reply = await call(h, 'receipt (photo, OCR)', 'POST', '/api/receipts', new Uint8Array(receiptPhoto), 'image/png');
      if (reply.status === 201) receipts.push({ household: h, id: reply.json.id });
    }
  }
}

const nested = '<div><span>'.repeat(750_000 / 11);
const manyTags = '<br>'.repeat(60_001);
const deepButAllowed = ('<div><span>'.repeat(199) + '<a>x</a>'.repeat(29_000)).padEnd(2_900_000, ' ');
const HOSTILE: Array<[string, (h: SoakHousehold) => Promise<unknown>]> = [
  ['hostile: 750 KB nested page', (h) => call(h, 'hostile: 750 KB nested page', 'POST', '/api/recipes/import', { html: nested })],
  ['hostile: 60,001 tags', (h) => call(h, 'hostile: 60,001 tags', 'POST', '/api/recipes/import', { html: manyTags })],
  ['hostile: 2.9 MB page at the limits', (h) => call(h, 'hostile: 2.9 MB page at the limits', 'POST', '/api/recipes/import', { html: deepButAllowed })],
  ['hostile: 100 x 60,000 px receipt', (h) => call(h, 'hostile: 100 x 60,000 px receipt', 'POST', '/api/receipts', new Uint8Array(thinPhoto), 'image/png')],
  ['hostile: broken PNG', (h) => call(h, 'hostile: broken PNG', 'POST', '/api/receipts', new Uint8Array(receiptPhoto.subarray(0, 400)), 'image/png')],
  ['hostile: broken JSON', (h) => call(h, 'hostile: broken JSON', 'POST', '/api/simple-meal-plans', '{"startDate": ', 'application/json')],
  ['hostile: 6 MB body', (h) => call(h, 'hostile: 6 MB body', 'POST', '/api/recipes/import', { html: 'x'.repeat(6_000_000) })],
];

async function hostile(h: SoakHousehold): Promise<void> {
  while (performance.now() < until) {
    await sleep(2000 + Math.random() * 2000);
    await pick(HOSTILE)[1](h);
  }
}

async function probe(): Promise<void> {
  const none: SoakHousehold = { headers: {}, hostile: false, listId: 0, itemIds: [], photos: false };
  while (performance.now() < until) {
    const t = performance.now();
    const { status } = await call(none, 'health', 'GET', '/api/health');
    report.health.push([Math.round(t - started), performance.now() - t, status]);
    await sleep(Math.max(0, 100 - (performance.now() - t)));
  }
}

/** Every acknowledged write read back: an item's last acknowledged tick, each plan, each receipt. */
async function verify(): Promise<void> {
  const lists = new Map<SoakHousehold, Map<number, boolean>>();
  for (const h of input.households.filter((x) => !x.hostile)) {
    const { json } = await call(h, 'verify', 'GET', `/api/simple-shopping-lists/${h.listId}`);
    lists.set(h, new Map((json?.items ?? []).map((i: { id: number; isChecked: boolean }) => [i.id, i.isChecked])));
  }
  for (const [itemId, { household, isChecked }] of ticks) {
    report.acknowledged.ticks += 1;
    if (lists.get(household)?.get(itemId) !== isChecked) report.lost.ticks += 1;
  }
  for (const { household, id } of plans) {
    report.acknowledged.plans += 1;
    if ((await call(household, 'verify', 'GET', `/api/simple-meal-plans/${id}`)).status !== 200) report.lost.plans += 1;
  }
  const held = new Map<SoakHousehold, Set<number>>();
  for (const { household, id } of receipts) {
    report.acknowledged.receipts += 1;
    if (!held.has(household)) held.set(household, new Set(((await call(household, 'verify', 'GET', '/api/receipts')).json?.receipts ?? []).map((r: { id: number }) => r.id)));
    if (!held.get(household)!.has(id)) report.lost.receipts += 1;
  }
}

await Promise.all([probe(), ...input.households.map((h) => (h.hostile ? hostile(h) : wellFormed(h)))]);
await verify();
process.stdout.write(JSON.stringify(report), () => process.exit(0));

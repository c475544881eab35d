import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { ZLarder } from '@larder/contract/larder';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { messageOr } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { dateLabel } from '../../../lib/larder/date-label';
import { wasteByDateSentence } from '../../../lib/larder/waste-by-date';
import { useAddToLarder, useLarder, usePlanFromLarder, useRemoveLarderItem, useSaveStaples, useStapleRunOut, useUpdateLarderItem } from '../api/larder';

type Larder = z.infer<typeof ZLarder>;
type Item = Larder['items'][number];
const PLACES = [
  { key: 'fridge', label: 'Fridge' },
  { key: 'freezer', label: 'Freezer' },
  { key: 'cupboard', label: 'Cupboard' },
] as const;

const amount = (i: Pick<Item, 'quantity' | 'unit'>) => (i.unit === 'each' ? `${i.quantity}` : i.quantity >= 1000 ? `${Math.round(i.quantity / 10) / 100} ${i.unit === 'g' ? 'kg' : 'l'}` : `${Math.round(i.quantity)} ${i.unit}`);

function ItemRow({ item, today }: { item: Item; today: string }) {
  const update = useUpdateLarderItem();
  const remove = useRemoveLarderItem();
  const [editing, setEditing] = useState<false | 'amount' | 'date'>(false);
  const [qty, setQty] = useState(String(item.quantity));
  const busy = update.isPending || remove.isPending;
  const error = update.error ?? remove.error;
  return (
    <li className="flex flex-col gap-2 border-b py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between" data-testid="larder-item">
      <div className="min-w-0">
        <p className="font-medium">
          {item.name} {item.freezeToday ? <Badge variant="accent" data-testid="freeze-today">Freeze today</Badge> : item.useSoon ? <Badge variant="accent">Use soon</Badge> : null}
        </p>
        {item.pastUseBy ? (
          <p className="text-sm font-medium text-destructive" data-testid="past-use-by">
            Past its use-by: not safe to eat. Did you freeze it before its date, or is it thrown away?
          </p>
        ) : null}
        {item.freezeToday ? <p className="text-sm font-medium text-accent-strong">Its last good day: freeze what is left today and it keeps 3 months (plans use it from the freezer).</p> : null}
        <p className="text-sm text-muted-foreground">
          <span className="money">{amount(item)}</span> · <span data-testid="larder-date">{dateLabel(item, today)}</span> · worth <span className="money">{formatMoney(item.value)}</span>
          {item.source === 'list' ? ' · from your list' : item.source === 'receipt' ? ' · from a receipt' : item.source === 'leftovers' ? ' · leftovers' : ''}
        </p>
        {error ? <p role="alert" className="text-sm text-destructive">{messageOr(error, 'Could not change it.')}</p> : null}
      </div>
      {editing === 'date' ? (
        <DateForm item={item} busy={busy} onSave={(body) => update.mutate({ id: item.id, ...body }, { onSuccess: () => setEditing(false) })} onCancel={() => setEditing(false)} />
      ) : editing ? (
        <form
          className="flex items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate({ id: item.id, quantity: Number(qty) }, { onSuccess: () => setEditing(false) });
          }}
        >
          <label className="sr-only" htmlFor={`qty-${item.id}`}>Amount of {item.name} ({item.unit})</label>
          <Input id={`qty-${item.id}`} inputMode="decimal" className="h-11 w-28" value={qty} onChange={(e) => setQty(e.target.value)} />
          <span className="text-sm">{item.unit}</span>
          <Button type="submit" disabled={busy}>Save</Button>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setEditing('amount')} disabled={busy} aria-label={`Change the amount of ${item.name}`}>Amount</Button>
          <Button variant="outline" onClick={() => setEditing('date')} disabled={busy} aria-label={`Change the date of ${item.name}`}>Date</Button>
          {item.ingredient && item.place !== 'freezer' ? (
            <Button variant="outline" onClick={() => update.mutate({ id: item.id, opened: true })} disabled={busy} aria-label={`${item.name} opened`} title="Opened: what is left keeps as an opened pack does (an opened tin 2 days in the fridge)">Opened</Button>
          ) : null}
          {item.place !== 'freezer' ? (
            <Button variant={item.freezeToday ? 'default' : 'outline'} onClick={() => update.mutate({ id: item.id, place: 'freezer' })} disabled={busy} aria-label={`Move ${item.name} to the freezer`}>Freeze</Button>
          ) : (
            <Button variant="outline" onClick={() => update.mutate({ id: item.id, place: 'fridge' })} disabled={busy} aria-label={`Move ${item.name} to the fridge`}>Defrost</Button>
          )}
          <Button variant="secondary" onClick={() => remove.mutate({ id: item.id, reason: 'used' })} disabled={busy} aria-label={`${item.name} used up`}>Used</Button>
          <Button variant="destructive-outline" onClick={() => remove.mutate({ id: item.id, reason: 'thrown-away' })} disabled={busy} aria-label={`${item.name} thrown away`}>Thrown away</Button>
        </div>
      )}
    </li>
  );
}

/** The date on the pack and which kind it is (use-by or best-before), as the household reads it. */
function DateForm({ item, busy, onSave, onCancel }: { item: Item; busy: boolean; onSave: (body: { bestBefore: string | null; dateKind: 'use-by' | 'best-before' }) => void; onCancel: () => void }) {
  const [date, setDate] = useState(item.bestBefore ?? '');
  const [kind, setKind] = useState<'use-by' | 'best-before'>(item.dateKind);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      data-testid="larder-date-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ bestBefore: date || null, dateKind: kind });
      }}
    >
      <div>
        <label className="block text-xs font-medium" htmlFor={`kind-${item.id}`}>On the pack</label>
        <select id={`kind-${item.id}`} value={kind} onChange={(e) => setKind(e.target.value as 'use-by' | 'best-before')} className="block h-11 rounded-md border border-input bg-card px-2">
          <option value="use-by">Use by</option>
          <option value="best-before">Best before</option>
        </select>
      </div>
      <div>
        <label className="block text-xs font-medium" htmlFor={`date-${item.id}`}>Date of {item.name}</label>
        <Input id={`date-${item.id}`} type="date" className="h-11 w-40" value={date} onChange={(e) => setDate(e.target.value)} />
      </div>
      <Button type="submit" disabled={busy}>Save</Button>
      <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>Cancel</Button>
    </form>
  );
}

function QuickAdd() {
  const add = useAddToLarder();
  const [text, setText] = useState('');
  const [place, setPlace] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate({ text, ...(place ? { place } : {}) }, { onSuccess: () => setText('') });
  };
  return (
    <Card>
      <CardContent className="p-4">
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor="larder-add" className="text-sm font-medium">Add to the larder</label>
            <Input id="larder-add" value={text} onChange={(e) => setText(e.target.value)} placeholder='e.g. "500 g basmati rice" or "half a bag of spinach"' className="h-12" />
          </div>
          <div>
            <label htmlFor="larder-place" className="text-sm font-medium">Kept in</label>
            <select id="larder-place" value={place} onChange={(e) => setPlace(e.target.value)} className="block h-12 w-full rounded-md border border-input bg-card px-3 sm:w-40">
              <option value="">Where it usually goes</option>
              {PLACES.map((p) => <option key={p.key} value={p.key}>{p.label}</option>)}
            </select>
          </div>
          <Button type="submit" size="lg" disabled={add.isPending || !text.trim()}>Add</Button>
        </form>
        {add.isError ? <p role="alert" className="mt-2 text-sm text-destructive">{messageOr(add.error, 'Could not add it.')}</p> : null}
        {add.isSuccess ? <p role="status" className="mt-2 text-sm text-muted-foreground">Added {add.data.name} ({amount(add.data)}) to the {add.data.place}.</p> : null}
      </CardContent>
    </Card>
  );
}

function Staples({ larder }: { larder: Larder }) {
  const save = useSaveStaples();
  const runOut = useStapleRunOut();
  const chosen = new Set(larder.staples.map((s) => s.ingredient));
  const all = [...larder.suggestedStaples, ...larder.staples.filter((s) => !larder.suggestedStaples.some((x) => x.ingredient === s.ingredient))];
  const toggle = (slug: string) => {
    const next = new Set(chosen);
    if (next.has(slug)) next.delete(slug);
    else next.add(slug);
    save.mutate([...next]);
  };
  return (
    <Card data-testid="staples">
      <CardHeader><CardTitle>Staples</CardTitle></CardHeader>
      <CardContent>
        {larder.staplesChosen ? null : (
          <div className="mb-3 flex flex-wrap items-center gap-3 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
            <span className="min-w-0 flex-1">Which of these do you already have? We have ticked the usual ten; your plans and lists will not buy what is ticked.</span>
            <Button onClick={() => save.mutate([...chosen])} disabled={save.isPending}>These are right</Button>
          </div>
        )}
        <p className="mb-3 text-sm text-muted-foreground">What you keep in the cupboard is never bought, and your plan&apos;s cost leaves it out. When one runs out, mark it: your next list buys it, and ticking it there puts it back.</p>
        <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {all.map((s) => {
            const out = larder.staples.find((x) => x.ingredient === s.ingredient)?.runOut ?? false;
            const has = chosen.has(s.ingredient);
            return (
              <li key={s.ingredient} className="flex min-h-11 items-center gap-2 rounded-md px-2 hover:bg-muted">
                <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3">
                  <input type="checkbox" className="size-5 shrink-0" checked={has} disabled={save.isPending} onChange={() => toggle(s.ingredient)} />
                  <span className="min-w-0">{s.name}</span>
                </label>
                {has && out ? <Badge variant="accent">On your next list</Badge> : null}
                {has ? (
                  <button type="button" className="inline-flex min-h-11 shrink-0 items-center px-1 text-xs text-muted-foreground underline underline-offset-2 hover:text-foreground" disabled={runOut.isPending} onClick={() => runOut.mutate({ ingredient: s.ingredient, runOut: !out })} aria-label={out ? `I have ${s.name} again` : `${s.name} has run out`}>
                    {out ? 'Got it' : 'Run out'}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
        {save.isError || runOut.isError ? <p role="alert" className="text-sm text-destructive">{messageOr(save.error ?? runOut.error, 'Could not save your staples.')}</p> : null}
      </CardContent>
    </Card>
  );
}

/** /larder: what the household holds, "use soon" first; fridge, freezer and cupboard; staples; what was thrown away. */
export function LarderPage() {
  const larder = useLarder();
  const plan = usePlanFromLarder();
  const navigate = useNavigate();
  const data = larder.data;
  // Past a use-by comes first too, to be answered (frozen in time, or thrown away).
  const soon = data?.items.filter((i) => i.useSoon || i.pastUseBy) ?? [];
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Your larder"
        description="What you have in, kept for you: it fills when you tick your list and empties as you cook. Plans use it first."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => plan.mutate(undefined, { onSuccess: () => navigate('/meal-planner') })} disabled={plan.isPending || !data?.items.length}>
              {plan.isPending ? 'Planning…' : 'Cook from my larder'}
            </Button>
            <Button variant="outline" asChild><Link to="/recipes?cook-now=1">What can I cook now?</Link></Button>
          </div>
        }
      />
      {plan.isError ? <p role="alert" className="text-destructive">{messageOr(plan.error, 'Could not plan from your larder.')}</p> : null}
      {larder.isLoading ? (
        <Skeleton className="h-40" />
      ) : larder.isError || !data ? (
        <p role="alert" className="text-destructive">{messageOr(larder.error, 'Could not load your larder.')} <Button variant="link" onClick={() => void larder.refetch()}>Retry</Button></p>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-3">
            <Card><CardContent className="p-4"><p className="text-sm text-muted-foreground">Value held</p><p className="money text-2xl font-semibold" data-testid="larder-value">{formatMoney(data.valueHeld)}</p></CardContent></Card>
            <Card><CardContent className="p-4"><p className="text-sm text-muted-foreground">Use soon</p><p className="text-2xl font-semibold">{soon.length}</p></CardContent></Card>
            <Card><CardContent className="p-4"><p className="text-sm text-muted-foreground">Thrown away (30 days)</p><p className="money text-2xl font-semibold" data-testid="larder-waste">{formatMoney(data.thrownAway30Days)}</p>{wasteByDateSentence(data.thrownAwayByDate) ? <p className="mt-1 text-xs text-muted-foreground" data-testid="larder-waste-by-date">{wasteByDateSentence(data.thrownAwayByDate)}</p> : null}</CardContent></Card>
          </div>
          <QuickAdd />
          {soon.length ? (
            <Card className="border-amber-300">
              <CardHeader><CardTitle>Use soon</CardTitle></CardHeader>
              <CardContent><ul>{soon.map((i) => <ItemRow key={i.id} item={i} today={data.today} />)}</ul></CardContent>
            </Card>
          ) : null}
          {PLACES.map((p) => {
            const items = data.items.filter((i) => i.place === p.key && !i.useSoon && !i.pastUseBy);
            return (
              <Card key={p.key}>
                <CardHeader><CardTitle>{p.label}</CardTitle></CardHeader>
                <CardContent>
                  {items.length ? <ul>{items.map((i) => <ItemRow key={i.id} item={i} today={data.today} />)}</ul> : <p className="text-sm text-muted-foreground">Nothing in the {p.label.toLowerCase()}{soon.some((i) => i.place === p.key) ? ' besides what to use soon' : ''}.</p>}
                </CardContent>
              </Card>
            );
          })}
          <Staples larder={data} />
          <details className="text-sm text-muted-foreground">
            <summary className="cursor-pointer">How long things keep</summary>
            <ul className="mt-2 grid gap-1 sm:grid-cols-2">{data.bestBeforeDefaults.map((d) => <li key={d.kind}>{keepsText(d)}</li>)}</ul>
          </details>
        </>
      )}
    </div>
  );
}

/** "Tins: 2 years in the cupboard (best-before); once opened 2 days in the fridge". */
function keepsText(d: { label: string; days: number; place: string; dateKind: string; openedDays: number | null; openedPlace: string | null }): string {
  const span = (days: number) => (days >= 365 ? `${Math.round(days / 365)} year${days >= 730 ? 's' : ''}` : days >= 60 ? `${Math.round(days / 30)} months` : `${days} day${days === 1 ? '' : 's'}`);
  const opened = d.openedDays === null ? '' : `; once opened ${span(d.openedDays)}${d.openedPlace && d.openedPlace !== d.place ? ` in the ${d.openedPlace}` : ''}`;
  return `${d.label}: ${span(d.days)} in the ${d.place} (${d.dateKind})${opened}`;
}

import { Camera, Check } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { TReceiptConfirmBody, TScannedReceipt } from '@larder/contract/receipts';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { messageOr } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { useChains, useConfirmReceipt, useScanReceipt } from '../api/receipts';

type LineEdit = { price: string; skip: boolean; ingredient: string | null };

/**
 * A receipt read for you: a photo, a PDF or pasted text becomes a preview of its lines, each matched to a food
 * with a confidence; correct what is wrong, then confirm: the lines become your prices and the total your spend.
 */
export function ReceiptScan() {
  const id = useId();
  // From a ticked list's "Add the receipt": its chain is chosen, and confirming goes back to the list.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const listChain = params.get('chain')?.slice(0, 40) || null;
  const listId = /^\d{1,9}$/.test(params.get('list') ?? '') ? Number(params.get('list')) : null;
  const [chain, setChain] = useState<string>('');
  const chains = useChains().data ?? [];
  useEffect(() => {
    if (listChain) document.getElementById('read-receipt')?.scrollIntoView({ block: 'start' });
  }, [listChain]);
  const scan = useScanReceipt();
  const confirm = useConfirmReceipt();
  const [text, setText] = useState('');
  const [draft, setDraft] = useState<TScannedReceipt | null>(null);
  const [edits, setEdits] = useState<LineEdit[]>([]);

  const start = (r: TScannedReceipt) => {
    setDraft(r);
    setChain(listChain ?? r.chain ?? '');
    setEdits(r.lines.map((l) => ({ price: l.price, skip: l.skipped, ingredient: l.match.ingredient?.slug ?? null })));
  };
  const send = (input: { file: File } | { text: string }) =>
    scan.mutate(input, { onSuccess: start, onError: (e) => toast({ title: 'The receipt could not be read', description: messageOr(e, 'Try again.'), variant: 'destructive' }) });

  const submit = () => {
    if (!draft) return;
    const lines: NonNullable<TReceiptConfirmBody['lines']> = [];
    draft.lines.forEach((l, index) => {
      const e = edits[index]!;
      const change: NonNullable<TReceiptConfirmBody['lines']>[number] = { index };
      if (e.price !== l.price) change.price = e.price;
      if (e.skip !== l.skipped) change.skip = e.skip;
      if (e.ingredient !== (l.match.ingredient?.slug ?? null)) change.ingredient = e.ingredient;
      if (Object.keys(change).length > 1) lines.push(change);
    });
    const body: TReceiptConfirmBody = { lines };
    if (chain && chain !== draft.chain) body.chain = chain;
    confirm.mutate(
      { id: draft.id, body },
      {
        onSuccess: (r) => {
          toast({ title: 'Receipt saved', description: `${formatMoney(Number(r.total ?? r.check.lines))} at ${r.chain} is in your spending; its prices are in your price book.` });
          setDraft(null);
          setText('');
          if (listId) navigate(`/shopping-lists/${listId}`);
        },
        onError: (e) => toast({ title: 'The receipt was not saved', description: messageOr(e, 'Try again.'), variant: 'destructive' }),
      },
    );
  };

  if (draft) {
    return (
      <div className="space-y-3" data-testid="receipt-preview">
        {listChain && draft.chain !== listChain ? (
          <p className="text-xs text-muted-foreground" data-testid="receipt-chain-note">
            {draft.chain ? `The receipt reads as ${draft.chain}; ` : 'The shop could not be read; '}it is saved as {chain || listChain}, the shop of your list. Change it below if that is wrong.
          </p>
        ) : null}
        <div className="flex items-center gap-2 text-sm">
          <Label htmlFor={`${id}-chain`}>Shop</Label>
          <select id={`${id}-chain`} className="h-10 rounded-xl border border-input bg-card px-2 text-sm" value={chain} onChange={(e) => setChain(e.target.value)}>
            {chain ? null : <option value="">Choose the shop</option>}
            {[...new Set([chain, listChain, draft.chain, ...chains].filter((c): c is string => Boolean(c)))].map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <p className="text-sm">
          <span className="font-medium">{chain || draft.chain || 'Unknown shop'}</span>
          {draft.store ? `, ${draft.store}` : ''} {draft.date ? `· ${draft.date}` : ''} · total {draft.total ? formatMoney(Number(draft.total)) : 'not found'}
        </p>
        <p className={draft.check.addsUp ? 'text-sm text-muted-foreground' : 'text-sm text-destructive'} role={draft.check.addsUp ? undefined : 'alert'}>
          {draft.check.message}
        </p>
        <ul className="divide-y rounded-xl border">
          {draft.lines.map((l, index) => {
            const e = edits[index]!;
            const options = [l.match.ingredient, ...l.match.suggestions].filter((o): o is { slug: string; name: string } => Boolean(o));
            return (
              <li key={index} className="grid grid-cols-[minmax(0,1fr)] gap-2 p-3 sm:grid-cols-[1fr_8rem_12rem_auto] sm:items-center" data-testid="receipt-line">
                <span className="text-sm">
                  {l.name}
                  {l.savings.length ? <span className="block text-xs text-muted-foreground">{l.savings.map((s) => `${s.text} −${formatMoney(Number(s.amount))}`).join('; ')}</span> : null}
                </span>
                <Label className="sr-only" htmlFor={`${id}-price-${index}`}>Price of {l.name}</Label>
                <Input id={`${id}-price-${index}`} inputMode="decimal" value={e.price} onChange={(ev) => setEdits(edits.map((x, i) => (i === index ? { ...x, price: ev.target.value } : x)))} />
                <Label className="sr-only" htmlFor={`${id}-food-${index}`}>Food for {l.name}</Label>
                <select
                  id={`${id}-food-${index}`}
                  className="h-10 w-full min-w-0 rounded-xl border border-input bg-card px-2 text-sm"
                  value={e.ingredient ?? ''}
                  onChange={(ev) => setEdits(edits.map((x, i) => (i === index ? { ...x, ingredient: ev.target.value || null } : x)))}
                >
                  <option value="">Not a food we track</option>
                  {options.map((o) => (
                    <option key={o.slug} value={o.slug}>
                      {o.name}
                      {o.slug === l.match.ingredient?.slug ? ` (${Math.round(l.match.confidence * 100)} % sure)` : ''}
                    </option>
                  ))}
                </select>
                <label className="flex items-center gap-1 text-xs">
                  <input type="checkbox" checked={e.skip} onChange={(ev) => setEdits(edits.map((x, i) => (i === index ? { ...x, skip: ev.target.checked } : x)))} /> Leave out
                </label>
              </li>
            );
          })}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button onClick={submit} disabled={confirm.isPending}>
            <Check className="size-4" aria-hidden /> Confirm receipt
          </Button>
          <Button variant="outline" onClick={() => setDraft(null)}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-3" data-testid="receipt-scan">
      {listChain ? (
        <p className="rounded-xl bg-primary-soft/60 p-3 text-sm" data-testid="receipt-for-list">
          The receipt from your {listChain} shop{listId ? (
            <>
              {' '}
              (<Link to={`/shopping-lists/${listId}`} className="underline">
                back to the list
              </Link>
              )
            </>
          ) : null}
          : once you confirm it, the lines you bought are priced from it.
        </p>
      ) : null}
      <div>
        <Label htmlFor={`${id}-file`}>A photo or PDF of the receipt</Label>
        <Input id={`${id}-file`} type="file" accept="image/jpeg,image/png,image/webp,application/pdf" disabled={scan.isPending} onChange={(e) => e.target.files?.[0] && send({ file: e.target.files[0] })} />
      </div>
      <div>
        <Label htmlFor={`${id}-text`}>Or paste its text (an online order confirmation too)</Label>
        <Textarea id={`${id}-text`} rows={4} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <Button variant="outline" disabled={scan.isPending || !text.trim()} onClick={() => send({ text })}>
        <Camera className="size-4" aria-hidden /> {scan.isPending ? 'Reading the receipt…' : 'Read the receipt'}
      </Button>
    </div>
  );
}

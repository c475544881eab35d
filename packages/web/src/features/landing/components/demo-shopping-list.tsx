import { Clock, FileDown } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/money';
import { DEMO_CHAINS, DEMO_LIST, type DemoChain, demoPricePence } from './demo-data';

const GROUPS = ['Meat & Poultry', 'Fresh Produce', 'Pantry Items'] as const;

/** The landing page's demo list (document 000): a supermarket selector, items by aisle with checkboxes, Export PDF. */
export function DemoShoppingList() {
  const id = useId();
  const [chain, setChain] = useState<DemoChain>('Tesco');
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [exporting, setExporting] = useState(false);
  const total = useMemo(() => DEMO_LIST.reduce((sum, item) => sum + demoPricePence(item.pricePence, chain), 0), [chain]);
  const left = DEMO_LIST.filter((i) => !checked.has(i.name)).reduce((sum, item) => sum + demoPricePence(item.pricePence, chain), 0);

  const toggle = (name: string) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  const exportPdf = async () => {
    setExporting(true);
    try {
      const { demoListPdf } = await import('./demo-pdf');
      const bytes = await demoListPdf(chain, checked);
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `larder-sample-list-${chain.toLowerCase().replace(/[^a-z]/g, '')}.pdf`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="rounded-2xl border border-border bg-card shadow-sm" data-testid="demo-list">
      <div className="flex flex-col gap-3 border-b border-border p-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-muted-foreground">Sample shopping list</p>
          <h3 className="text-lg font-semibold">Chicken &amp; mushroom pie for 4</h3>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-chain`} className="text-sm font-medium">
            Supermarket
          </label>
          <select
            id={`${id}-chain`}
            value={chain}
            onChange={(e) => setChain(e.target.value as DemoChain)}
            className="block h-11 w-full rounded-xl border border-input bg-card px-3 text-base sm:w-48"
          >
            {DEMO_CHAINS.map((c) => (
              <option key={c.chain} value={c.chain}>
                {c.chain}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="space-y-4 p-5">
        {GROUPS.map((group) => (
          <fieldset key={group}>
            <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{group}</legend>
            <ul>
              {DEMO_LIST.filter((i) => i.group === group).map((item) => {
                const inputId = `${id}-${item.name.replace(/\W+/g, '-')}`;
                const done = checked.has(item.name);
                return (
                  <li key={item.name}>
                    <label htmlFor={inputId} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-muted">
                      <input id={inputId} type="checkbox" checked={done} onChange={() => toggle(item.name)} className="size-5 accent-[var(--color-primary)]" />
                      <span className={done ? 'flex-1 text-muted-foreground line-through' : 'flex-1'}>{item.name}</span>
                      <span className="money font-medium">{formatMoney(demoPricePence(item.pricePence, chain) / 100)}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
      <div className="flex flex-col gap-3 border-t border-border p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm">
          <p>
            <span className="text-muted-foreground">{DEMO_LIST.length} items · total </span>
            <strong className="money">{formatMoney(total / 100)}</strong>
            {checked.size ? <span className="text-muted-foreground"> · {formatMoney(left / 100)} left to buy</span> : null}
          </p>
          <p className="flex items-center gap-1.5 text-muted-foreground">
            <Clock className="size-4" aria-hidden /> About 15 min shopping time
          </p>
        </div>
        <Button variant="outline" onClick={exportPdf} disabled={exporting}>
          <FileDown aria-hidden /> {exporting ? 'Preparing…' : 'Export PDF'}
        </Button>
      </div>
      <p className="border-t border-border px-5 py-3 text-xs text-muted-foreground">
        Sample prices for illustration, scaled by each chain's basket index (Which?, July 2025). Your own lists use the prices of the supermarkets near you.
      </p>
    </div>
  );
}

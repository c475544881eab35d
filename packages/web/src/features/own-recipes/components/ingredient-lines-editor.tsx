import { AlertTriangle, Check, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { TParsedLine } from '@larder/contract/own-recipes';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { parseLines } from '../api/own-recipes';

export type LineFixes = Record<string, { ingredient: string; name: string }>;

const FRACTIONS: Record<string, string> = { '0.25': '¼', '0.5': '½', '0.75': '¾', '0.33': '⅓', '0.67': '⅔' };
const number = (n: number) => {
  const whole = Math.floor(n);
  const part = FRACTIONS[(n - whole).toFixed(2)];
  if (part) return whole ? `${whole}${part}` : part;
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
};
const COUNTED = new Set(['clove', 'tin', 'jar', 'pack', 'bag', 'bunch', 'handful', 'pinch', 'sprig', 'slice', 'rasher', 'stick', 'sheet', 'piece', 'fillet', 'head', 'stalk', 'ball', 'cube', 'sachet', 'pot', 'pouch', 'nest', 'floret', 'spear', 'scoop', 'bulb', 'square', 'pod', 'leaf', 'knob', 'cup', 'pint']);
const plural = (unit: string, n: number) => (n > 1 && COUNTED.has(unit) ? (unit === 'leaf' ? 'leaves' : /(ch|sh)$/.test(unit) ? `${unit}es` : `${unit}s`) : unit);

/** "2–3 cloves", "½ tsp", "800 g"; a line without an amount shows its note ("to taste"). */
const amount = (l: TParsedLine) => {
  if (l.quantity === null) return l.notes ?? '';
  const top = l.quantityMax ?? l.quantity;
  return `${number(l.quantity)}${l.quantityMax ? `–${number(l.quantityMax)}` : ''}${l.unit ? ` ${plural(l.unit, top)}` : ''}`;
};

/** The search that fixes one unmatched line: type a food, pick one of the catalogue's. */
function ChooseFood({ line, onChoose }: { line: TParsedLine; onChoose: (ingredient: string, name: string) => void }) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState(line.suggestions);
  const id = useId();
  useEffect(() => {
    if (query.trim().length < 2) {
      setFound(line.suggestions);
      return;
    }
    const timer = setTimeout(() => {
      parseLines([query])
        .then((r) => {
          const first = r.lines[0];
          if (!first) return;
          const options = [...(first.ingredient ? [{ ingredient: first.ingredient, name: first.ingredientName ?? first.ingredient, confidence: first.confidence ?? 1 }] : []), ...first.suggestions];
          setFound(options);
        })
        .catch(() => setFound([]));
    }, 250);
    return () => clearTimeout(timer);
  }, [query, line.suggestions]);
  return (
    <div className="mt-2 space-y-2 rounded-xl border border-amber-200 bg-amber-50/60 p-3">
      <label htmlFor={id} className="text-sm font-medium">
        Which food is “{line.food || line.text}”?
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input id={id} value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search our foods, e.g. olive oil" className="pl-9" />
      </div>
      {found.length ? (
        <div className="flex flex-wrap gap-2">
          {found.slice(0, 6).map((s) => (
            <Button key={s.ingredient} type="button" size="sm" variant="outline" onClick={() => onChoose(s.ingredient, s.name)}>
              {s.name}
            </Button>
          ))}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No food found yet: try another word.</p>
      )}
    </div>
  );
}

/**
 * The ingredient lines as typed (one a line), each read by the server as you type: the amount, the food it
 * matched and how sure, or a search to choose the food by hand. A line left unmatched is kept as text and left
 * out of cost and nutrition.
 */
export function IngredientLinesEditor({ text, onText, fixes, onFix }: { text: string; onText: (text: string) => void; fixes: LineFixes; onFix: (line: string, fix: { ingredient: string; name: string } | null) => void }) {
  const [parsed, setParsed] = useState<TParsedLine[]>([]);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 100);
  const key = lines.join('\n');
  useEffect(() => {
    if (!lines.length) {
      setParsed([]);
      return;
    }
    const timer = setTimeout(() => {
      parseLines(lines)
        .then((r) => {
          setParsed(r.lines);
          setError(null);
        })
        .catch(() => setError('We could not read the lines just now; they are kept as you typed them.'));
    }, 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const unmatched = parsed.filter((l) => !l.ingredient && !l.free && !l.heading && !fixes[l.text]);
  return (
    <div className="space-y-3">
      <label htmlFor={id} className="text-sm font-medium">
        Ingredients, one a line
      </label>
      <Textarea id={id} rows={8} value={text} onChange={(e) => onText(e.target.value)} placeholder={'500g beef mince\n2 onions, chopped\n1 tbsp olive oil'} className="font-mono text-sm" />
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
      {parsed.length ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {unmatched.length ? `${unmatched.length} of ${parsed.length} lines not matched yet: choose their food, or leave them out of cost and nutrition.` : `All ${parsed.length} lines matched.`}
          </p>
          <ul className="divide-y divide-border rounded-xl border border-border" aria-label="How we read your ingredients">
            {parsed.map((l, i) => {
              const fix = fixes[l.text];
              const name = fix?.name ?? l.ingredientName;
              return (
                <li key={`${i}:${l.text}`} className="p-3 text-sm" data-testid="parsed-line">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="min-w-16 font-medium tabular-nums">{amount(l)}</span>
                    <span className="flex-1">{l.text}</span>
                    {l.free ? (
                      <Badge variant="muted">no cost</Badge>
                    ) : name ? (
                      <span className="inline-flex items-center gap-1 text-primary">
                        <Check className="size-4" aria-hidden />
                        {name}
                        {fix ? ' (chosen)' : l.confidence !== null && l.confidence < 0.8 ? ` (${Math.round(l.confidence * 100)}% sure)` : ''}
                        {l.grams !== null && !fix ? <span className="text-muted-foreground"> · {Math.round(l.grams)} g</span> : null}
                      </span>
                    ) : (
                      <span className="inline-flex items-center gap-1 text-amber-700">
                        <AlertTriangle className="size-4" aria-hidden /> Not matched
                      </span>
                    )}
                    {fix ? (
                      <Button type="button" size="sm" variant="ghost" onClick={() => onFix(l.text, null)}>
                        Undo
                      </Button>
                    ) : null}
                  </div>
                  {!l.ingredient && !l.free && !l.heading && !fix ? <ChooseFood line={l} onChoose={(ingredient, chosen) => onFix(l.text, { ingredient, name: chosen })} /> : null}
                  {l.ingredient && l.problem ? <p className="mt-1 text-amber-700">{l.problem}</p> : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </div>
  );
}

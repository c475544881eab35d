import { useQuery } from '@tanstack/react-query';
import { TrendingUp, X } from 'lucide-react';
import { useState } from 'react';
import { ZPriceChanges } from '@larder/contract/receipts';
import { Card, CardContent } from '../../../components/ui/card';
import { apiRequest } from '../../../lib/api-client';

const SEEN_KEY = 'larder.prices-seen';
const seenBefore = (): string[] => {
  try {
    return JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
};

/**
 * Prices watched (issue 37): foods on the household's receipts that became dearer ("Tesco's Bananas is 18p a kg
 * dearer than on 20 Oct"), each said once: "Got it" keeps it out of sight on this device.
 */
export function PriceWatch() {
  const changes = useQuery({ queryKey: ['/api/receipts/price-changes'], queryFn: () => apiRequest('GET', '/api/receipts/price-changes', undefined, ZPriceChanges) });
  const [seen, setSeen] = useState<string[]>(() => (typeof localStorage === 'undefined' ? [] : seenBefore()));
  const fresh = (changes.data?.changes ?? []).filter((c) => !seen.includes(c.sentence)).slice(0, 3);
  if (!fresh.length) return null;
  const dismiss = () => {
    const next = [...seen, ...fresh.map((c) => c.sentence)].slice(-200);
    localStorage.setItem(SEEN_KEY, JSON.stringify(next));
    setSeen(next);
  };
  return (
    <Card className="mb-6 border-accent/50 bg-accent-soft/60" data-testid="price-watch">
      <CardContent className="flex items-start gap-3 p-4">
        <TrendingUp className="mt-0.5 size-5 shrink-0 text-accent-foreground" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">Prices going up on what you buy</p>
          <ul className="mt-1 space-y-1 text-sm">
            {fresh.map((c) => (
              <li key={`${c.ingredient}-${c.chain}`} data-testid="price-change">
                {c.sentence}
              </li>
            ))}
          </ul>
        </div>
        <button type="button" onClick={dismiss} className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-md px-3 text-sm font-medium hover:bg-muted" aria-label="Got it: hide these price changes">
          <X className="size-4" aria-hidden /> Got it
        </button>
      </CardContent>
    </Card>
  );
}

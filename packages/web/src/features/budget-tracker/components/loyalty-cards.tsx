import { CreditCard, Users } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { messageOr } from '../../../lib/api-client';
import { useLoyalty, useSaveLoyalty } from '../api/loyalty';

/**
 * The loyalty cards the household holds (so lists use the card prices it can really pay) and whether its lists
 * may use prices seen by households nearby (its own receipts shared back, never shown as its own).
 */
export function LoyaltyCards() {
  const id = useId();
  const loyalty = useLoyalty();
  const save = useSaveLoyalty();
  const [cards, setCards] = useState<string[]>([]);
  const [pool, setPool] = useState(false);
  useEffect(() => {
    if (!loyalty.data) return;
    setCards(loyalty.data.cards);
    setPool(loyalty.data.poolOptIn);
  }, [loyalty.data]);
  const changed = loyalty.data ? pool !== loyalty.data.poolOptIn || [...cards].sort().join('|') !== [...loyalty.data.cards].sort().join('|') : false;

  const submit = () =>
    save.mutate(
      { cards, poolOptIn: pool },
      {
        onSuccess: () => toast({ title: 'Saved', description: 'Your lists are priced with these cards and choices now.' }),
        onError: (e) => toast({ title: 'Not saved', description: messageOr(e, 'Try again.'), variant: 'destructive' }),
      },
    );

  return (
    <Card data-testid="loyalty-cards" id="loyalty-cards">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard className="size-5" aria-hidden /> Loyalty cards and prices nearby
        </CardTitle>
        <CardDescription>Card prices are used on your lists only for the cards you hold.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {loyalty.isLoading ? (
          <Skeleton className="h-32" />
        ) : loyalty.error || !loyalty.data ? (
          <p role="alert" className="text-sm text-muted-foreground">
            {messageOr(loyalty.error, 'Your cards could not be loaded.')}{' '}
            <Button variant="link" onClick={() => void loyalty.refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <>
            <fieldset>
              <legend className="mb-2 text-sm font-medium">Cards you hold</legend>
              <ul className="grid gap-1 sm:grid-cols-2">
                {loyalty.data.known.map((k) => (
                  <li key={k.card}>
                    <label htmlFor={`${id}-${k.card}`} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-muted/70">
                      <Checkbox
                        id={`${id}-${k.card}`}
                        checked={cards.includes(k.card)}
                        onCheckedChange={(on) => setCards(on === true ? [...cards, k.card] : cards.filter((c) => c !== k.card))}
                      />
                      <span className="text-sm">
                        <span className="font-medium">{k.card}</span> <span className="text-muted-foreground">({k.chain})</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <div className="flex items-start justify-between gap-4 rounded-xl bg-muted/60 p-3">
              <div className="space-y-1">
                <Label htmlFor={`${id}-pool`} className="flex items-center gap-2">
                  <Users className="size-4" aria-hidden /> Use prices seen by households near you
                </Label>
                <p className="text-xs text-muted-foreground" id={`${id}-pool-help`}>
                  Prices from at least 3 households in your postcode district, no more than 30 days old, as a middle value. Your own receipts join the pool the same way: no one sees
                  your prices, your shop or your name.
                </p>
              </div>
              <Switch id={`${id}-pool`} aria-describedby={`${id}-pool-help`} checked={pool} onCheckedChange={setPool} />
            </div>
            <Button onClick={submit} disabled={!changed || save.isPending}>
              {save.isPending ? 'Saving…' : 'Save cards and choice'}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

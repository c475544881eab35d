import { Loader2, Plus, Repeat } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useAddExtra, useAddUsuals, useUsuals } from '../api/extras';

/** Add anything to the list ("bin bags", "2 x cat food", a price if known), keep it as a usual, or add the usuals in one tap. */
export function AddExtra({ listId }: { listId: number }) {
  const add = useAddExtra(listId);
  const addUsuals = useAddUsuals(listId);
  const usuals = useUsuals();
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [usual, setUsual] = useState(false);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    add.mutate(
      { name: name.trim(), ...(price.trim() ? { price: price.trim() } : {}), usual },
      {
        onSuccess: () => {
          setName('');
          setPrice('');
          setUsual(false);
        },
        onError: (e) => setError({ ...(e instanceof ApiError && e.field ? { field: e.field } : {}), message: messageOr(e, 'Could not add it. Please try again.') }),
      },
    );
  };
  const count = usuals.data?.usuals.length ?? 0;

  return (
    <Card className="p-3 sm:p-4" data-testid="add-extra">
      <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-start" noValidate>
        <div className="flex-1">
          <label htmlFor="extra-name" className="sr-only">
            Add an item
          </label>
          <Input
            id="extra-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Add anything: bin bags, 2 x cat food…"
            className="h-12 text-base"
            aria-invalid={error?.field === 'name' ? true : undefined}
          />
        </div>
        <div className="flex gap-2">
          <label htmlFor="extra-price" className="sr-only">
            Price in pounds (optional)
          </label>
          <Input id="extra-price" value={price} onChange={(e) => setPrice(e.target.value)} placeholder="£0.00" inputMode="decimal" className="h-12 w-28" aria-invalid={error?.field === 'price' ? true : undefined} />
          <Button type="submit" size="lg" className="h-12" disabled={add.isPending || !name.trim()}>
            {add.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />} Add
          </Button>
        </div>
      </form>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <label className="flex min-h-10 items-center gap-2">
          <input type="checkbox" checked={usual} onChange={(e) => setUsual(e.target.checked)} className="size-5 accent-[var(--color-primary)]" />
          Keep it in our usuals
        </label>
        {count > 0 ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={addUsuals.isPending}
            onClick={() =>
              addUsuals.mutate(undefined, {
                onSuccess: (answer) => toast({ title: answer.added.length ? `Added ${answer.added.length} usual${answer.added.length === 1 ? '' : 's'}` : 'Your usuals are already on the list' }),
                onError: (e) => toast({ variant: 'destructive', title: 'Could not add the usuals', description: messageOr(e, 'Please try again.') }),
              })
            }
          >
            <Repeat aria-hidden /> Add our usuals ({count})
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {error.message}
        </p>
      ) : null}
    </Card>
  );
}

import { Clock, Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import type { TMealTimes } from '@larder/contract/household';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { messageOr } from '../../../lib/api-client';
import { useMealTimes, useSaveMealTimes } from '../api/household-activity';

type Times = TMealTimes['times'];
const MEALS = [
  ['breakfast', 'Breakfast'],
  ['lunch', 'Lunch'],
  ['dinner', 'Dinner'],
] as const;

/** /account: when the household eats, so the calendar shows each meal at the right time (any member may change it). */
export function MealTimesForm() {
  const saved = useMealTimes();
  const save = useSaveMealTimes();
  const [times, setTimes] = useState<Times | null>(null);
  useEffect(() => {
    if (saved.data && !times) setTimes(saved.data.times);
  }, [saved.data, times]);
  if (!times) return null;

  const set = (meal: keyof Times, patch: Partial<Times[keyof Times]>) => setTimes({ ...times, [meal]: { ...times[meal], ...patch } });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(times, {
      onSuccess: (result) => {
        setTimes(result.times);
        toast({ title: 'Meal times saved', description: 'Your calendar shows the meals at these times from its next refresh.' });
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Meal times not saved', description: messageOr(error, 'Please check the times.') }),
    });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-3 border-t border-border pt-4" aria-labelledby="meal-times-title" data-testid="meal-times-form">
      <h3 id="meal-times-title" className="flex items-center gap-2 text-sm font-semibold">
        <Clock className="size-4 text-primary" aria-hidden /> When you eat
      </h3>
      <p className="text-xs text-muted-foreground">The calendar shows each meal at these times (UK time). Everyone in the household shares them.</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {MEALS.map(([meal, label]) => (
          <fieldset key={meal} className="space-y-1.5 rounded-xl border border-border p-3">
            <legend className="px-1 text-sm font-medium">{label}</legend>
            <label className="flex items-center justify-between gap-2 text-sm">
              <span>Starts</span>
              <Input type="time" required value={times[meal].time} onChange={(e) => set(meal, { time: e.target.value })} className="h-11 w-32" aria-label={`${label} starts at`} />
            </label>
            <label className="flex items-center justify-between gap-2 text-sm">
              <span>Minutes</span>
              <Input
                type="number"
                inputMode="numeric"
                min={10}
                max={240}
                step={5}
                required
                value={times[meal].minutes}
                onChange={(e) => set(meal, { minutes: Number(e.target.value) })}
                className="h-11 w-24"
                aria-label={`${label} lasts (minutes)`}
              />
            </label>
          </fieldset>
        ))}
      </div>
      <Button type="submit" variant="outline" disabled={save.isPending}>
        {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null} Save meal times
      </Button>
    </form>
  );
}

import { CookingPot, Loader2, Lock, LockOpen, RefreshCw, Repeat2, Shuffle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TMealPlan, TSwapPreview } from '@larder/contract/meal-plans';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { toast } from '../../../components/ui/use-toast';
import { isUnauthorizedError, messageOr } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { cooksForLaterText, leftoverText, sidesText } from '../../../lib/meal-plans/feeding';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useReplanMealPlan } from '../api/replan-meal-plan';
import { KeepingNotes } from './keeping-notes';
import { useSetMealLocked } from '../api/set-meal-locked';
import { useSwapMeal } from '../api/swap-meal';
import { useCookedMeals, useMarkCooked } from '../api/mark-cooked';
import { groupPlanByWeek, SLOTS, type PlanDay } from '../utils/weeks';
import { RecipeDialog } from './recipe-dialog';
import { WeekSelector } from './week-selector';
import { SwapConfirm, swapToast } from './swap-cost';
import { previewSwap } from '../api/preview-swap';
import { SHOPPING_LISTS_QUERY_KEY } from '../../../lib/meal-plans/generate-meal-plan';
import { useQueryClient } from '@tanstack/react-query';

/** A phone-sized screen: swaps are confirmed there, with their cost, before they happen. */
const isPhone = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 640px)').matches;

type Item = TMealPlan['items'][number];

const SLOT_LABEL: Record<string, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' };

const failed = (fallback: string) => (error: Error) => {
  if (isUnauthorizedError(error)) handleUnauthorized();
  else toast({ title: 'Error', description: messageOr(error, fallback), variant: 'destructive' });
};

interface MealActions {
  /** Every meal of the plan (to tell a meal cooked for two from one eaten once). */
  items: readonly Item[];
  swappingId: string | null;
  lockingId: string | null;
  busy: boolean;
  onSwap: (item: Item) => void;
  onLock: (item: Item) => void;
  onView: (item: Item) => void;
  /** Meal ids marked cooked (by hand, or automatically once their day was over). */
  cooked: ReadonlySet<string>;
  onCooked: (item: Item) => void;
}

function MealSlot({ slot, item, actions }: { slot: string; item: Item | null; actions: MealActions }) {
  if (!item) {
    return (
      <li className="rounded-xl border border-dashed border-border p-3" data-testid="meal-slot" data-meal-type={slot}>
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{SLOT_LABEL[slot] ?? slot}</p>
        <p className="mt-1 text-sm text-muted-foreground">No meal planned</p>
      </li>
    );
  }
  const swapping = actions.swappingId === item.id;
  const locking = actions.lockingId === item.id;
  const sides = sidesText(item.sides);
  const leftover = leftoverText(item);
  const forLater = cooksForLaterText(item, actions.items);
  return (
    <li
      className={cn('rounded-xl border p-3', item.locked ? 'border-primary/40 bg-primary-soft/40' : 'border-border')}
      data-testid="meal-slot"
      data-meal-type={item.mealType}
      data-item-id={item.id}
      aria-busy={swapping || undefined}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {SLOT_LABEL[item.mealType] ?? item.mealType}
            {item.locked ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 normal-case tracking-normal text-primary">
                <Lock className="size-3" aria-hidden /> Locked
              </span>
            ) : null}
          </p>
          <p className={cn('mt-0.5 font-semibold leading-snug', swapping && 'opacity-50')} data-testid="meal-name">
            {item.recipeName}
          </p>
          {sides ? (
            <p className="mt-0.5 text-sm text-muted-foreground" data-testid="meal-sides">
              {sides}
            </p>
          ) : null}
        </div>
        <Money amount={item.cost} className="shrink-0 pt-4 text-sm font-semibold" />
      </div>
      {leftover ? (
        <p className="mt-2 flex items-start gap-1.5 rounded-lg bg-accent-soft px-2 py-1 text-xs font-semibold text-accent-foreground" data-testid="meal-leftover">
          <Repeat2 className="mt-px size-3.5 shrink-0" aria-hidden />
          {leftover}
        </p>
      ) : null}
      {forLater ? (
        <p className="mt-2 flex items-start gap-1.5 rounded-lg bg-primary-soft px-2 py-1 text-xs font-semibold text-primary" data-testid="meal-cooks-twice">
          <CookingPot className="mt-px size-3.5 shrink-0" aria-hidden />
          {forLater}
        </p>
      ) : null}
      <KeepingNotes notes={item.keeping} compact />
      {item.timeNote ? (
        <p className="mt-2 rounded-lg bg-muted px-2 py-1 text-xs font-semibold" data-testid="meal-time-note">
          {item.timeNote}
        </p>
      ) : null}
      <div className="mt-2.5 flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" className="flex-1" onClick={() => actions.onView(item)}>
          View Recipe
        </Button>
        <Button
          variant={actions.cooked.has(item.id) ? 'secondary' : 'outline'}
          size="sm"
          aria-pressed={actions.cooked.has(item.id)}
          aria-label={actions.cooked.has(item.id) ? `${item.recipeName} cooked: tap to undo` : `Mark ${item.recipeName} cooked`}
          title="Cooked: what it uses comes out of your larder (meals are marked cooked automatically after their day)"
          onClick={() => actions.onCooked(item)}
        >
          {actions.cooked.has(item.id) ? 'Cooked ✓' : 'Cooked'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="flex-1"
          onClick={() => actions.onSwap(item)}
          disabled={item.locked || actions.busy}
          title={item.locked ? 'Unlock this meal to swap it' : undefined}
          aria-label={`Swap ${item.recipeName}`}
        >
          {swapping ? <Loader2 className="animate-spin" aria-hidden /> : <Shuffle aria-hidden />}
          {swapping ? 'Swapping...' : 'Swap'}
        </Button>
        <Button
          variant={item.locked ? 'secondary' : 'ghost'}
          size="icon"
          className={cn('size-9 shrink-0 border', item.locked ? 'border-primary/40' : 'border-input')}
          aria-pressed={item.locked}
          aria-label={`Lock ${item.recipeName}`}
          title={item.locked ? 'Locked: kept when you re-plan. Tap to unlock.' : 'Lock to keep this meal when you re-plan'}
          onClick={() => actions.onLock(item)}
          disabled={locking || swapping}
        >
          {locking ? <Loader2 className="animate-spin" aria-hidden /> : item.locked ? <Lock aria-hidden /> : <LockOpen aria-hidden />}
        </Button>
      </div>
    </li>
  );
}

function DayCard({ day, multiWeek, actions }: { day: PlanDay; multiWeek: boolean; actions: MealActions }) {
  return (
    <Card data-testid="day-card" data-day={day.day} data-date={day.date ?? undefined}>
      <CardHeader className="flex-row items-baseline justify-between gap-2 pb-3 sm:pb-3">
        <CardTitle>
          {day.date ? (
            <time dateTime={day.date} data-testid="day-heading" title={day.weekday}>
              {day.label}
            </time>
          ) : (
            day.weekday
          )}
          {multiWeek ? <span className="ml-2 text-sm font-normal text-muted-foreground">Day {day.day + 1}</span> : null}
        </CardTitle>
        <span className="text-sm text-muted-foreground">
          Day total <Money amount={day.totalPence / 100} className="font-semibold text-foreground" />
        </span>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2.5">
          {SLOTS.map((slot) => (
            <MealSlot key={slot} slot={slot} item={day.slots[slot]} actions={actions} />
          ))}
          {day.extras.map((item) => (
            <MealSlot key={item.id} slot={item.mealType} item={item} actions={actions} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Day cards Monday to Sunday (a week at a time for longer plans), with swap, lock and re-plan. */
export function MealsTab({ plan, weekIndex, onWeek }: { plan: TMealPlan; weekIndex: number; onWeek: (index: number) => void }) {
  const weeks = groupPlanByWeek(plan);
  const week = weeks[weekIndex] ?? weeks[0];
  const swap = useSwapMeal();
  const lock = useSetMealLocked();
  const replan = useReplanMealPlan();
  const [viewing, setViewing] = useState<Item | null>(null);
  const lockedCount = plan.items.filter((i) => i.locked).length;
  const unlockedCount = plan.items.length - lockedCount;

  const cookedMarks = useCookedMeals(plan.id);
  const markCooked = useMarkCooked(plan.id);
  const cooked = new Set((cookedMarks.data?.meals ?? []).filter((m) => m.status === 'cooked').map((m) => m.mealId));
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<{ item: Item; preview: TSwapPreview | null; reason?: string } | null>(null);
  const doSwap = (item: Item) =>
    swap.mutate(
      { planId: plan.id, itemId: item.id },
      {
        onSuccess: (updated) => {
          setAsking(null);
          const now = updated.items.find((i) => i.id === item.id);
          toast({ title: 'Meal Swapped', description: swapToast(item.recipeName, now?.recipeName, item.mealType, plan.totalCost, updated.totalCost) });
          void queryClient.invalidateQueries({ queryKey: SHOPPING_LISTS_QUERY_KEY });
        },
        onError: (error) => {
          // Asked on a phone: the reason stays in the dialog; otherwise it is a toast.
          if (asking && !isUnauthorizedError(error)) setAsking((a) => (a ? { ...a, reason: messageOr(error, 'Failed to swap meal. Please try again.') } : a));
          else {
            setAsking(null);
            failed('Failed to swap meal. Please try again.')(error);
          }
        },
      },
    );
  const askToSwap = (item: Item) => {
    setAsking({ item, preview: null });
    previewSwap({ planId: plan.id, itemId: item.id }).then(
      (preview) => setAsking((a) => (a?.item.id === item.id ? { item, preview } : a)),
      (error: Error) => {
        // The reason stays in the dialog (a 422 says there is no room in the budget): a toast behind it was lost.
        if (isUnauthorizedError(error)) return handleUnauthorized();
        setAsking((a) => (a?.item.id === item.id ? { item, preview: null, reason: messageOr(error, 'This meal cannot be swapped now. Please try again.') } : a));
      },
    );
  };

  const actions: MealActions = {
    items: plan.items,
    cooked,
    onCooked: (item) => markCooked.mutate({ mealId: item.id, cooked: !cooked.has(item.id) }),
    swappingId: swap.isPending ? (swap.variables?.itemId ?? null) : null,
    lockingId: lock.isPending ? (lock.variables?.itemId ?? null) : null,
    busy: swap.isPending || replan.isPending,
    onView: setViewing,
    // A phone asks first, showing the cost; a wider screen swaps at once. Either way the toast gives the new total.
    onSwap: (item) => (isPhone() ? askToSwap(item) : doSwap(item)),
    onLock: (item) => lock.mutate({ planId: plan.id, itemId: item.id, locked: !item.locked }, { onError: failed('Failed to update meal. Please try again.') }),
  };

  const onReplan = () =>
    replan.mutate(plan.id, {
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: SHOPPING_LISTS_QUERY_KEY }).then(() =>
        toast({
          title: 'Plan Updated',
          description: lockedCount > 0 ? `Your ${lockedCount} locked ${lockedCount === 1 ? 'meal stays' : 'meals stay'}; the rest were planned again.` : 'Every meal was planned again.',
        })),
      onError: failed('Failed to re-plan meals. Please try again.'),
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {weeks.length > 1 ? <WeekSelector weeks={weeks} value={weekIndex} onChange={onWeek} /> : <p className="hidden text-sm text-muted-foreground sm:block">Lock the meals you love, then re-plan the rest.</p>}
        <Button variant="outline" onClick={onReplan} disabled={replan.isPending || swap.isPending || unlockedCount === 0} className="w-full sm:w-auto">
          {replan.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
          {replan.isPending ? 'Re-planning...' : 'Re-plan unlocked meals'}
        </Button>
      </div>
      {/* On a phone the note follows the days, so today's meals are on the first screen. */}
      <p className="order-last text-sm text-muted-foreground sm:order-none" data-testid="plan-time-limit">
        {plan.timeLimit}. <Link className="underline" to="/account">Change it</Link>
      </p>
      <div className={cn('grid gap-4 md:grid-cols-2 xl:grid-cols-3', replan.isPending && 'pointer-events-none opacity-60')} aria-busy={replan.isPending || undefined}>
        {week?.days.map((day) => <DayCard key={day.day} day={day} multiWeek={weeks.length > 1} actions={actions} />)}
      </div>
      <SwapConfirm
        open={asking !== null}
        mealLabel={asking ? `${asking.item.mealType} on ${asking.item.dayLabel}` : ''}
        preview={asking?.preview ?? null}
        reason={asking?.reason ?? null}
        busy={swap.isPending}
        onConfirm={() => asking && doSwap(asking.item)}
        onCancel={() => setAsking(null)}
      />
      <RecipeDialog item={viewing} items={plan.items} chain={plan.chain} onClose={() => setViewing(null)} />
    </div>
  );
}

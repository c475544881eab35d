import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMealPlan } from '@larder/contract/meal-plans';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { apiRequest, messageOr } from '../../../lib/api-client';
import { MEAL_PLANS_QUERY_KEY, useMealPlans, withPlan } from '../../../lib/meal-plans/get-meal-plans';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const selectClass = 'h-11 w-full rounded-xl border border-input bg-card px-3 text-sm';

/** Puts this recipe into one meal of the household's current plan (POST .../items/{itemId}/pin); the rest stays. */
export function PinToPlan({ recipeId, mealTypes }: { recipeId: string; mealTypes: readonly string[] }) {
  const plans = useMealPlans();
  const client = useQueryClient();
  const [slot, setSlot] = useState('');
  const id = useId();
  const plan = plans.data?.[0];
  const pin = useMutation({
    mutationFn: (itemId: string) => apiRequest('POST', `/api/simple-meal-plans/${plan!.id}/items/${itemId}/pin`, { recipeId }, ZMealPlan),
    onSuccess: (updated) => client.setQueryData(MEAL_PLANS_QUERY_KEY, (list: Parameters<typeof withPlan>[0]) => withPlan(list, updated)),
  });
  if (!plan || !mealTypes.length) return null;
  const slots = plan.items.filter((i) => mealTypes.includes(i.mealType));
  if (!slots.length) return null;
  const pinned = plan.items.find((i) => i.recipeId === recipeId && i.locked);
  return (
    <Card>
      <CardHeader><CardTitle className="flex items-center gap-2 text-lg"><CalendarPlus className="size-5" aria-hidden /> Put it in this week's plan</CardTitle></CardHeader>
      <CardContent className="space-y-3">
        <label htmlFor={id} className="text-sm font-medium">Meal to replace</label>
        <select id={id} className={selectClass} value={slot} onChange={(e) => setSlot(e.target.value)}>
          <option value="">Choose a meal…</option>
          {slots.map((i) => (
            <option key={i.id} value={i.id}>
              {DAYS[i.dayOfWeek] ?? `Day ${i.day + 1}`} {i.mealType}: {i.recipeName}
            </option>
          ))}
        </select>
        <Button type="button" disabled={!slot || pin.isPending} onClick={() => pin.mutate(slot)}>Pin to this meal</Button>
        {pin.isError ? <p role="alert" className="text-sm text-destructive">{messageOr(pin.error, 'Could not put the recipe in your plan.')}</p> : null}
        {pin.isSuccess || pinned ? (
          <p className="text-sm text-primary" role="status">
            In your plan{pinned ? ` for ${DAYS[pinned.dayOfWeek]} ${pinned.mealType}` : ''}. <Link to="/meal-planner" className="underline">See the plan</Link>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

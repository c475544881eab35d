import { toast } from '../../../components/ui/use-toast';
import { isUnauthorizedError, messageOr } from '../../../lib/api-client';
import { useGenerateMealPlan } from '../../../lib/meal-plans/generate-meal-plan';
import { handleUnauthorized } from '../../../lib/unauthorized';

/** New Plan: POST /api/simple-meal-plans with document 001's toasts (the success names the plan's real length). */
export function useGeneratePlanWithToasts() {
  const generate = useGenerateMealPlan();
  const run = () => {
    if (generate.isPending) return;
    generate.mutate(undefined, {
      onSuccess: (plan) => toast({ title: 'Meal Plan Generated!', description: `Your ${plan.days}-day meal plan is ready.` }),
      onError: (error) => {
        if (isUnauthorizedError(error)) handleUnauthorized();
        else toast({ title: 'Error', description: messageOr(error, 'Failed to generate meal plan. Please try again.'), variant: 'destructive' });
      },
    });
  };
  return { run, isPending: generate.isPending };
}

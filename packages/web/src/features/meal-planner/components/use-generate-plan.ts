import { toast } from '../../../components/ui/use-toast';
import { isUnauthorizedError, messageOr } from '../../../lib/api-client';
import { type PlanPriority, useGenerateMealPlan } from '../../../lib/meal-plans/generate-meal-plan';
import { handleUnauthorized } from '../../../lib/unauthorized';

/** New Plan: POST /api/simple-meal-plans with document 001's toasts (the success names the plan's real length). */
export function useGeneratePlanWithToasts() {
  const generate = useGenerateMealPlan();
  const run = (priority?: PlanPriority) => {
    if (generate.isPending) return;
    generate.mutate(priority, {
      onSuccess: (plan) =>
        toast({
          title: 'Meal Plan Generated!',
          description:
            priority === 'targets'
              ? `Your ${plan.days}-day plan ${plan.meetsTargets ? 'feeds everyone fully' : 'feeds everyone as fully as the food allows'}.`
              : `Your ${plan.days}-day meal plan is ready.`,
        }),
      onError: (error) => {
        if (isUnauthorizedError(error)) handleUnauthorized();
        else toast({ title: 'Error', description: messageOr(error, 'Failed to generate meal plan. Please try again.'), variant: 'destructive' });
      },
    });
  };
  return { run, isPending: generate.isPending, priority: generate.isPending ? generate.variables : undefined };
}

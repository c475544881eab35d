import { Users } from 'lucide-react';
import type { TMealPlan } from '@larder/contract/meal-plans';
import { useHousehold } from '../../profile/api/household';
import { useHouseholdActivity } from '../../profile/api/household-activity';
import { HouseholdActivityList } from '../../profile/components/household-activity-list';

/** In a shared household: who made this plan and who changed its meals (the plan and its meals' latest changes). */
export function PlanChanges({ plan }: { plan: TMealPlan }) {
  const household = useHousehold();
  const shared = (household.data?.members.length ?? 0) > 1;
  const activity = useHouseholdActivity({ about: [plan.id], limit: 4, enabled: shared });
  if (!shared || !activity.data || activity.data.activity.length === 0) return null;
  return (
    <section aria-label="Who changed this plan" className="flex gap-3 rounded-2xl border border-border bg-card p-3.5 shadow-sm" data-testid="plan-changes">
      <Users className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <HouseholdActivityList activity={activity.data.activity} />
    </section>
  );
}

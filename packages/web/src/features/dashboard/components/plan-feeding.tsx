import { ArrowRight, HeartHandshake, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { TMealPlan } from '@larder/contract/meal-plans';
import { peopleOfPlan } from '../../../lib/meal-plans/feeding';

/** The plan card's compact summary: "Meets everyone's needs", or who falls short by how much and the £ it takes. */
export function PlanFeeding({ plan }: { plan: TMealPlan }) {
  const people = peopleOfPlan(plan);
  if (plan.meetsTargets) {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-primary-soft px-3 py-2.5 text-sm font-semibold text-primary" data-testid="plan-feeding" data-meets="true">
        <HeartHandshake className="size-4 shrink-0" aria-hidden /> Meets everyone's needs{plan.feedingLine ? <span className="font-normal" data-testid="feeding-line"> · {plan.feedingLine}</span> : null}
      </p>
    );
  }
  const short = people.filter((p) => p.metCount < p.rows.length);
  return (
    <div className="space-y-2 rounded-xl border border-accent/40 bg-accent-soft/40 p-3 text-sm" data-testid="plan-feeding" data-meets="false">
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-4 shrink-0 text-accent-strong" aria-hidden /> Falls short of what your household needs
      </p>
      <p className="font-semibold" data-testid="feeding-line">{plan.feedingLine}</p>
      {short.length ? (
        <ul className="space-y-1" data-testid="plan-feeding-people">
          {short.map((p, i) => (
            <li key={i} className="flex flex-wrap gap-x-1.5">
              <span className="font-medium">{p.label}:</span>
              <span className="text-muted-foreground">
                {p.rows
                  .filter((r) => !r.met)
                  .map((r) => `${r.label.toLowerCase()} ${r.status}`)
                  .join(', ')}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="list-disc pl-5 text-muted-foreground">
          {plan.shortfalls.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
      {plan.costToMeetTargetsMessage ? (
        <p className="font-semibold" data-testid="plan-feeding-cost">
          {plan.costToMeetTargetsMessage}.
        </p>
      ) : null}
      <Link to="/meal-planner?tab=nutrition" className="inline-flex items-center gap-1 font-semibold text-primary hover:underline">
        Each person's needs and your choices <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}

import { Check, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { PLAN } from '@larder/domain/billing/plan';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatPence } from '../../../lib/money';
import { type SiteFacts, recipesLabel, useSiteFacts } from '../../../lib/site-facts';

/** Document 000 (subscribe screen) and 002: what the one plan includes; the recipe count is the library's own (GET /api/site/facts). */
export const planFeatures = (facts: SiteFacts | null) => [
  'Unlimited meal plans',
  'UK supermarket price comparison',
  'Smart shopping lists',
  recipesLabel(facts),
  'Nutritional tracking',
  'Mobile access',
  'PDF export',
];

export const PLAN_PRICE = formatPence(PLAN.pricePence);

/** The plan at £19.99 a month (from the domain's one constant), its features and an optional note below. */
export function PlanCard({ title = 'Pro Plan', trialBadge = true, note }: { title?: string; trialBadge?: boolean; note?: ReactNode }) {
  const PLAN_FEATURES = planFeatures(useSiteFacts());
  return (
    <Card className="border-primary/30" data-testid="plan-card">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-xl">{title}</CardTitle>
          {trialBadge ? (
            <Badge variant="accent">
              <Sparkles className="size-3.5" aria-hidden /> {PLAN.trialDays}-day free trial
            </Badge>
          ) : null}
        </div>
        <p className="mt-2 flex items-baseline gap-1.5">
          <span className="text-4xl font-bold tracking-tight tabular-nums">{PLAN_PRICE}</span>
          <span className="text-muted-foreground">per month</span>
        </p>
        <CardDescription>
          {trialBadge ? `Free for ${PLAN.trialDays} days, then ${PLAN_PRICE} a month. ` : ''}Cancel anytime, no long-term contract.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="space-y-2.5">
          {PLAN_FEATURES.map((feature) => (
            <li key={feature} className="flex items-center gap-2.5">
              <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                <Check className="size-3.5" aria-hidden />
              </span>
              {feature}
            </li>
          ))}
        </ul>
        {note ? <div className="rounded-xl bg-muted p-3 text-sm text-muted-foreground">{note}</div> : null}
      </CardContent>
    </Card>
  );
}

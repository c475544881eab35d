import { ArrowRight, Check, PiggyBank, ShieldCheck, ShoppingBasket, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PLAN } from '@larder/domain/billing/plan';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { formatMoney, formatPence } from '../../../lib/money';
import { trackView, useLead } from '../api/lead-journey';
import { SessionExpired } from './session-cards';
import { type SiteFacts, recipesLabel } from '../../../lib/site-facts';

/** Document 002's marketing claims: what an average household saves (the product's claims, marked so where shown). */
export const SAVINGS = { monthly: 67, yearly: 800 } as const;
/** What the plan includes; the recipe count is the library's own (GET /api/site/facts), not document 002's "1000+". */
export const includedFeatures = (facts: SiteFacts | null) => [
  'Unlimited meal plans',
  'UK supermarket price comparison',
  'Smart shopping lists',
  recipesLabel(facts),
  'Nutritional tracking',
  'Mobile access',
  'PDF export',
];

/**
 * /lead-welcome?session=: shown after a loan application. The person's first name and loan context when the
 * lead loads; "Session Expired" once it has expired; and when it cannot be loaded, a welcome that shows no
 * one's data (never sample data dressed as theirs).
 */
export function LeadWelcomePage() {
  const [params] = useSearchParams();
  const session = params.get('session');
  const lead = useLead(session);
  const tracked = useRef(false);
  useEffect(() => {
    if (!session || !lead.isSuccess || tracked.current) return;
    tracked.current = true;
    void trackView(session, 'welcome');
  }, [session, lead.isSuccess]);

  if (session && lead.isLoading) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10" aria-label="Loading your welcome">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (lead.error instanceof ApiError && lead.error.status === 410) return <SessionExpired />;

  const data = lead.data;
  const next = session ? `/lead-subscribe?session=${encodeURIComponent(session)}` : '/lead-subscribe';
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <div className="mb-6 flex items-center gap-2 rounded-xl border border-primary/20 bg-primary-soft px-4 py-3 text-sm text-primary">
        <Check className="size-4 shrink-0" aria-hidden />
        {data ? 'Your loan application has been received.' : 'Thank you for your application.'}
      </div>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl" data-testid="welcome-heading">
        {data ? `Welcome, ${data.firstName}!` : 'Welcome to Larder'}
      </h1>
      <p className="mt-3 text-lg text-muted-foreground">
        {data ? (
          <>
            While your application for <strong className="text-foreground">{formatMoney(data.loanAmount)}</strong> over{' '}
            <strong className="text-foreground">{data.loanTerm} months</strong> is matched with lenders, here is a way to make every pound go further.
          </>
        ) : (
          <>While your application is matched with lenders, here is a way to make every pound go further.</>
        )}
      </p>
      {!data && session ? (
        <p className="mt-2 text-sm text-muted-foreground" role="status">
          We could not load your application details just now; you can still continue.
        </p>
      ) : null}

      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        {[
          { icon: PiggyBank, title: `Save £${SAVINGS.monthly} a month`, text: `Our claim: on average households save £${SAVINGS.monthly} a month, £${SAVINGS.yearly}+ a year, on food.` },
          { icon: ShoppingBasket, title: 'Cheapest shop nearby', text: 'Your list priced at Tesco, Sainsbury’s, ASDA, Aldi and Lidl.' },
          { icon: Sparkles, title: 'Plans that fit', text: 'A week of meals within your budget, for your household.' },
        ].map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <CardContent className="space-y-2 pt-5">
              <Icon className="size-6 text-primary" aria-hidden />
              <h2 className="font-semibold">{title}</h2>
              <p className="text-sm text-muted-foreground">{text}</p>
            </CardContent>
          </Card>
        ))}
      </div>

      <Card className="mt-6">
        <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-semibold">Try Larder free for {PLAN.trialDays} days</p>
            <p className="text-sm text-muted-foreground">
              Then {formatPence(PLAN.pricePence)} a month. Cancel any time before the trial ends and pay nothing.
            </p>
          </div>
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to={next}>
              Continue <ArrowRight aria-hidden />
            </Link>
          </Button>
        </CardContent>
      </Card>
      <p className="mt-4 flex items-center gap-1.5 text-xs text-muted-foreground">
        <ShieldCheck className="size-3.5" aria-hidden /> Larder is a separate service from your lender; starting a trial does not affect your application.
      </p>
    </div>
  );
}

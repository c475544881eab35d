import { ArrowRight, Leaf, MapPin, PiggyBank, Scale, ShieldCheck, UtensilsCrossed } from 'lucide-react';
import { Link } from 'react-router-dom';
import report from '../../../../../adapters-db/catalogue/generated/build-report.json';
import { UK_AVERAGE_PER_PERSON } from '@larder/domain/accounts/household-options';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { formatPence } from '../../../lib/money';
import { useDocumentTitle } from './use-document-title';

const chains = Object.keys(report.productsPerChain);

/** Figures from the catalogue the app really ships (the build report), and the national statistic we plan against. */
const STATS = [
  { value: String(report.counts.ingredients), label: 'ingredients with nutrition per 100 g' },
  { value: String(chains.length), label: `UK supermarkets priced: ${chains.join(', ')}` },
  { value: '14', label: 'UK allergens checked on every recipe' },
  { value: formatPence(UK_AVERAGE_PER_PERSON), label: 'UK average food spend per person per week (ONS)' },
] as const;

const APPROACH = [
  { icon: PiggyBank, title: 'Budget first', text: 'You set the weekly budget in pounds. The planner treats it as a rule, not a suggestion, and tells you plainly when no plan can meet it.' },
  { icon: MapPin, title: 'Real shops, real prices', text: 'Lists are priced in whole packs at the supermarkets near your postcode, with the date and source of every price shown.' },
  { icon: Leaf, title: 'Less waste', text: 'Meals share ingredients across the week, so the bag of spinach bought on Monday is finished by Friday rather than thrown away.' },
  { icon: ShieldCheck, title: 'Safe for your household', text: 'Allergies and diets are hard rules, worked out from every ingredient rather than typed by hand.' },
  { icon: Scale, title: 'Honest numbers', text: 'Nutrition comes from UK food composition data; estimates are labelled as estimates. Nothing we show you is sample data.' },
  { icon: UtensilsCrossed, title: 'Food people want to eat', text: 'British classics, quick midweek dinners and family favourites, matched to your cooking skill and the time you have.' },
] as const;

/** /about (document 002): mission, statistics, approach, and the trial. */
export function AboutPage() {
  useDocumentTitle('About Us | Larder');
  return (
    <div>
      <section className="bg-[radial-gradient(50rem_24rem_at_85%_-10%,var(--color-accent-soft),transparent),radial-gradient(40rem_24rem_at_0%_0%,var(--color-primary-soft),transparent)]">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">About Larder</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">Good food, on the budget you actually have</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
            Our mission is simple: help every UK household eat well for less, and throw less away, by planning the week around a budget in pounds and the
            shops down the road.
          </p>
        </div>
      </section>

      <section aria-labelledby="stats-title" className="border-y border-border bg-card">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          <h2 id="stats-title" className="sr-only">
            Larder in numbers
          </h2>
          <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STATS.map((s) => (
              <div key={s.label} className="flex flex-col-reverse text-center">
                <dt className="mt-1 text-sm text-muted-foreground">{s.label}</dt>
                <dd className="money text-center text-4xl font-extrabold text-primary" style={{ textAlign: 'center' }}>
                  {s.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="mission-title" className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <h2 id="mission-title" className="text-3xl font-bold tracking-tight">
          Why we built it
        </h2>
        <div className="mt-4 space-y-4 text-lg text-muted-foreground">
          <p>
            Food is one of the few parts of a household budget you can change week to week, and one of the hardest to keep under control. Prices move, plans
            slip, and food bought with good intentions ends up in the bin.
          </p>
          <p>
            Larder does the sums before you shop. Tell us who you are feeding, what you can spend, what you cannot eat and how much time you have; we plan the
            meals, price the list at the supermarkets near you, and keep track of what you really spend, so the budget is something you can see rather than
            something you hope for.
          </p>
        </div>
      </section>

      <section aria-labelledby="approach-title" className="border-t border-border bg-card py-14">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="approach-title" className="mb-8 text-3xl font-bold tracking-tight">
            Our approach
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {APPROACH.map(({ icon: Icon, title, text }) => (
              <Card key={title} className="bg-background">
                <CardContent className="space-y-2 pt-6">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <h3 className="text-lg font-semibold">{title}</h3>
                  <p className="text-muted-foreground">{text}</p>
                </CardContent>
              </Card>
            ))}
          </div>
          <p className="mt-6 text-sm text-muted-foreground">
            Where our figures come from is set out on the <Link to="/about-our-data" className="font-medium text-primary underline underline-offset-4">About our data</Link> page.
          </p>
        </div>
      </section>

      <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h2 className="text-3xl font-bold tracking-tight">Try it on your own shopping</h2>
        <p className="mt-3 text-lg text-muted-foreground">7 days free, then £19.99 a month. Cancel anytime.</p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/signup">
            Start Your Free Trial Today <ArrowRight aria-hidden />
          </Link>
        </Button>
      </section>
    </div>
  );
}

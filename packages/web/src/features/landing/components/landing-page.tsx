import {
  ArrowRight,
  BookOpen,
  Check,
  ChefHat,
  ClipboardList,
  MapPin,
  PiggyBank,
  ShoppingBasket,
  Smartphone,
  Sparkles,
  UtensilsCrossed,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { PLAN } from '@larder/domain/billing/plan';
import { Footer } from '../../../components/layout/footer';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatPence } from '../../../lib/money';
import { LandingHeader } from './landing-header';

const PRICE = formatPence(PLAN.pricePence);

/** What the product does (document 000 section 1), stated plainly. */
const FEATURES = [
  { icon: PiggyBank, title: 'A weekly budget in pounds', text: 'Set what you want to spend each week; plans are built to fit it, and you can see how the week is going.' },
  { icon: UtensilsCrossed, title: 'Meal plans that fit your household', text: 'Breakfast, lunch and dinner for seven days, shaped by dietary needs, allergies, cooking skill, family size and favourite cuisines.' },
  { icon: MapPin, title: 'UK supermarket prices', text: "Compare Tesco, Sainsbury's, ASDA, Aldi and Lidl for the stores near your postcode." },
  { icon: ClipboardList, title: 'Shopping lists by aisle', text: 'One list for the week, grouped by aisle, with tick-off as you shop and export to take with you.' },
  { icon: BookOpen, title: 'A recipe library', text: 'Step-by-step instructions, nutrition information and a place to keep your favourites.' },
  { icon: Smartphone, title: 'Made for your phone', text: 'Plan on the sofa, shop in the aisle: every screen works on a small screen with one thumb.' },
] as const;

/** Each tile opens the recipe browser with a filter that matches it. */
const RECIPE_TILES = [
  { title: 'British classics', text: 'Pies, roasts and stews done on a budget.', to: '/recipes?cuisine=British' },
  { title: 'Quick & easy', text: 'On the table in about half an hour.', to: '/recipes?maxMinutes=30' },
  { title: 'Healthy', text: 'Vegetable-led meals with the nutrition shown.', to: '/recipes?diet=Vegetarian' },
  { title: 'Family favourites', text: 'Dinners that scale to the whole household.', to: '/recipes?mealType=dinner' },
] as const;

const STEPS = [
  { icon: ChefHat, title: 'Choose your menu', text: 'Tell us your household, budget and tastes; get a week of meals.' },
  { icon: ShoppingBasket, title: 'Get your shopping list', text: 'Everything you need, priced and grouped by aisle.' },
  { icon: UtensilsCrossed, title: 'Cook', text: 'Follow each recipe step by step.' },
] as const;

const INCLUDED = [
  'Unlimited meal plans',
  'UK supermarket price comparison',
  'Smart shopping lists',
  'Recipe library',
  'Nutritional tracking',
  'Mobile access',
  'PDF export',
] as const;

export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingHeader />
      <main id="main" className="flex-1">
        <section className="relative overflow-hidden">
          <div className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-accent-soft),transparent),radial-gradient(50rem_30rem_at_0%_0%,var(--color-primary-soft),transparent)]" />
          <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center">
            <div className="space-y-6">
              <Badge variant="accent" className="text-sm">
                <Sparkles className="size-3.5" aria-hidden /> {PLAN.trialDays}-day free trial
              </Badge>
              <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
                Eat well for less. <span className="text-primary">Plan the week within your budget.</span>
              </h1>
              <p className="max-w-xl text-lg text-muted-foreground">
                Larder builds your household's weekly meal plan and a priced shopping list for the UK supermarkets near you, so you spend less and waste less.
              </p>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button asChild size="lg">
                  <Link to="/signup">
                    Start your {PLAN.trialDays}-day free trial <ArrowRight aria-hidden />
                  </Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <a href="#features">See how it works</a>
                </Button>
              </div>
              <p className="text-sm text-muted-foreground">
                Then <strong className="text-foreground">{PRICE}/month</strong>. Nothing is charged during the trial. Cancel anytime, no long-term contract.
              </p>
            </div>
            <Card className="mx-auto w-full max-w-md">
              <CardHeader>
                <CardDescription>Your week, at a glance</CardDescription>
                <CardTitle className="text-xl">How a Larder week works</CardTitle>
              </CardHeader>
              <CardContent>
                <ol className="space-y-4">
                  {STEPS.map((step, i) => (
                    <li key={step.title} className="flex gap-3">
                      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary">{i + 1}</span>
                      <div>
                        <p className="font-semibold">{step.title}</p>
                        <p className="text-sm text-muted-foreground">{step.text}</p>
                      </div>
                    </li>
                  ))}
                </ol>
              </CardContent>
            </Card>
          </div>
        </section>

        <section id="features" className="scroll-mt-20 border-t border-border bg-card py-14 sm:py-20">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <div className="mb-10 max-w-2xl space-y-3">
              <h2 className="text-3xl font-bold tracking-tight">Everything a household needs to plan, shop and cook</h2>
              <p className="text-muted-foreground">Built for UK families who want to cut what they spend on food and what they throw away.</p>
            </div>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map(({ icon: Icon, title, text }) => (
                <Card key={title} className="bg-background">
                  <CardHeader>
                    <span className="mb-1 flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
                      <Icon className="size-5" aria-hidden />
                    </span>
                    <CardTitle>{title}</CardTitle>
                    <CardDescription className="text-base">{text}</CardDescription>
                  </CardHeader>
                </Card>
              ))}
            </div>
          </div>
        </section>

        <section id="recipes" className="scroll-mt-20 py-14 sm:py-20">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <div className="mb-10 max-w-2xl space-y-3">
              <h2 className="text-3xl font-bold tracking-tight">Recipes for every kind of week</h2>
              <p className="text-muted-foreground">Each recipe shows its prep and cook time, servings and cost per serving at your supermarket.</p>
            </div>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {RECIPE_TILES.map((tile, i) => (
                <Link
                  key={tile.title}
                  to={tile.to}
                  className={
                    'group rounded-2xl border border-border p-5 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
                    (i % 2 === 0 ? 'bg-primary-soft' : 'bg-accent-soft')
                  }
                >
                  <p className="flex items-center justify-between gap-2 text-lg font-semibold">
                    {tile.title}
                    <ArrowRight className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden />
                  </p>
                  <p className="mt-1 text-sm text-muted-foreground">{tile.text}</p>
                </Link>
              ))}
            </div>
            <Button asChild variant="outline" size="lg" className="mt-6 w-full sm:w-auto">
              <Link to="/recipes">
                <BookOpen aria-hidden /> Browse all recipes
              </Link>
            </Button>
          </div>
        </section>

        <section id="pricing" className="scroll-mt-20 border-t border-border bg-card py-14 sm:py-20">
          <div className="mx-auto grid max-w-5xl gap-10 px-4 sm:px-6 md:grid-cols-2 md:items-center">
            <div className="space-y-3">
              <h2 className="text-3xl font-bold tracking-tight">One simple plan</h2>
              <p className="text-muted-foreground">
                Try everything free for {PLAN.trialDays} days. After the trial your card is charged {PRICE} each month on the day you choose. Cancel anytime; you
                keep access to the end of the period you have paid for.
              </p>
            </div>
            <Card className="border-primary/40 shadow-md">
              <CardHeader>
                <div className="flex items-center justify-between gap-2">
                  <CardTitle className="text-xl">{PLAN.name}</CardTitle>
                  <Badge variant="accent">{PLAN.trialDays}-day free trial</Badge>
                </div>
                <p className="pt-2">
                  <span className="money text-4xl font-extrabold">{PRICE}</span>
                  <span className="text-muted-foreground"> per month</span>
                </p>
              </CardHeader>
              <CardContent className="space-y-5">
                <ul className="space-y-2">
                  {INCLUDED.map((item) => (
                    <li key={item} className="flex items-start gap-2 text-sm">
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                      {item}
                    </li>
                  ))}
                </ul>
                <Button asChild size="lg" className="w-full">
                  <Link to="/signup">Start Free Trial</Link>
                </Button>
              </CardContent>
            </Card>
          </div>
        </section>
      </main>
      <Footer />
    </div>
  );
}

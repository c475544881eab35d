import {
  ArrowRight,
  BookOpen,
  Check,
  ChefHat,
  ClipboardList,
  Clock,
  Flame,
  Leaf,
  MapPin,
  PiggyBank,
  ShoppingBasket,
  Smartphone,
  Sparkles,
  Star,
  Users,
  UtensilsCrossed,
} from 'lucide-react';
import { PLAN } from '@larder/domain/billing/plan';
import { UK_AVERAGE_PER_PERSON } from '@larder/domain/accounts/household-options';
import { LogoMark } from '../../../components/logo-mark';
import { FOOTER_LINKS } from '../../../components/layout/footer-links';
import { buttonClasses } from '../../../components/ui/button';
import { formatMoney, formatPence } from '../../../lib/money';
import { SURVEY_FAMILY_SIZE, SURVEY_SOURCE, type SiteFacts, chainsList, recipesLabel, surveyFigures, useSiteFacts } from '../../../lib/site-facts';
import { DEMO_RECIPE } from './demo-data';
import { DemoShoppingList } from './demo-shopping-list';
import { LandingHeader } from './landing-header';

const PRICE = formatPence(PLAN.pricePence);
const SURVEY = surveyFigures(UK_AVERAGE_PER_PERSON, PLAN.pricePence);

/** Document 000 section 1: what the product does, as six cards. The numbers come from the catalogue (GET /api/site/facts). */
const features = (facts: SiteFacts | null) => [
  { icon: PiggyBank, title: 'A weekly budget in pounds', text: 'Set what you want to spend each week. Plans are built to fit it, and the budget tracker alerts you when a week goes over.' },
  { icon: UtensilsCrossed, title: 'Meal plans that fit your household', text: 'Breakfast, lunch and dinner for seven days, shaped by dietary needs, allergies, cooking skill, family size and favourite cuisines.' },
  facts && facts.chains.length > 0
    ? { icon: MapPin, title: `${facts.chains.length} UK supermarkets compared`, text: `${chainsList(facts.chains)} priced for the stores near your postcode.` }
    : { icon: MapPin, title: 'UK supermarkets compared', text: 'The supermarkets near your postcode, priced for your list.' },
  { icon: ClipboardList, title: 'Shopping lists by aisle', text: 'One list for the week, grouped by aisle, with tick-off as you shop and PDF export.' },
  { icon: BookOpen, title: facts ? `${recipesLabel(facts)} in the library` : 'A recipe library', text: 'Step-by-step instructions, nutrition information and saved favourites.' },
  { icon: Smartphone, title: 'Made for your phone', text: 'Works on a small screen with one thumb, and your list opens even without a signal in the shop.' },
] as const;

/** Each tile opens the recipe browser with a filter that matches it. */
const RECIPE_TILES = [
  { title: 'British classics', text: 'Pies, roasts and stews done on a budget.', href: '/recipes?cuisine=British', icon: ChefHat },
  { title: 'Quick & easy', text: 'On the table in about half an hour.', href: '/recipes?maxMinutes=30', icon: Clock },
  { title: 'Healthy', text: 'Vegetable-led meals with the nutrition shown.', href: '/recipes?diet=Vegetarian', icon: Leaf },
  { title: 'Family favourites', text: 'Dinners that scale to the whole household.', href: '/recipes?mealType=dinner', icon: Users },
] as const;

const STEPS = [
  { icon: ChefHat, title: 'Choose your menu', text: 'Tell us your household, budget and tastes; get a week of meals.' },
  { icon: ShoppingBasket, title: 'Get your shopping list', text: 'Everything you need, priced and grouped by aisle.' },
  { icon: UtensilsCrossed, title: 'Cook', text: 'Follow each recipe step by step.' },
] as const;

/** The hero's promises (document 000 section 1). */
const promises = (facts: SiteFacts | null) => [
  { icon: UtensilsCrossed, title: 'A week of meals within budget', text: 'Breakfast, lunch and dinner for 7 days, for your household size and diets.' },
  { icon: MapPin, title: 'Priced at the shops near you', text: facts && facts.chains.length > 0 ? `${chainsList(facts.chains)} compared by postcode.` : 'The supermarkets near you compared by postcode.' },
  { icon: PiggyBank, title: 'Tracking and alerts', text: 'See what you spend each week, and know when a week goes over.' },
  { icon: Leaf, title: 'Less food in the bin', text: 'Ingredients shared across meals, bought in the packs you need.' },
];

/** The plan's features; the recipe count is the library's own (document 000 claims "1000+": we state what we have). */
const included = (facts: SiteFacts | null) => ['Unlimited meal plans', 'UK supermarket price comparison', 'Smart shopping lists', recipesLabel(facts), 'Nutritional tracking', 'Mobile access', 'PDF export'];

/** The survey's figures, each worked out from the one source (no saving is claimed: it is measured for you). */
const SURVEY_TILES = [
  { value: formatPence(SURVEY.perPersonWeeklyPence), label: 'a person a week: the UK average food spend' },
  { value: formatPence(SURVEY.familyWeeklyPence), label: `a week for a family of ${SURVEY_FAMILY_SIZE} at that average` },
  { value: formatPence(SURVEY.familyYearlyPence), label: `a year for a family of ${SURVEY_FAMILY_SIZE} (52 weeks)` },
  { value: formatPence(SURVEY.larderYearlyPence), label: `a year for Larder (${formatPence(PLAN.pricePence)} a month)` },
];

const sectionTitle = 'text-3xl font-bold tracking-tight sm:text-4xl';

/** The landing page of document 000, section by section. Plain links: it is its own small bundle. */
export function LandingPage() {
  const facts = useSiteFacts();
  const FEATURES = features(facts);
  const PROMISES = promises(facts);
  const INCLUDED = included(facts);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2 focus:shadow">
        Skip to content
      </a>
      <LandingHeader />
      <main id="main" className="flex-1">
        <section className="relative overflow-hidden">
          <div className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-accent-soft),transparent),radial-gradient(50rem_30rem_at_0%_0%,var(--color-primary-soft),transparent)]" />
          <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:items-center">
            <div className="space-y-6">
              <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-strong">
                <Sparkles className="size-3.5" aria-hidden /> {PLAN.trialDays}-day free trial
              </span>
              <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
                Eat well for less. <span className="text-primary">Plan the week within your budget.</span>
              </h1>
              <p className="max-w-xl text-lg text-muted-foreground">
                Larder builds your household's weekly meal plan and a priced shopping list for the UK supermarkets near you, then tracks what you spend, so you
                spend less and waste less.
              </p>
              <div className="flex flex-col gap-3 sm:flex-row">
                <a href="/signup" className={buttonClasses('default', 'lg')}>
                  Start your {PLAN.trialDays}-day free trial <ArrowRight aria-hidden />
                </a>
                <a href="#demo" className={buttonClasses('outline', 'lg')}>
                  Try the demo list
                </a>
              </div>
              <p className="text-sm text-muted-foreground">
                Then <strong className="text-foreground">{PRICE}/month</strong>. Nothing is charged during the trial. Cancel anytime, no long-term contract.
              </p>
            </div>
            <div className="mx-auto w-full max-w-md rounded-2xl border border-border bg-card p-6 shadow-md">
              <p className="text-sm text-muted-foreground">Every week, for your household</p>
              <h2 className="text-xl font-semibold">What Larder does for you</h2>
              <ul className="mt-5 space-y-4">
                {PROMISES.map(({ icon: Icon, title, text }) => (
                  <li key={title} className="flex gap-3">
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                      <Icon className="size-4" aria-hidden />
                    </span>
                    <div>
                      <p className="font-semibold">{title}</p>
                      <p className="text-sm text-muted-foreground">{text}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>

        <section id="features" aria-labelledby="features-title" className="scroll-mt-20 border-t border-border bg-card py-14 sm:py-20">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <div className="mb-10 max-w-2xl space-y-3">
              <h2 id="features-title" className={sectionTitle}>
                Everything a household needs to plan, shop and cook
              </h2>
              <p className="text-muted-foreground">Built for UK families who want to cut what they spend on food and what they throw away.</p>
            </div>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map(({ icon: Icon, title, text }) => (
                <div key={title} className="rounded-2xl border border-border bg-background p-6">
                  <span className="mb-3 flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <h3 className="text-lg font-semibold">{title}</h3>
                  <p className="mt-1.5 text-muted-foreground">{text}</p>
                </div>
              ))}
            </div>
          </div>
        </section>

        <section id="recipes" aria-labelledby="recipes-title" className="scroll-mt-20 py-14 sm:py-20">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <div className="mb-10 max-w-2xl space-y-3">
              <h2 id="recipes-title" className={sectionTitle}>
                Recipes for every kind of week
              </h2>
              <p className="text-muted-foreground">Each recipe shows its prep and cook time, servings and cost per serving at your supermarket.</p>
            </div>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {RECIPE_TILES.map(({ title, text, href, icon: Icon }, i) => (
                <a
                  key={title}
                  href={href}
                  className={'group rounded-2xl border border-border p-5 transition-shadow hover:shadow-md ' + (i % 2 === 0 ? 'bg-primary-soft' : 'bg-accent-soft')}
                >
                  <Icon className="mb-3 size-6 text-foreground/70" aria-hidden />
                  <p className="flex items-center justify-between gap-2 text-lg font-semibold">
                    {title}
                    <ArrowRight className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden />
                  </p>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </a>
              ))}
            </div>
            <div className="mt-12 grid gap-6 sm:grid-cols-3">
              {STEPS.map(({ icon: Icon, title, text }, i) => (
                <div key={title} className="flex gap-4">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <div>
                    <p className="text-sm font-semibold text-primary">Step {i + 1}</p>
                    <h3 className="text-lg font-semibold">{title}</h3>
                    <p className="text-sm text-muted-foreground">{text}</p>
                  </div>
                </div>
              ))}
            </div>
          </div>
        </section>

        <section id="demo" aria-labelledby="demo-title" className="scroll-mt-20 border-t border-border bg-card py-14 sm:py-20">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <div className="mb-10 max-w-2xl space-y-3">
              <h2 id="demo-title" className={sectionTitle}>
                See a recipe and its list
              </h2>
              <p className="text-muted-foreground">A sample to try: change the supermarket, tick items off and export the list as a PDF.</p>
            </div>
            <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
              <article className="overflow-hidden rounded-2xl border border-border bg-background shadow-sm" data-testid="demo-recipe">
                <div className="flex h-40 items-center justify-center bg-[radial-gradient(circle_at_30%_30%,#fde7c4,#f6d49b)]" aria-hidden>
                  <svg viewBox="0 0 120 80" className="h-28">
                    <ellipse cx="60" cy="58" rx="52" ry="14" fill="#fff" opacity="0.9" />
                    <path d="M16 50c0-20 20-34 44-34s44 14 44 34z" fill="#d98b2b" />
                    <path d="M26 44c10-6 22-8 34-8s24 2 34 8" stroke="#b86b16" strokeWidth="3" fill="none" />
                    <path d="M44 28l4 8M60 24v9M76 28l-4 8" stroke="#b86b16" strokeWidth="3" strokeLinecap="round" />
                  </svg>
                </div>
                <div className="space-y-4 p-6">
                  <div className="flex items-start justify-between gap-3">
                    <div>
                      <p className="text-sm text-muted-foreground">Sample recipe</p>
                      <h3 className="text-2xl font-bold">{DEMO_RECIPE.name}</h3>
                    </div>
                    <p className="flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-1 text-sm font-semibold text-accent-foreground" aria-label={`Rated ${DEMO_RECIPE.rating} out of 5`}>
                      <Star className="size-4 fill-current text-accent-strong" aria-hidden /> {DEMO_RECIPE.rating}
                    </p>
                  </div>
                  <ul className="flex flex-wrap gap-2" aria-label="Tags">
                    {DEMO_RECIPE.tags.map((tag) => (
                      <li key={tag} className="rounded-full bg-primary-soft px-2.5 py-1 text-xs font-semibold text-primary">
                        {tag}
                      </li>
                    ))}
                  </ul>
                  <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                    <div className="rounded-xl bg-muted p-3">
                      <dt className="flex items-center gap-1 text-muted-foreground">
                        <Clock className="size-3.5" aria-hidden /> Prep
                      </dt>
                      <dd className="font-semibold">{DEMO_RECIPE.prepMinutes} min</dd>
                    </div>
                    <div className="rounded-xl bg-muted p-3">
                      <dt className="flex items-center gap-1 text-muted-foreground">
                        <Flame className="size-3.5" aria-hidden /> Cook
                      </dt>
                      <dd className="font-semibold">{DEMO_RECIPE.cookMinutes} min</dd>
                    </div>
                    <div className="rounded-xl bg-muted p-3">
                      <dt className="flex items-center gap-1 text-muted-foreground">
                        <Users className="size-3.5" aria-hidden /> Serves
                      </dt>
                      <dd className="font-semibold">{DEMO_RECIPE.serves}</dd>
                    </div>
                    <div className="rounded-xl bg-muted p-3">
                      <dt className="text-muted-foreground">Total</dt>
                      <dd className="money text-left font-semibold" style={{ textAlign: 'left' }}>
                        {formatMoney(DEMO_RECIPE.totalCost)}
                      </dd>
                    </div>
                  </dl>
                  <p className="text-sm">
                    <strong className="money text-primary">{formatMoney(DEMO_RECIPE.costPerServing)}</strong> per serving
                  </p>
                </div>
              </article>
              <DemoShoppingList />
            </div>
          </div>
        </section>

        <section aria-labelledby="savings-title" className="py-14 sm:py-20">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <div className="mb-10 max-w-2xl space-y-3">
              <h2 id="savings-title" className={sectionTitle}>
                Spend less. Waste less.
              </h2>
              <p className="text-muted-foreground">
                Planning the week before you shop is the simplest saving there is. We do not promise you a figure: your dashboard and budget tracker measure
                what you spend, from your own ticks and receipts, against what a UK household of your size spends on average.
              </p>
              <p className="inline-flex rounded-full bg-muted px-3 py-1 text-xs font-semibold text-muted-foreground" data-testid="claims-note">
                Source: {SURVEY_SOURCE}.
              </p>
            </div>
            <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="survey-figures">
              {SURVEY_TILES.map((s) => (
                <div key={s.label} className="flex flex-col-reverse rounded-2xl border border-primary/20 bg-primary-soft p-6">
                  <dt className="mt-1 text-sm text-muted-foreground">{s.label}</dt>
                  <dd className="text-4xl font-extrabold tracking-tight text-primary">{s.value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-6 flex flex-col gap-4 rounded-2xl border border-accent/40 bg-accent-soft p-6 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-lg">
                See your own figure: <strong>what you spend against that average</strong>, week by week, on your dashboard and budget tracker.
                <span className="mt-1 block text-sm text-muted-foreground">Each week counts once it has ended; nothing is projected until you have shopped for four weeks.</span>
              </p>
              <a href="/signup" className={buttonClasses('default', 'lg', 'shrink-0')}>
                Start Free Trial
              </a>
            </div>
          </div>
        </section>

        <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 border-t border-border bg-card py-14 sm:py-20">
          <div className="mx-auto grid max-w-5xl gap-10 px-4 sm:px-6 md:grid-cols-2 md:items-center">
            <div className="space-y-3">
              <h2 id="pricing-title" className={sectionTitle}>
                One simple plan
              </h2>
              <p className="text-muted-foreground">
                Try everything free for {PLAN.trialDays} days. After the trial your card is charged {PRICE} each month on the day you choose. Cancel anytime; you
                keep access to the end of the period you have paid for.
              </p>
            </div>
            <div className="rounded-2xl border border-primary/40 bg-background p-6 shadow-md" data-testid="pricing-card">
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-xl font-semibold">{PLAN.name}</h3>
                <span className="rounded-full bg-accent-soft px-2.5 py-1 text-xs font-semibold text-accent-strong">{PLAN.trialDays}-day free trial</span>
              </div>
              <p className="pt-3">
                <span className="money text-4xl font-extrabold">{PRICE}</span>
                <span className="text-muted-foreground"> per month</span>
              </p>
              <ul className="my-5 space-y-2">
                {INCLUDED.map((item) => (
                  <li key={item} className="flex items-start gap-2 text-sm">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                    {item}
                  </li>
                ))}
              </ul>
              <a href="/signup" className={buttonClasses('default', 'lg', 'w-full')}>
                Start Free Trial
              </a>
            </div>
          </div>
        </section>
      </main>
      <footer className="border-t border-border bg-card">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm space-y-2">
            <div className="flex items-center gap-2 text-lg font-bold">
              <LogoMark className="size-7" />
              Larder
            </div>
            <p className="text-sm text-muted-foreground">
              Weekly meal plans and shopping lists within your household's budget. {PRICE} a month after a {PLAN.trialDays}-day free trial; cancel anytime.
            </p>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm sm:grid-cols-3">
            {FOOTER_LINKS.map((link) => (
              <a key={link.label} href={link.to} className="py-1 text-muted-foreground hover:text-foreground hover:underline">
                {link.label}
              </a>
            ))}
          </nav>
        </div>
        <div className="border-t border-border">
          <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground sm:px-6" suppressHydrationWarning>© {new Date().getFullYear()} Larder. Prices in pounds sterling (GBP).</p>
        </div>
      </footer>
    </div>
  );
}

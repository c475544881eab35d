import { Clock, CreditCard, HelpCircle, KeyRound, ListChecks, Mail, MapPin, ShoppingCart, Smartphone, XCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SupportButton } from '../../../components/support/support-button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { SupportAddress } from './support-address';
import { useDocumentTitle } from './use-document-title';

const TOPICS = [
  { icon: KeyRound, title: 'Signing in and your account', text: 'Login links, passwords, changing your email or household details.' },
  { icon: CreditCard, title: 'Billing and payments', text: 'Your payment day, a charge you do not recognise, a failed payment.' },
  { icon: XCircle, title: 'Cancelling', text: 'Cancel any time on the Cancel Subscription page; you keep access to the end of the paid period.' },
  { icon: ListChecks, title: 'Meal plans', text: 'Budgets, allergies, diets, swapping or locking meals.' },
  { icon: ShoppingCart, title: 'Shopping lists and prices', text: 'Supermarket prices, chains near you, exporting a list.' },
  { icon: Smartphone, title: 'Technical problems', text: 'Something not loading, offline use, the app on your phone.' },
] as const;

/** /contact (document 002): the support address from configuration, location, response time, help topics, refund policy. */
export function ContactPage() {
  useDocumentTitle('Contact Us | Larder');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Contact Us</h1>
        <p className="mt-2 text-lg text-muted-foreground">Real people read every message. We respond within 24 hours.</p>
      </header>

      <div className="mt-8 grid gap-4 md:grid-cols-3">
        <Card>
          <CardContent className="flex gap-3 pt-6">
            <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <div>
              <h2 className="font-semibold">Email</h2>
              <p className="break-all">
                <SupportAddress />
              </p>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex gap-3 pt-6">
            <Clock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <div>
              <h2 className="font-semibold">Response time</h2>
              <p className="text-muted-foreground">We reply to every message within 24 hours.</p>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex gap-3 pt-6">
            <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <div>
              <h2 className="font-semibold">Location</h2>
              <p className="text-muted-foreground">United Kingdom. We serve households in England, Scotland, Wales and Northern Ireland.</p>
            </div>
          </CardContent>
        </Card>
      </div>

      <section className="mt-10 rounded-2xl border border-primary/20 bg-primary-soft p-6 sm:flex sm:items-center sm:justify-between sm:gap-6">
        <div>
          <h2 className="text-xl font-bold">Send us a message</h2>
          <p className="mt-1 text-muted-foreground">Tell us what you need and how urgent it is; the message comes straight to our support inbox.</p>
        </div>
        <div className="mt-4 shrink-0 sm:mt-0">
          <SupportButton floating={false} />
        </div>
      </section>

      <section aria-labelledby="topics-title" className="mt-12">
        <h2 id="topics-title" className="mb-4 flex items-center gap-2 text-2xl font-bold tracking-tight">
          <HelpCircle className="size-6 text-primary" aria-hidden /> What we can help with
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TOPICS.map(({ icon: Icon, title, text }) => (
            <Card key={title}>
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-base">
                  <Icon className="size-4 text-primary" aria-hidden /> {title}
                </CardTitle>
                <p className="text-sm text-muted-foreground">{text}</p>
              </CardHeader>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="refunds-title" className="mt-12 max-w-3xl">
        <h2 id="refunds-title" className="text-2xl font-bold tracking-tight">
          Refund policy
        </h2>
        <div className="mt-3 space-y-3 text-muted-foreground">
          <p>
            Your first 7 days are free, and cancelling during the trial means you are never charged. After that, cancelling stops all future payments and you keep
            access until the end of the billing period you have paid for. We do not refund periods that have already started, as our{' '}
            <Link to="/terms" className="font-medium text-primary underline underline-offset-4">
              Terms and Conditions
            </Link>{' '}
            explain.
          </p>
          <p>
            If we charged you in error, or the service was faulty, tell us and we will put it right. A refund we make reaches your card within 5 to 10 business
            days. Your statutory rights are not affected.
          </p>
        </div>
      </section>
    </div>
  );
}

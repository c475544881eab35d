import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { messageOr } from '../../../lib/api-client';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The blog's newsletter box: really subscribes (stored, confirmed by an emailed link). */
export function NewsletterBox() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const subscribe = useSubscribeNewsletter();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError('Please enter your email address');
    if (!EMAIL.test(value)) return setError('Please enter a valid email address');
    setError(null);
    subscribe.mutate(value, {
      onSuccess: (reply) => {
        setDone(reply.message);
        setEmail('');
        toast({ title: 'Subscribed', description: reply.message });
      },
      onError: (e) => {
        const message = messageOr(e, 'We could not sign you up just now. Please try again.');
        setError(message);
        toast({ title: 'Subscription Failed', description: message, variant: 'destructive' });
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-primary/20 bg-primary-soft p-6 sm:p-8">
      <div className="mx-auto max-w-2xl text-center">
        <Mail className="mx-auto mb-3 size-8 text-primary" aria-hidden />
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
          Get budget recipes and tips by email
        </h2>
        <p className="mt-2 text-muted-foreground">One email a week: new articles, seasonal recipes and ways to cut the food bill. Unsubscribe with one click.</p>
        {done ? (
          <p role="status" className="mt-5 rounded-xl bg-card p-4 font-medium text-primary" data-testid="newsletter-done">
            {done}
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-3 sm:flex-row">
            <label htmlFor={`${id}-email`} className="sr-only">
              Email address
            </label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="sm:flex-1"
            />
            <Button type="submit" disabled={subscribe.isPending}>
              {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
            </Button>
          </form>
        )}
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}

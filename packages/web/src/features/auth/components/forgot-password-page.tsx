import { ArrowLeft, Loader2, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { messageOr } from '../../../lib/api-client';
import { useForgotPassword } from '../api/account-links';
import { AuthCard } from './auth-card';

/** /forgot-password: an emailed link to choose a new password (the same answer whether or not the email has an account). */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [sent, setSent] = useState(false);
  const forgot = useForgotPassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toast({ title: 'Email Required', description: 'Please enter your email address', variant: 'destructive' });
      return;
    }
    forgot.mutate(address, {
      onSuccess: () => setSent(true),
      onError: (error) => toast({ title: 'Error', description: messageOr(error, 'Failed to send the link'), variant: 'destructive' }),
    });
  };

  const footer = (
    <p>
      Remembered it?{' '}
      <Link to="/login" className="font-semibold text-primary hover:underline">
        Sign in
      </Link>
    </p>
  );

  if (sent) {
    return (
      <AuthCard footer={footer}>
        <div className="space-y-6 text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
            <MailCheck className="size-7" aria-hidden />
          </span>
          <div className="space-y-2">
            <h1 className="text-2xl font-bold tracking-tight">Check Your Email</h1>
            <p className="text-muted-foreground">
              If <strong className="break-all text-foreground">{email.trim()}</strong> has a Larder account, we have sent it a link to choose a new password.
            </p>
            <p className="text-sm text-muted-foreground">The link works once and expires in 30 minutes. Check your spam folder if it has not arrived.</p>
          </div>
          <Button size="lg" variant="ghost" onClick={() => setSent(false)}>
            <ArrowLeft aria-hidden /> Try Different Email
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard footer={footer}>
      <form className="space-y-5" onSubmit={onSubmit} noValidate>
        <div className="space-y-1.5">
          <h1 className="text-2xl font-bold tracking-tight">Forgot your password?</h1>
          <p className="text-sm text-muted-foreground">We will email you a link to choose a new one. Every device signed in to your account is signed out when you do.</p>
        </div>
        <Field id="forgot-email" label="Email address">
          <Input id="forgot-email" type="email" inputMode="email" autoComplete="email" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          Send Password Link
        </Button>
      </form>
    </AuthCard>
  );
}

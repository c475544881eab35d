import { ArrowLeft, Eye, EyeOff, Loader2, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { messageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/get-user';
import { useCheckAccountType } from '../api/check-account-type';
import { deletionPending, useLogin } from '../api/login';
import { useRequestMagicLink } from '../api/request-magic-link';
import { AuthCard } from './auth-card';
import { CheckYourEmail } from './check-your-email';

type Step = 'email' | 'password' | 'magic-link-sent';

/** /login, email first (document 000 sections 2 and 4). */
export function LoginPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [keepLoggedIn, setKeepLoggedIn] = useState(false);
  const checkAccount = useCheckAccountType();
  const login = useLogin();
  const magicLink = useRequestMagicLink();
  const { isAuthenticated } = useAuth();

  const sendLink = (address: string) =>
    magicLink.mutate(address, {
      onSuccess: () => {
        setStep('magic-link-sent');
        toast({ title: 'Login Link Sent', description: 'Check your email for a secure login link.' });
      },
      onError: (error) => toast({ title: 'Error', description: messageOr(error, 'Failed to send login link'), variant: 'destructive' }),
    });

  const onEmailSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toast({ title: 'Email Required', description: 'Please enter your email address', variant: 'destructive' });
      return;
    }
    checkAccount.mutate(address, {
      onSuccess: ({ accountType }) => {
        if (accountType === 'password') setStep('password');
        else sendLink(address);
      },
      onError: (error) => toast({ title: 'Error', description: messageOr(error, 'Failed to check account'), variant: 'destructive' }),
    });
  };

  const onPasswordSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      toast({ title: 'Password Required', description: 'Please enter your password', variant: 'destructive' });
      return;
    }
    login.mutate(
      { email: email.trim(), password, keepLoggedIn },
      {
        onSuccess: async ({ user }) => {
          if (await deletionPending()) {
            toast({ title: 'Your account is marked for deletion', description: 'You can keep it on this page.' });
            navigate('/account');
            return;
          }
          toast({ title: 'Welcome back!', description: `Signed in as ${user.email}.` });
          navigate('/');
        },
        onError: (error) => toast({ title: 'Login Failed', description: messageOr(error, 'Invalid email or password'), variant: 'destructive' }),
      },
    );
  };

  /** "Use Different Email": back to step 1, account type and password cleared. */
  const startOver = () => {
    setStep('email');
    setPassword('');
    setShowPassword(false);
    checkAccount.reset();
    login.reset();
    magicLink.reset();
  };

  // Already signed in: nothing to do here.
  if (isAuthenticated) return <Navigate to="/" replace />;

  const footer = (
    <>
      <p>
        New to Larder?{' '}
        <Link to="/signup" className="font-semibold text-primary hover:underline">
          Start your free trial
        </Link>
      </p>
      <p>
        Prefer not to use a password?{' '}
        <Link to="/magic-login" className="font-semibold text-primary hover:underline">
          Email me a login link
        </Link>
      </p>
    </>
  );

  if (step === 'magic-link-sent') {
    return (
      <AuthCard footer={footer}>
        <CheckYourEmail email={email.trim()}>
          <Button size="lg" variant="secondary" disabled={magicLink.isPending} onClick={() => sendLink(email.trim())}>
            {magicLink.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Mail aria-hidden />}
            Resend Login Link
          </Button>
          <Button size="lg" variant="ghost" onClick={startOver}>
            <ArrowLeft aria-hidden /> Use Different Email
          </Button>
        </CheckYourEmail>
      </AuthCard>
    );
  }

  if (step === 'password') {
    return (
      <AuthCard footer={footer}>
        <form className="space-y-5" onSubmit={onPasswordSubmit} noValidate>
          <div className="space-y-1.5">
            <h1 className="text-2xl font-bold tracking-tight">Enter your password</h1>
            <p className="break-all text-sm text-muted-foreground">
              Signing in as <strong className="text-foreground">{email.trim()}</strong>
            </p>
          </div>
          <Field id="password" label="Password">
            <div className="relative">
              <Input
                id="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                autoFocus
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                className="pr-12"
              />
              <button
                type="button"
                onClick={() => setShowPassword((v) => !v)}
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                aria-pressed={showPassword}
                className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-muted-foreground hover:text-foreground"
              >
                {showPassword ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
              </button>
            </div>
          </Field>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-3">
              <Checkbox id="keep-logged-in" checked={keepLoggedIn} onCheckedChange={(v) => setKeepLoggedIn(v === true)} />
              <Label htmlFor="keep-logged-in" className="cursor-pointer font-normal">
                Keep me logged in for 30 days
              </Label>
            </div>
            <Link to={`/forgot-password?email=${encodeURIComponent(email.trim())}`} className="text-sm font-semibold text-primary hover:underline">
              Forgot password?
            </Link>
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
            {login.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Sign In
          </Button>
          {/* Every address gets this step (the first one no longer says whether an account exists): an account without
              a password, or a household that would rather not type it, signs in with a link from here. */}
          <Button type="button" variant="secondary" size="lg" className="w-full" disabled={magicLink.isPending} onClick={() => sendLink(email.trim())}>
            {magicLink.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Mail aria-hidden />}
            Email me a login link instead
          </Button>
          <Button type="button" variant="ghost" size="lg" className="w-full" onClick={startOver}>
            <ArrowLeft aria-hidden /> Use Different Email
          </Button>
        </form>
      </AuthCard>
    );
  }

  const busy = checkAccount.isPending || magicLink.isPending;
  return (
    <AuthCard footer={footer}>
      <form className="space-y-5" onSubmit={onEmailSubmit} noValidate>
        <div className="space-y-1.5">
          <h1 className="text-2xl font-bold tracking-tight">Welcome back</h1>
          <p className="text-sm text-muted-foreground">Sign in to your Larder account.</p>
        </div>
        <Field id="email" label="Email address">
          <Input id="email" type="email" inputMode="email" autoComplete="email" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
          Continue
        </Button>
      </form>
    </AuthCard>
  );
}

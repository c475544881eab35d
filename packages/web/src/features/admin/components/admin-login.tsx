import { Loader2, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useAdminLogin } from '../api/admin-session';

/** The admin sign-in (document 002): email and password required; stay signed in 1 day, or 30 days. */
export function AdminLogin({ notice, onSignedIn }: { notice?: string | null; onSignedIn: () => void }) {
  const login = useAdminLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [stayLoggedIn, setStayLoggedIn] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { ...(email.trim() ? {} : { email: 'Email is required' }), ...(password ? {} : { password: 'Password is required' }) };
    setErrors(next);
    if (next.email || next.password) return;
    // mutateAsync, not mutate's callbacks: signing in swaps this screen for the console before they would run.
    login
      .mutateAsync({ email: email.trim(), password, stayLoggedIn, ...(code.trim() ? { code: code.trim() } : {}) })
      .then((reply) => {
        toast({ title: 'Signed In', description: `Welcome, ${reply.session.email}.` });
        onSignedIn();
      })
      .catch((error: unknown) =>
        toast({
          title: 'Login Failed',
          // 401: the document's own words, unless the code is at fault; 403 (a household, no authenticator) and 429: the server's message.
          description:
            error instanceof ApiError && (error.status !== 401 || error.field === 'code') ? messageOr(error, 'Invalid email or password') : 'Invalid email or password',
          variant: 'destructive',
        }),
      );
  };

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <ShieldCheck className="size-6" aria-hidden />
          </span>
          <CardTitle className="text-2xl">Admin Login</CardTitle>
          <CardDescription>Sign in with an administrator account to manage customers, payments, billing, content and reports.</CardDescription>
        </CardHeader>
        <CardContent>
          {notice ? (
            <p role="status" className="mb-4 rounded-xl bg-accent-soft px-3 py-2 text-sm text-accent-foreground">
              {notice}
            </p>
          ) : null}
          <form onSubmit={submit} noValidate className="space-y-4" aria-label="Admin login">
            <Field id="admin-email" label="Email" error={errors.email}>
              <Input id="admin-email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={!!errors.email} />
            </Field>
            <Field id="admin-password" label="Password" error={errors.password}>
              <Input id="admin-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={!!errors.password} />
            </Field>
            <Field id="admin-code" label="Authentication code">
              <Input
                id="admin-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="6 digits from your authenticator app, or a recovery code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </Field>
            <div className="flex items-center gap-3">
              <Checkbox id="admin-stay" checked={stayLoggedIn} onCheckedChange={(v) => setStayLoggedIn(v === true)} />
              <Label htmlFor="admin-stay" className="font-normal">
                Stay logged in for 30 days
              </Label>
            </div>
            <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
              {login.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              Sign In
            </Button>
            <p className="text-center text-xs text-muted-foreground">Without it you stay signed in for 1 day. Operator accounts are made with the CLI.</p>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

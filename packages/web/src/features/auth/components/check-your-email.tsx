import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** The "Check Your Email" confirmation shared by /login and /magic-login. */
export function CheckYourEmail({ email, children }: { email: string; children: ReactNode }) {
  return (
    <div className="space-y-6 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <MailCheck className="size-7" aria-hidden />
      </span>
      <div className="space-y-2">
        <h2 className="text-2xl font-bold tracking-tight">Check Your Email</h2>
        <p className="text-muted-foreground">
          If <strong className="break-all text-foreground">{email}</strong> has a Larder account, we have sent it a secure login link.
        </p>
        <p className="text-sm text-muted-foreground">The link works once and expires in 15 minutes. Check your spam folder if it has not arrived.</p>
      </div>
      <div className="flex flex-col gap-3">{children}</div>
    </div>
  );
}

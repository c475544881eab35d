import { AlertTriangle, Clock, FlaskConical, Home, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

function StateCard({ icon, tone, title, children, actions }: { icon: ReactNode; tone: 'warn' | 'bad' | 'info'; title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-16">
      <Card role={tone === 'info' ? 'status' : 'alert'}>
        <CardHeader className="items-center text-center">
          <span
            className={cn(
              'mb-2 flex size-12 items-center justify-center rounded-full',
              tone === 'bad' ? 'bg-destructive-soft text-destructive' : tone === 'warn' ? 'bg-accent-soft text-accent-strong' : 'bg-primary-soft text-primary',
            )}
          >
            {icon}
          </span>
          <CardTitle className="text-2xl">{title}</CardTitle>
          <CardDescription className="text-base">{children}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">{actions}</CardContent>
      </Card>
    </div>
  );
}

const ReturnHome = () => (
  <Button asChild size="lg" variant="outline">
    <Link to="/">
      <Home aria-hidden /> Return Home
    </Link>
  </Button>
);

/** The welcome or payment page of a session past its 7 days. */
export function SessionExpired() {
  return (
    <StateCard icon={<Clock className="size-6" aria-hidden />} tone="warn" title="Session Expired" actions={<ReturnHome />}>
      This link has expired. Links from your application work for 7 days; please apply again with your lender for a new one.
    </StateCard>
  );
}

/** No session, or one we cannot find: "Session Issue", with Try Demo Mode for demo- sessions. */
export function SessionIssue({ reason, demo, onDemo }: { reason: string; demo: boolean; onDemo: () => void }) {
  return (
    <StateCard
      icon={<AlertTriangle className="size-6" aria-hidden />}
      tone="bad"
      title="Session Issue"
      actions={
        <>
          {demo ? (
            <Button size="lg" onClick={onDemo}>
              <FlaskConical aria-hidden /> Try Demo Mode
            </Button>
          ) : null}
          <ReturnHome />
        </>
      }
    >
      {reason}
    </StateCard>
  );
}

/** "Application Status": the server's own words when the trial could not be started for this application. */
export function ApplicationStatus({ message, onContinue }: { message: string; onContinue: (() => void) | null }) {
  return (
    <StateCard
      icon={<Info className="size-6" aria-hidden />}
      tone="info"
      title="Application Status"
      actions={
        <>
          {onContinue ? (
            <Button size="lg" onClick={onContinue}>
              Continue to your lender match
            </Button>
          ) : null}
          <ReturnHome />
        </>
      }
    >
      {message}
    </StateCard>
  );
}

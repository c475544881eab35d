import { CheckCircle2, Mail, Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PLAN } from '@larder/domain/billing/plan';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/**
 * /payment-success?session_id=: where a lead lands after the trial when no lender-matching partner address is
 * configured (the default partner address of document 002 carries session_id). It shows no one's data.
 */
export function PaymentSuccessPage() {
  return (
    <div className="mx-auto flex max-w-lg flex-col px-4 py-12">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <CheckCircle2 className="size-6" aria-hidden />
          </span>
          <CardTitle className="text-2xl">You are all set</CardTitle>
          <CardDescription className="text-base">Your {PLAN.trialDays}-day free trial of Larder has started.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4 text-sm">
          <p className="flex gap-2">
            <Search className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> Your loan application continues with our lender-matching partner, who will be in
            touch about it.
          </p>
          <p className="flex gap-2">
            <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> We have emailed you how to sign in to Larder. Nothing is charged before the trial ends,
            and you can cancel any time.
          </p>
          <Button asChild size="lg" className="w-full">
            <Link to="/login">Sign in to Larder</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

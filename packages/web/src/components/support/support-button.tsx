import { useQuery } from '@tanstack/react-query';
import { LifeBuoy, Mail } from 'lucide-react';
import { ZSite } from '@larder/adapters-http/contract/health';
import { apiRequest } from '../../lib/api-client';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../ui/dialog';

/** Quick starts of document 000's support widget: each opens an email with its subject and opening line. */
const TEMPLATES = [
  { subject: 'Cancel Subscription', body: 'Please cancel my Larder subscription.' },
  { subject: 'Billing Inquiry', body: 'I have a question about a charge or my billing date.' },
  { subject: 'Technical Support', body: 'Something is not working as I expected:' },
];

/**
 * The floating contact-support button of the signed-in home. It opens a dialog with the support address
 * (from the server's configuration) and the quick-action templates; the message form itself comes with
 * the support widget of the public site.
 */
export function SupportButton() {
  const site = useQuery({ queryKey: ['/api/site'], queryFn: () => apiRequest('GET', '/api/site', undefined, ZSite) });
  const email = site.data?.supportEmail;
  const mailto = (subject: string, body = '') => `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button className="fixed bottom-5 right-5 z-40 rounded-full shadow-lg" size="lg" aria-label="Contact support">
          <LifeBuoy aria-hidden /> <span className="hidden sm:inline">Contact support</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Contact support</DialogTitle>
          <DialogDescription>We'll respond to your inquiry within 24 hours.</DialogDescription>
        </DialogHeader>
        {email ? (
          <div className="space-y-4">
            <a className="flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline" href={mailto('Larder support')}>
              <Mail className="size-4" aria-hidden /> {email}
            </a>
            <div className="grid gap-2 sm:grid-cols-3">
              {TEMPLATES.map((t) => (
                <Button key={t.subject} variant="outline" asChild>
                  <a href={mailto(t.subject, t.body)}>{t.subject}</a>
                </Button>
              ))}
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{site.isError ? 'We could not load our contact details. Please try again.' : 'Loading…'}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { CheckCircle2, CreditCard, LifeBuoy, Mail, Wrench, XCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAuth } from '../../lib/auth/get-user';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../ui/dialog';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { Textarea } from '../ui/textarea';
import { toast } from '../ui/use-toast';
import { useFloatingPlacement } from './floating-placement';
import { type SupportMessageInput, useSendSupportMessage, useSite } from './send-support-message';

/** Document 000 sections 3 and 9: priorities and what each means. */
export const SUPPORT_PRIORITIES = [
  { value: 'low', label: 'General inquiry' },
  { value: 'normal', label: 'Standard support' },
  { value: 'high', label: 'Billing or cancellation' },
  { value: 'urgent', label: 'Critical issue' },
] as const;

/** Quick actions: each prefills the subject and the message. */
export const SUPPORT_TEMPLATES = [
  { icon: XCircle, subject: 'Cancel Subscription', priority: 'high', message: 'I would like to cancel my Larder subscription. My account email is above. Please confirm when it is cancelled and until when I keep access.' },
  { icon: CreditCard, subject: 'Billing Inquiry', priority: 'high', message: 'I have a question about a charge or my billing date:\n\n' },
  { icon: Wrench, subject: 'Technical Support', priority: 'normal', message: 'Something is not working as I expected.\n\nWhat I did:\n\nWhat happened:\n\nDevice and browser:\n' },
] as const;

/** Document 000 section 9: the confirmation closes after 3000 ms. */
export const SUPPORT_CLOSE_AFTER_MS = 3000;

const EMPTY: SupportMessageInput = { name: '', email: '', subject: '', message: '', priority: 'normal' };

/**
 * The support widget (document 000): a floating button that opens the contact form. A message is
 * stored and emailed to the support address; after "Message Sent!" the form resets and closes in 3 s.
 */
export function SupportButton({ onClose, floating = true }: { onClose?: () => void; floating?: boolean }) {
  const id = useId();
  const { user } = useAuth();
  const site = useSite();
  const send = useSendSupportMessage();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [form, setForm] = useState<SupportMessageInput>(EMPTY);
  const [missing, setMissing] = useState<Set<keyof SupportMessageInput>>(new Set());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const email = site.data?.supportEmail;
  const slot = useRef<HTMLDivElement>(null);
  const place = useFloatingPlacement(slot);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  // A signed-in household does not type its name and email again.
  useEffect(() => {
    if (open && user) setForm((f) => ({ ...f, name: f.name || `${user.firstName} ${user.lastName}`.trim(), email: f.email || user.email }));
  }, [open, user]);

  const set = <K extends keyof SupportMessageInput>(key: K, value: SupportMessageInput[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setMissing((m) => {
      const next = new Set(m);
      next.delete(key);
      return next;
    });
  };

  const close = () => {
    setOpen(false);
    setSent(false);
    setForm(EMPTY);
    setMissing(new Set());
    onClose?.();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = new Set<keyof SupportMessageInput>((['name', 'email', 'message'] as const).filter((k) => !form[k].trim()));
    if (empty.size) {
      setMissing(empty);
      toast({ title: 'Missing Information', description: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    send.mutate(form, {
      onSuccess: () => {
        setSent(true);
        toast({ title: 'Message Sent Successfully', description: "We'll respond to your inquiry within 24 hours." });
        timer.current = setTimeout(close, SUPPORT_CLOSE_AFTER_MS);
      },
      onError: () => {
        toast({ title: 'Message Send Failed', description: `Please try again or email us directly at ${email ?? 'our support address'}`, variant: 'destructive' });
      },
    });
  };

  const field = (key: keyof SupportMessageInput) => ({
    id: `${id}-${key}`,
    'aria-invalid': missing.has(key) ? true : undefined,
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      {floating ? (
        // The slot never moves (it is what is measured); the button slides to the edge when its place covers a control.
        <div ref={slot} className="pointer-events-none fixed right-5 z-40" style={{ bottom: place.bottom }} data-testid="support-slot">
          <DialogTrigger asChild>
            <Button
              className={cn(
                'pointer-events-auto rounded-full shadow-lg transition-transform duration-200',
                place.compact && 'size-11 px-0',
                place.tucked && 'translate-x-[calc(100%+0.5rem)] opacity-80 focus-visible:translate-x-0 focus-visible:opacity-100',
              )}
              size="lg"
              aria-label="Contact support"
              data-testid="support-button"
              data-compact={place.compact || undefined}
              data-tucked={place.tucked || undefined}
            >
              <LifeBuoy aria-hidden /> <span className={cn('hidden', !place.compact && 'sm:inline')}>Contact support</span>
            </Button>
          </DialogTrigger>
        </div>
      ) : (
        <DialogTrigger asChild>
          <Button size="lg">
            <LifeBuoy aria-hidden /> Send us a message
          </Button>
        </DialogTrigger>
      )}
      <DialogContent className="max-w-xl">
        {sent ? (
          <div className="flex flex-col items-center gap-3 py-8 text-center" role="status">
            <CheckCircle2 className="size-14 text-primary" aria-hidden />
            <DialogTitle className="text-2xl">Message Sent!</DialogTitle>
            <DialogDescription>We'll respond to your inquiry within 24 hours.</DialogDescription>
          </div>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Contact support</DialogTitle>
              <DialogDescription>
                We'll respond to your inquiry within 24 hours.
                {email ? (
                  <>
                    {' '}
                    Or email{' '}
                    <a className="font-medium text-primary underline-offset-4 hover:underline" href={`mailto:${email}`}>
                      {email}
                    </a>
                    .
                  </>
                ) : null}
              </DialogDescription>
            </DialogHeader>
            <div className="mb-4">
              <p className="mb-2 text-sm font-medium">Quick actions</p>
              <div className="grid gap-2 sm:grid-cols-3">
                {SUPPORT_TEMPLATES.map(({ icon: Icon, subject, message, priority }) => (
                  <Button
                    key={subject}
                    type="button"
                    variant="outline"
                    size="sm"
                    className="justify-start"
                    onClick={() => setForm((f) => ({ ...f, subject, message, priority }))}
                  >
                    <Icon aria-hidden /> {subject}
                  </Button>
                ))}
              </div>
            </div>
            <form onSubmit={submit} noValidate className="space-y-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <div className="space-y-2">
                  <Label htmlFor={`${id}-name`}>Name</Label>
                  <Input {...field('name')} autoComplete="name" value={form.name} onChange={(e) => set('name', e.target.value)} />
                </div>
                <div className="space-y-2">
                  <Label htmlFor={`${id}-email`}>Email</Label>
                  <Input {...field('email')} type="email" autoComplete="email" value={form.email} onChange={(e) => set('email', e.target.value)} />
                </div>
              </div>
              <div className="space-y-2">
                <Label htmlFor={`${id}-subject`}>
                  Subject <span className="font-normal text-muted-foreground">(optional)</span>
                </Label>
                <Input {...field('subject')} value={form.subject} onChange={(e) => set('subject', e.target.value)} />
              </div>
              <div className="space-y-2">
                <Label htmlFor={`${id}-priority`}>Priority</Label>
                <Select value={form.priority} onValueChange={(v) => set('priority', v as SupportMessageInput['priority'])}>
                  <SelectTrigger id={`${id}-priority`} aria-label="Priority">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {SUPPORT_PRIORITIES.map((p) => (
                      <SelectItem key={p.value} value={p.value}>
                        {p.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="space-y-2">
                <Label htmlFor={`${id}-message`}>Message</Label>
                <Textarea {...field('message')} rows={4} value={form.message} onChange={(e) => set('message', e.target.value)} />
              </div>
              {missing.size ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  Please fill in all required fields: {[...missing].join(', ')}.
                </p>
              ) : null}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button type="button" variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" disabled={send.isPending} className={cn(send.isPending && 'cursor-wait')}>
                  <Mail aria-hidden /> {send.isPending ? 'Sending…' : 'Send Message'}
                </Button>
              </div>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { type FormEvent, type ReactNode, useState } from 'react';
import type { THelpdeskMessageBody } from '@larder/contract/helpdesk';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';

/** Messages an operator can try with one click. */
const EXAMPLES: ReadonlyArray<{ label: string; message: string }> = [
  { label: 'Cancel', message: 'Hi, please cancel my subscription. Thanks.' },
  { label: 'Next payment', message: 'When is my next payment and how much will it be?' },
  { label: 'Charged twice', message: 'I have been charged twice this month, I want a refund.' },
  { label: 'How to', message: 'How do I make my meal plan vegetarian?' },
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The three fields of document 002's test form: message, customer email, customer name. */
export function MessageForm({ idPrefix, submitLabel, submitIcon, pending, onSubmit, footnote }: {
  idPrefix: string;
  submitLabel: string;
  submitIcon: ReactNode;
  pending: boolean;
  onSubmit: (body: THelpdeskMessageBody) => void;
  footnote?: ReactNode;
}) {
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ message?: string; email?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: { message?: string; email?: string } = {};
    if (!message.trim()) found.message = 'Enter the customer’s message';
    if (!EMAIL.test(email.trim())) found.email = 'Enter the address the message came from';
    setErrors(found);
    if (found.message || found.email) return;
    onSubmit({ message: message.trim(), customer_email: email.trim(), customer_name: name.trim() });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id={`${idPrefix}-message`} label="Message" error={errors.message}>
        <Textarea
          id={`${idPrefix}-message`}
          rows={4}
          value={message}
          maxLength={5000}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={Boolean(errors.message)}
          placeholder="What the customer wrote"
        />
      </Field>
      <div className="flex flex-wrap gap-2" aria-label="Example messages">
        {EXAMPLES.map((example) => (
          <Button key={example.label} type="button" variant="outline" size="sm" onClick={() => setMessage(example.message)}>
            {example.label}
          </Button>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${idPrefix}-email`} label="Customer email" error={errors.email} hint="Only an account with exactly this email is looked at.">
          <Input id={`${idPrefix}-email`} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={Boolean(errors.email)} />
        </Field>
        <Field id={`${idPrefix}-name`} label="Customer name" optional>
          <Input id={`${idPrefix}-name`} autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
      </div>
      {footnote}
      <Button type="submit" disabled={pending}>
        {submitIcon}
        {pending ? 'Working…' : submitLabel}
      </Button>
    </form>
  );
}

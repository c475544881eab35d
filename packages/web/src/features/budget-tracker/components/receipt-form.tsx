import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, messageOr } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { useAddReceipt } from '../api/budget';
import { todayIso } from '../utils';

export const RECEIPT_CHAINS = ['Tesco', "Sainsbury's", 'ASDA', 'Aldi', 'Lidl', 'Waitrose', 'Morrisons', 'Co-op', 'Iceland', 'M&S', 'Other shop'] as const;

/** A shop not ticked off on a list: date, chain, amount. */
export function ReceiptForm() {
  const id = useId();
  const add = useAddReceipt();
  const [date, setDate] = useState(todayIso);
  const [chain, setChain] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'date' | 'chain' | 'amount', string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!date) next.date = 'Enter the date of the shop';
    if (!chain) next.chain = 'Choose the supermarket';
    const cleaned = amount.trim().replace(/^£/, '');
    if (!cleaned) next.amount = 'Enter the amount you paid';
    else if (!/^\d{1,4}(\.\d{1,2})?$/.test(cleaned) || Number(cleaned) <= 0) next.amount = 'Enter the amount in pounds, like 23.45';
    setErrors(next);
    if (Object.keys(next).length) {
      const missing = !date || !chain || !cleaned;
      toast(
        missing
          ? { title: 'Missing Information', description: 'Please fill in all required fields', variant: 'destructive' }
          : { title: 'Invalid Amount', description: 'Enter the amount in pounds, like 23.45', variant: 'destructive' },
      );
      return;
    }
    add.mutate(
      { date, chain, amount: cleaned },
      {
        onSuccess: (receipt) => {
          toast({ title: 'Receipt Added', description: `${formatMoney(receipt.amount)} at ${receipt.chain} counted in your budget.` });
          setAmount('');
          setErrors({});
        },
        onError: (e) => {
          const field = e instanceof ApiError ? e.field : undefined;
          const message = messageOr(e, 'Failed to add receipt. Please try again.');
          if (field === 'date' || field === 'chain' || field === 'amount') setErrors({ [field]: message });
          toast({ title: 'Error', description: message, variant: 'destructive' });
        },
      },
    );
  };

  const err = (key: 'date' | 'chain' | 'amount') =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} role="alert" className="text-sm font-medium text-destructive">
        {errors[key]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start" aria-label="Add a receipt">
      <div className="space-y-2">
        <Label htmlFor={`${id}-date`}>Date</Label>
        <Input id={`${id}-date`} type="date" max={todayIso()} value={date} onChange={(e) => setDate(e.target.value)} aria-invalid={errors.date ? true : undefined} aria-describedby={errors.date ? `${id}-date-error` : undefined} />
        {err('date')}
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-chain`}>Supermarket</Label>
        <Select value={chain} onValueChange={setChain}>
          <SelectTrigger id={`${id}-chain`} aria-label="Supermarket" aria-invalid={errors.chain ? true : undefined}>
            <SelectValue placeholder="Choose…" />
          </SelectTrigger>
          <SelectContent>
            {RECEIPT_CHAINS.map((c) => (
              <SelectItem key={c} value={c}>
                {c}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {err('chain')}
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-amount`}>Amount (£)</Label>
        <Input id={`${id}-amount`} inputMode="decimal" placeholder="0.00" value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={errors.amount ? true : undefined} aria-describedby={errors.amount ? `${id}-amount-error` : undefined} />
        {err('amount')}
      </div>
      <Button type="submit" disabled={add.isPending} className="sm:mt-6">
        <Plus aria-hidden /> {add.isPending ? 'Adding…' : 'Add receipt'}
      </Button>
    </form>
  );
}

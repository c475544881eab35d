import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/money';

/** An amount in pounds: right-aligned tabular figures. */
export function Money({ amount, className }: { amount: number | string | null | undefined; className?: string }) {
  return <span className={cn('money', className)}>{formatMoney(amount)}</span>;
}

import { PAY_DAY_MAX, PAY_DAY_MIN } from '@larder/domain/billing/billing-day';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { ordinal } from '../../../lib/ordinal';

const DAYS = Array.from({ length: PAY_DAY_MAX - PAY_DAY_MIN + 1 }, (_, i) => PAY_DAY_MIN + i);

/** The monthly payment day, 1st to 31st. */
export function PayDaySelect({ id, value, onChange, disabled }: { id: string; value: string; onChange: (value: string) => void; disabled?: boolean }) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled ?? false}>
      <SelectTrigger id={id} aria-label="Payment day">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {DAYS.map((day) => (
          <SelectItem key={day} value={String(day)}>
            {ordinal(day)} of the month
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

import { PAY_DAY_MAX, PAY_DAY_MIN } from '@larder/domain/billing/billing-day';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { ordinal } from '../../../lib/ordinal';

/** The shared trigger's placeholder grey is too light for WCAG AA (2.6:1); the muted text colour is not. */
const PLACEHOLDER = 'data-[placeholder]:text-muted-foreground';

const DAYS = Array.from({ length: PAY_DAY_MAX - PAY_DAY_MIN + 1 }, (_, i) => PAY_DAY_MIN + i);

/** A day of the month, 1st to 31st, that may start empty (the change-billing-day select, the test page's pay day). */
export function DaySelect({
  id,
  value,
  onChange,
  disabled,
  placeholder = 'Choose a day',
  ariaLabel,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
  ariaLabel?: string;
  invalid?: boolean;
}) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled ?? false}>
      <SelectTrigger id={id} className={PLACEHOLDER} {...(ariaLabel ? { 'aria-label': ariaLabel } : {})} aria-invalid={invalid ? true : undefined}>
        <SelectValue placeholder={placeholder} />
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

/** A plain list select (expiry month, expiry year). */
export function ListSelect({
  id,
  value,
  onChange,
  options,
  placeholder,
  disabled,
  invalid,
  ariaLabel,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  placeholder: string;
  disabled?: boolean;
  invalid?: boolean;
  ariaLabel?: string;
}) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled ?? false}>
      <SelectTrigger id={id} className={PLACEHOLDER} {...(ariaLabel ? { 'aria-label': ariaLabel } : {})} aria-invalid={invalid ? true : undefined}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

import { PAY_DAY_MAX, PAY_DAY_MIN } from '@larder/domain/billing/billing-day';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';
import { ordinal } from '../lib/ordinal';

/** The shared trigger's placeholder grey is too light for WCAG AA (2.6:1); the muted text colour is not. */
const PLACEHOLDER = 'data-[placeholder]:text-muted-foreground';

const DAY_OPTIONS = Array.from({ length: PAY_DAY_MAX - PAY_DAY_MIN + 1 }, (_, i) => PAY_DAY_MIN + i).map((day) => ({ value: String(day), label: `${ordinal(day)} of the month` }));

/** A day of the month, 1st to 31st, that may start empty (the change-billing-day select, the test page's pay day, sign-up's payment day). */
export function DaySelect({ placeholder = 'Choose a day', ...props }: Omit<Parameters<typeof ListSelect>[0], 'options' | 'placeholder'> & { placeholder?: string }) {
  return <ListSelect {...props} placeholder={placeholder} options={DAY_OPTIONS} />;
}

/** A list select that may start empty (expiry month, expiry year, a day); a plain string is its own label. */
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
  options: ReadonlyArray<string | { value: string; label: string }>;
  placeholder: string;
  disabled?: boolean;
  invalid?: boolean;
  ariaLabel?: string;
}) {
  const chosen = options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option)).find((option) => option.value === value);
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled ?? false}>
      <SelectTrigger id={id} className={PLACEHOLDER} {...(ariaLabel ? { 'aria-label': ariaLabel } : {})} aria-invalid={invalid ? true : undefined}>
        {/* The chosen option's label, here rather than copied in by the option (Radix's way): a page drawn on the server
            shows it before its script runs, and the options need not be drawn for it. */}
        <SelectValue placeholder={placeholder}>{chosen?.label}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => {
          const { value: optionValue, label } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <SelectItem key={optionValue} value={optionValue}>
              {label}
            </SelectItem>
          );
        })}
      </SelectContent>
    </Select>
  );
}

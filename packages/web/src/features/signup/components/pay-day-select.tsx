import { DaySelect } from '../../../components/day-select';

/** The monthly payment day, 1st to 31st. */
export function PayDaySelect({ id, value, onChange, disabled }: { id: string; value: string; onChange: (value: string) => void; disabled?: boolean }) {
  return <DaySelect id={id} value={value} onChange={onChange} ariaLabel="Payment day" {...(disabled !== undefined ? { disabled } : {})} />;
}

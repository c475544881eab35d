import { useId } from 'react';
import { Checkbox } from './ui/checkbox';

/** A titled group of checkboxes over a list of options; large tap targets for thumbs. */
export function CheckboxGroup({
  legend,
  description,
  options,
  value,
  onChange,
  name,
  hints,
}: {
  legend: string;
  description?: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  name: string;
  /** A short explanation under an option ("Milk": "dairy"). */
  hints?: Readonly<Record<string, string>>;
}) {
  const baseId = useId();
  const toggle = (option: string, checked: boolean) => {
    const without = value.filter((v) => v !== option);
    onChange(checked ? [...without, option] : without);
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-foreground">{legend}</legend>
      {description ? <p className="-mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => {
          const id = `${baseId}-${name}-${option.replace(/\W+/g, '-')}`;
          const checked = value.includes(option);
          return (
            <label
              key={option}
              htmlFor={id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border bg-card px-3 py-2 text-sm transition-colors hover:bg-muted has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft"
            >
              <Checkbox id={id} name={name} value={option} checked={checked} onCheckedChange={(next) => toggle(option, next === true)} />
              <span className="flex flex-col">
                <span>{option}</span>
                {hints?.[option] ? <span className="text-xs text-muted-foreground">{hints[option]}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

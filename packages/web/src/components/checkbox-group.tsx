import { Check } from 'lucide-react';
import { useId } from 'react';
import { useHydrated } from '../lib/use-hydrated';

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
  // Native checkboxes (not Radix's): a group has up to twenty, and each Radix one measures itself and draws twice more
  // once React attaches to a page drawn on the server (sign-up's), all in the hydration's commit. Until React has
  // attached they are disabled: a box ticked before then would disagree with the form's state.
  const hydrated = useHydrated();
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
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border bg-card px-3 py-2 text-sm transition-colors hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <span className="relative inline-flex size-5 shrink-0">
                <input
                  type="checkbox"
                  id={id}
                  name={name}
                  value={option}
                  checked={checked}
                  disabled={!hydrated}
                  onChange={(event) => toggle(option, event.target.checked)}
                  className="peer size-5 shrink-0 cursor-pointer appearance-none rounded-md border border-input bg-card shadow-xs transition-colors checked:border-primary checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed"
                />
                <Check className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-primary-foreground peer-checked:block" strokeWidth={3} aria-hidden />
              </span>
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

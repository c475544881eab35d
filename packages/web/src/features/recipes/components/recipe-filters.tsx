import { useId } from 'react';
import { Field } from '../../../components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import {
  ALLERGY_CHIPS,
  CUISINES,
  DIETS,
  DIFFICULTIES,
  MAX_COST_OPTIONS,
  MAX_MINUTES_OPTIONS,
  MEAL_TYPE_OPTIONS,
  difficultyLabel,
  mealTypeLabel,
  type RecipeFilters,
} from '../utils/filters';

/** Radix selects cannot hold an empty value: this stands for "no filter". */
const ANY = 'any';

function FilterSelect({
  label,
  value,
  onChange,
  anyLabel,
  options,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  anyLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <Select value={value ?? ANY} onValueChange={(v) => onChange(v === ANY ? null : v)}>
        <SelectTrigger id={id} className="h-10 text-sm">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY} className="text-sm">
            {anyLabel}
          </SelectItem>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value} className="text-sm">
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}

/** Every filter of the recipe browser; each change goes straight to the address (and so to the back button). */
export function RecipeFiltersPanel({
  filters,
  chains,
  onChange,
  className,
}: {
  filters: RecipeFilters;
  chains: readonly string[];
  onChange: (change: Partial<Omit<RecipeFilters, 'page'>>) => void;
  className?: string;
}) {
  const costOptions = [...new Set([...MAX_COST_OPTIONS, ...(filters.maxCost ? [filters.maxCost] : [])])].sort((a, b) => Number(a) - Number(b));
  const minuteOptions = [...new Set([...MAX_MINUTES_OPTIONS, ...(filters.maxMinutes !== null ? [filters.maxMinutes] : [])])].sort((a, b) => a - b);
  const chainOptions = [...new Set([...chains, ...(filters.chain ? [filters.chain] : [])])];
  const toggleAllergen = (chip: string) =>
    onChange({ allergenFree: filters.allergenFree.includes(chip) ? filters.allergenFree.filter((c) => c !== chip) : [...filters.allergenFree, chip] });

  return (
    <div className={cn('space-y-5', className)}>
      <FilterSelect
        label="Compare prices at"
        value={filters.chain}
        onChange={(chain) => onChange({ chain })}
        anyLabel="Cheapest chain"
        options={chainOptions.map((c) => ({ value: c, label: c }))}
      />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-1">
        <FilterSelect
          label="Meal"
          value={filters.mealType}
          onChange={(v) => onChange({ mealType: v as RecipeFilters['mealType'] })}
          anyLabel="Any meal"
          options={MEAL_TYPE_OPTIONS.map((m) => ({ value: m, label: mealTypeLabel(m) }))}
        />
        <FilterSelect
          label="Cuisine"
          value={filters.cuisine}
          onChange={(cuisine) => onChange({ cuisine })}
          anyLabel="Any cuisine"
          options={CUISINES.map((c) => ({ value: c, label: c }))}
        />
        <FilterSelect label="Diet" value={filters.diet} onChange={(diet) => onChange({ diet })} anyLabel="Any diet" options={DIETS.map((d) => ({ value: d, label: d }))} />
        <FilterSelect
          label="Difficulty"
          value={filters.difficulty}
          onChange={(v) => onChange({ difficulty: v as RecipeFilters['difficulty'] })}
          anyLabel="Any difficulty"
          options={DIFFICULTIES.map((d) => ({ value: d, label: difficultyLabel(d) }))}
        />
        <FilterSelect
          label="Max time"
          value={filters.maxMinutes === null ? null : String(filters.maxMinutes)}
          onChange={(v) => onChange({ maxMinutes: v === null ? null : Number(v) })}
          anyLabel="Any time"
          options={minuteOptions.map((m) => ({ value: String(m), label: `Up to ${m} min` }))}
        />
        <FilterSelect
          label="Max cost a serving"
          value={filters.maxCost}
          onChange={(maxCost) => onChange({ maxCost })}
          anyLabel="Any cost"
          options={costOptions.map((c) => ({ value: c, label: `Up to £${c}` }))}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">Free from</legend>
        <div className="flex flex-wrap gap-2">
          {ALLERGY_CHIPS.map((chip) => {
            const on = filters.allergenFree.includes(chip);
            return (
              <button
                key={chip}
                type="button"
                aria-pressed={on}
                onClick={() => toggleAllergen(chip)}
                className={cn(
                  'min-h-9 rounded-full border px-3 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  on ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card text-foreground hover:bg-muted',
                )}
              >
                {chip}
              </button>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

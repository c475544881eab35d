import type { z } from 'zod';
import type { ZLarder } from '@larder/contract/larder';

type Larder = z.infer<typeof ZLarder>;

/** The staples a household already has, asked once in onboarding (and on /larder until answered): the usual ten ticked. */
export function initialStaples(larder: Larder | undefined): string[] {
  if (!larder) return [];
  return larder.staplesChosen ? larder.staples.map((s) => s.ingredient) : larder.suggestedStaples.filter((s) => s.usual).map((s) => s.ingredient);
}

export function StaplesQuestion({ larder, value, onChange }: { larder: Larder; value: readonly string[]; onChange: (next: string[]) => void }) {
  const has = new Set(value);
  return (
    <fieldset className="space-y-2" data-testid="staples-question">
      <legend className="text-base font-semibold">Which of these do you already have?</legend>
      <p className="text-sm text-muted-foreground">We will not buy what you tick, nor count it in your plan&apos;s cost. Mark one run out on your larder page and your next list buys it.</p>
      <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {larder.suggestedStaples.map((s) => (
          <li key={s.ingredient}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-muted">
              <input
                type="checkbox"
                className="size-5 shrink-0"
                checked={has.has(s.ingredient)}
                onChange={() => onChange(has.has(s.ingredient) ? value.filter((x) => x !== s.ingredient) : [...value, s.ingredient])}
              />
              <span>{s.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

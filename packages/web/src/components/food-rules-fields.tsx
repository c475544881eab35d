import { useState } from 'react';
import { ALLERGY_OPTIONS } from '@larder/domain/accounts/household-options';
import { AVOID_GROUPS } from '@larder/domain/planning/avoids';
import { ALLERGY_HINTS } from '../lib/household/allergy-hints';
import { CheckboxGroup } from './checkbox-group';
import { Button } from './ui/button';

/** What the household can tick as foods it won't eat (avoid groups; the chat and the API take single ingredients too). */
export const AVOID_OPTIONS = AVOID_GROUPS.map((g) => g.key);

/**
 * What the household is allergic to and will not eat (issue 31), the same on onboarding and /account. Peanuts and tree
 * nuts stay two named allergies; ticking peanuts alone asks once whether to avoid tree nuts too: many people allergic
 * to peanuts are told to avoid tree nuts, but the answer is the family's. "Yes" ticks tree nuts; "No" keeps peanuts alone.
 */
export function FoodRulesFields({
  allergies,
  onAllergies,
  avoids,
  onAvoids,
}: {
  allergies: readonly string[];
  onAllergies: (next: string[]) => void;
  avoids: readonly string[];
  onAvoids: (next: string[]) => void;
}) {
  // "No" is remembered while the page is open, so the question is asked once; unticking peanuts asks again next time.
  const [treeNutsFine, setTreeNutsFine] = useState(false);
  const setAllergies = (next: string[]) => {
    if (!next.includes('Peanuts')) setTreeNutsFine(false);
    onAllergies(next);
  };
  const asks = allergies.includes('Peanuts') && !allergies.includes('Tree nuts') && !treeNutsFine;
  return (
    <div className="space-y-6">
      <CheckboxGroup legend="Allergies" name="allergies" options={ALLERGY_OPTIONS} hints={ALLERGY_HINTS} value={allergies} onChange={setAllergies} />
      {asks ? (
        <div role="group" aria-labelledby="tree-nuts-question" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm dark:bg-amber-950/30">
          <p id="tree-nuts-question" className="font-semibold">Avoid tree nuts as well?</p>
          <p className="text-muted-foreground">
            Many people allergic to peanuts are told to avoid tree nuts (almonds, cashews, hazelnuts, walnuts) too. Ask your doctor if unsure: the answer is yours. Either way, we never add nuts as a snack for a
            household with a nut allergy.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="button" size="sm" className="h-11 sm:h-9" onClick={() => onAllergies([...allergies, 'Tree nuts'])}>
              Yes, avoid tree nuts too
            </Button>
            <Button type="button" size="sm" variant="outline" className="h-11 sm:h-9" onClick={() => setTreeNutsFine(true)}>
              No, only peanuts
            </Button>
          </div>
        </div>
      ) : null}
      <CheckboxGroup legend="Foods we won't eat" name="avoids" options={AVOID_OPTIONS} value={avoids} onChange={onAvoids} />
      <p className="text-sm text-muted-foreground">
        Every line of every recipe is checked: "pork" also leaves out bacon, ham, sausages, chorizo and gammon. A shared meal never contains what anyone in the household avoids.
      </p>
    </div>
  );
}

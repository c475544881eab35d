import { ALLERGY_OPTION_DETAILS } from '@larder/domain/accounts/household-options';

/** What each of the 14 allergens covers, in everyday words ("Milk": "dairy"), from the shared option file. */
export const ALLERGY_HINTS: Readonly<Record<string, string>> = Object.fromEntries(
  ALLERGY_OPTION_DETAILS.filter((a) => a.hint).map((a) => [a.label, a.hint!]),
);

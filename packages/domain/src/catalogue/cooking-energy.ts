import DATA from './data/cooking-energy.json';
import type { Recipe } from './recipe';

/** The electricity tariff cooking is priced at (the Ofgem cap of a stated quarter, from the data file). */
export interface EnergyTariff {
  readonly name: string;
  readonly pencePerKwh: number;
  readonly from: string;
  readonly to: string;
  readonly source: string;
}

/** What cooking a recipe costs: by which appliance, for how long, the energy, and its cost a portion. */
export interface CookingEnergy {
  readonly method: string;
  /** Minutes the appliance is on (an oven's preheat included). */
  readonly minutes: number;
  readonly kwh: number;
  /** Pence a portion, unrounded (a week's total adds these before rounding). */
  readonly pencePerPortion: number;
}

interface Appliance {
  readonly method: string;
  readonly kwhPerHour: number;
  readonly preheatMinutes: number;
  readonly pattern: RegExp;
}

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** In the data file's order: the first appliance a recipe's method names is the one it is cooked with. */
const APPLIANCES: readonly Appliance[] = DATA.appliances.map((a) => ({
  method: a.method,
  kwhPerHour: a.kwhPerHour,
  preheatMinutes: a.preheatMinutes,
  // Whole words; "°c" has no word boundary after its letter, so a temperature ("200°C") counts as well.
  pattern: new RegExp(`(?:^|[^a-z])(?:${a.words.map(escape).join('|')})(?:$|[^a-z])`, 'i'),
}));
const HOB = APPLIANCES.find((a) => a.method === 'hob')!;

export const ENERGY_TARIFF: EnergyTariff = DATA.tariff;

/**
 * The energy to cook a recipe and its cost a portion at the tariff: the appliance its method names first (a slow
 * cooker, air fryer or microwave when named, else an oven or grill, else the hob), on for the recipe's cooking time
 * (an oven also for its preheat). Null when nothing is cooked (no cooking time).
 */
export function cookingEnergy(recipe: Pick<Recipe, 'steps' | 'cookMinutes' | 'serves'>, tariff: EnergyTariff = ENERGY_TARIFF): CookingEnergy | null {
  if (recipe.cookMinutes <= 0 || recipe.serves <= 0) return null;
  const method = recipe.steps.join(' ');
  const appliance = APPLIANCES.find((a) => a.pattern.test(method)) ?? HOB;
  const minutes = recipe.cookMinutes + appliance.preheatMinutes;
  const kwh = (appliance.kwhPerHour * minutes) / 60;
  return { method: appliance.method, minutes, kwh: Math.round(kwh * 100) / 100, pencePerPortion: (kwh * tariff.pencePerKwh) / recipe.serves };
}

/** "27.69p a kWh, the Ofgem cap for 1 Jan to 31 Mar 2026": where the price of cooking comes from. */
export function tariffSentence(tariff: EnergyTariff = ENERGY_TARIFF): string {
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return `electricity at ${tariff.pencePerKwh}p a kWh, the Ofgem price cap for ${day(tariff.from)} to ${day(tariff.to)}`;
}

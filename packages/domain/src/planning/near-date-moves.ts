/**
 * Moves the one-slot search cannot make: a meal that uses food near its date, planned after that date, changes
 * places with a meal of the same kind on a day the food is still good (Thursday's spinach lunch and Monday's
 * lunch swap), or its whole day changes places with such a day (meals and extras together, so each day's food,
 * and so the nutrition, stays as it was). One slot at a time this needs two steps, the first of which usually
 * looks worse (the recipe twice in a week, or a day's energy out of its band), so the search would stop short.
 */
import type { PlanState, Slot } from './plan-state';

/** Tries each such exchange; keeps those that lower the objective. True when one was kept. */
export function moveNearDateMeals(state: PlanState, slots: readonly Slot[], perDay: number): boolean {
  let improved = false;
  for (let a = 0; a < slots.length; a += 1) {
    const option = state.chosen[a];
    const slotA = slots[a]!;
    if (!option || slotA.locked) continue;
    let until = Number.POSITIVE_INFINITY;
    for (const line of option.lines) until = Math.min(until, state.nearDateUntil(line.ingredient));
    if (!(until < slotA.day)) continue;
    for (let day = 0; day <= until; day += 1) {
      if (trySwapDays(state, slots, perDay, slotA.day, day)) {
        improved = true;
        break;
      }
      const b = day * perDay + (a % perDay);
      const slotB = slots[b]!;
      const other = state.chosen[b];
      if (!other || slotB.locked || slotB.mealType !== slotA.mealType) continue;
      if (!slotB.options.includes(option) || !slotA.options.includes(other)) continue;
      const before = state.objective().total;
      state.assign(a, other);
      state.assign(b, option);
      if (state.objective().total < before - 1e-6) {
        improved = true;
        break;
      }
      state.assign(b, other);
      state.assign(a, option);
    }
  }
  return improved;
}

/** Exchanges two whole days (meals and extras) when no meal of either is locked and it lowers the objective. */
function trySwapDays(state: PlanState, slots: readonly Slot[], perDay: number, x: number, y: number): boolean {
  const sx = x * perDay;
  const sy = y * perDay;
  for (let k = 0; k < perDay; k += 1) {
    const a = state.chosen[sx + k];
    const b = state.chosen[sy + k];
    if (slots[sx + k]!.locked || slots[sy + k]!.locked || !a || !b) return false;
    if (!slots[sx + k]!.options.includes(b) || !slots[sy + k]!.options.includes(a)) return false;
  }
  const before = state.objective().total;
  exchange(state, perDay, x, y);
  if (state.objective().total < before - 1e-6) return true;
  exchange(state, perDay, x, y);
  return false;
}

function exchange(state: PlanState, perDay: number, x: number, y: number) {
  for (let k = 0; k < perDay; k += 1) {
    const a = state.chosen[x * perDay + k]!;
    const b = state.chosen[y * perDay + k]!;
    state.assign(x * perDay + k, b);
    state.assign(y * perDay + k, a);
  }
  const cx = state.extraCount[x]!;
  const cy = state.extraCount[y]!;
  for (let e = 0; e < cx.length; e += 1) {
    const diff = cy[e]! - cx[e]!;
    const step: 1 | -1 = diff > 0 ? 1 : -1;
    for (let n = 0; n < Math.abs(diff); n += 1) {
      state.applyExtra(x, e, step);
      state.applyExtra(y, e, step === 1 ? -1 : 1);
    }
  }
}

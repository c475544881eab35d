/**
 * What a household types about a larder item, checked: its unit, place, amount and best-before date. Shared by
 * adding, correcting and taking out items.
 */
import { type Result, ok } from '../shared/result';
import { type DomainError, fail, invalid } from '../shared/errors';
import { type DateKind, type LarderPlace, type LarderUnit, DATE_KINDS, LARDER_PLACES, LARDER_UNITS, daysUntil, isoDay } from './larder-item';

export const larderItemNotFound = () => fail('LARDER.NOT_FOUND', 'Larder item not found');
/** More than 100 kg (or 100 l, or 1,000 things) is a typing slip. */
const MAX = { g: 100_000, ml: 100_000, each: 1000 } as const;
/** Best-before dates further back or ahead than this are slips too. */
const PAST_DAYS = 31;
const FUTURE_DAYS = 5 * 366;

export function checkUnit(input: unknown): Result<LarderUnit, DomainError> {
  return typeof input === 'string' && (LARDER_UNITS as readonly string[]).includes(input) ? ok(input as LarderUnit) : invalid('unit', 'Unit must be g, ml or each');
}
export function checkPlace(input: unknown): Result<LarderPlace, DomainError> {
  return typeof input === 'string' && (LARDER_PLACES as readonly string[]).includes(input) ? ok(input as LarderPlace) : invalid('place', 'Place must be fridge, freezer or cupboard');
}
export function checkQuantity(input: unknown, unit: LarderUnit): Result<number, DomainError> {
  const n = typeof input === 'string' && input.trim() !== '' ? Number(input) : input;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return invalid('quantity', 'Quantity must be a number above 0');
  if (n > MAX[unit]) return invalid('quantity', unit === 'each' ? 'Quantity must be at most 1,000' : 'Quantity must be at most 100 kg (100,000 g or ml)');
  return ok(Math.round(n * 100) / 100);
}

/** A best-before date as typed (null or '' for none), within a month ago and five years ahead of `today`. */
export function checkBestBefore(input: unknown, today: string): string | null | ReturnType<typeof invalid> {
  if (input === null || input === '') return null;
  if (typeof input !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(input) || Number.isNaN(Date.parse(`${input}T00:00:00Z`)) || isoDay(new Date(`${input}T00:00:00Z`)) !== input) {
    return invalid('bestBefore', 'Best-before must be a date (YYYY-MM-DD)');
  }
  const d = daysUntil(input, today);
  if (d < -PAST_DAYS || d > FUTURE_DAYS) return invalid('bestBefore', 'Best-before must be within a month ago and five years ahead');
  return input;
}

/** Which kind of date a pack carries: 'use-by' or 'best-before' (null: its kind of food's default). */
export function checkDateKind(input: unknown): Result<DateKind | null, DomainError> {
  if (input === null) return ok(null);
  return typeof input === 'string' && (DATE_KINDS as readonly string[]).includes(input) ? ok(input as DateKind) : invalid('dateKind', 'The kind of date must be use-by or best-before');
}

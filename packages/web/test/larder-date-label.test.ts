import { describe, expect, it } from 'vitest';
import { dateLabel, shortDate } from '../src/lib/larder/date-label';

describe('a larder date as /larder shows it', () => {
  const today = '2026-11-29';
  it('shows the year of a date in another year (a rice best-before a year away), not of one this year', () => {
    expect(shortDate('2027-11-28', today)).toBe('28 Nov 2027');
    expect(shortDate('2026-12-03', today)).toBe('3 Dec');
    expect(dateLabel({ bestBefore: '2027-11-28', dateKind: 'best-before', daysLeft: 364, pastUseBy: false }, today)).toBe('Best before 28 Nov 2027');
  });
  it('says use-by or best-before, and past a use-by not to eat it', () => {
    expect(dateLabel({ bestBefore: '2026-12-03', dateKind: 'use-by', daysLeft: 4, pastUseBy: false }, today)).toBe('Use by 3 Dec');
    expect(dateLabel({ bestBefore: '2026-11-30', dateKind: 'best-before', daysLeft: 1, pastUseBy: false }, today)).toBe('Best before tomorrow');
    expect(dateLabel({ bestBefore: '2026-11-28', dateKind: 'use-by', daysLeft: -1, pastUseBy: true }, today)).toBe('Past its use-by (28 Nov): do not eat it');
    expect(dateLabel({ bestBefore: '2026-11-28', dateKind: 'best-before', daysLeft: -1, pastUseBy: false }, today)).toMatch(/^Past its best-before \(28 Nov\): often still good/);
    expect(dateLabel({ bestBefore: null, dateKind: 'best-before', daysLeft: null, pastUseBy: false }, today)).toBe('Keeps');
  });
});

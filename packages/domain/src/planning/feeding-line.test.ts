import { describe, expect, it } from 'vitest';
import { type FeedingLinePerson, feedingLine } from './feeding-line';

const met = { energy: true, protein: true, fibre: true, salt: true, fruitVeg: true };
const adult = (kcal = 2000): FeedingLinePerson => ({ ageBand: '19-64', targetKcal: 2000, kcal, meets: met });

describe('the plan line at the top', () => {
  it('names whom it feeds, whom it does not with their kcal, and the £ over the budget it takes', () => {
    const child: FeedingLinePerson = { ageBand: '4-10', targetKcal: 1619, kcal: 1164, meets: { ...met, energy: false } };
    expect(feedingLine({ people: [adult(), adult(), child], costToMeetTargetsPence: 9140, budgetPence: 8500, days: 7 })).toBe(
      'Feeds 2 adults fully; child 4-10 gets 1,164 of 1,619 kcal a day — £6.40 more a week would feed everyone',
    );
  });
  it('says when everyone is fed, and never "within budget" while someone goes short', () => {
    expect(feedingLine({ people: [adult(), adult()], costToMeetTargetsPence: null, budgetPence: 8500, days: 7 })).toBe('Feeds all 2 of you fully');
    expect(feedingLine({ people: [adult()], costToMeetTargetsPence: null, budgetPence: 8500, days: 7 })).toBe('Feeds you fully');
    const short = feedingLine({ people: [{ ...adult(1500), meets: { ...met, energy: false } }, { ...adult(1500), meets: { ...met, energy: false, fibre: false } }], costToMeetTargetsPence: 5000, budgetPence: 4000, days: 3 });
    expect(short).toBe('Falls short for everyone: both of you get 1,500 of 2,000 kcal a day — £10.00 more for these 3 days would feed everyone');
  });
  it('says once what several people fall short of in the same way', () => {
    const salty = { ...adult(), meets: { ...met, salt: false } };
    expect(feedingLine({ people: [salty, salty, salty, salty], costToMeetTargetsPence: 9228, budgetPence: 8000, days: 7 })).toBe(
      'Falls short for everyone: all 4 of you get too much salt — £12.28 more a week would feed everyone',
    );
    const child: FeedingLinePerson = { ageBand: '4-10', targetKcal: 1619, kcal: 1164, meets: { ...met, energy: false } };
    expect(feedingLine({ people: [adult(), salty, salty, child], costToMeetTargetsPence: null, budgetPence: 8000, days: 7 })).toBe(
      'Feeds an adult fully; 2 adults each get too much salt; child 4-10 gets 1,164 of 1,619 kcal a day',
    );
  });
  it('names the targets missed when the energy is met', () => {
    const p: FeedingLinePerson = { ageBand: '15-18', targetKcal: 2500, kcal: 2500, meets: { ...met, protein: false, fruitVeg: false } };
    expect(feedingLine({ people: [adult(), p], costToMeetTargetsPence: null, budgetPence: 8500, days: 7 })).toBe('Feeds an adult fully; teenager 15-18 is short of protein and fruit and veg');
  });
});

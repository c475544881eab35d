import { describe, expect, it } from 'vitest';
import { costToFeedSentence } from './feeding';

describe('the cost of feeding everyone, in words', () => {
  it('names both amounts in pounds', () => {
    expect(costToFeedSentence(4, 7, 8640, 8000)).toBe('Feeding all four fully this week costs £86.40, £6.40 over your budget');
    expect(costToFeedSentence(2, 3, 3000, 2575)).toBe('Feeding both of you fully for these 3 days costs £30.00, £4.25 over your budget');
  });
});

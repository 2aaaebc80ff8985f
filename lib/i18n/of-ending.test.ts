import { describe, expect, it } from 'vitest';
import { ofEnding } from './of-ending';

describe('the Bangla "of" after a name (lib/i18n/of-ending.ts)', () => {
  it('is র after a vowel, ের after a consonant, -এর after a name in Latin letters', () => {
    expect(`তানভীর আহমেদ চৌধুরী${ofEnding('তানভীর আহমেদ চৌধুরী', 'bn')}`).toBe('তানভীর আহমেদ চৌধুরীর');
    expect(`ফারহানা রহমান${ofEnding('ফারহানা রহমান', 'bn')}`).toBe('ফারহানা রহমানের');
    expect(`রাজিয়া${ofEnding('রাজিয়া', 'bn')}`).toBe('রাজিয়ার');
    expect(`Masco${ofEnding('Masco', 'bn')}`).toBe('Masco-এর');
    expect(ofEnding('ফারহানা রহমান ', 'bn')).toBe('ের');
  });

  it('is nothing in English', () => {
    expect(ofEnding('Farhana Rahman', 'en')).toBe('');
    expect(ofEnding('ফারহানা রহমান', 'en')).toBe('');
  });
});

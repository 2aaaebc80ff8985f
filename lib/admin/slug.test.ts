import { describe, expect, it } from 'vitest';
import { addressWords, banglaInLatin, MAX_SLUG, slugFromTitle } from './slug';

describe('slugFromTitle', () => {
  it.each([
    ['Knit trials: 3 new machines!', 'knit-trials-3-new-machines'],
    ['Café au lait, naïve résumé', 'cafe-au-lait-naive-resume'],
    ['  The group’s  new   unit ', 'the-groups-new-unit'],
    // A title in Bangla only: readable Latin letters, never a blank or a stock word.
    ['বাংলা শিরোনাম', 'bangla-shironam'],
    ['বাংলা 2026', 'bangla-2026'],
    ['সংবাদ ২০২৬', 'sangbad-2026'],
    ['মাস্কো গ্রুপের ব্যবসা', 'masko-gruper-byabasa'],
    ['কাপড়ের মেলা', 'kaparer-mela'],
    ['উৎপাদন বৃদ্ধি', 'utpadan-briddhi'],
    ['Masco বাংলাদেশ', 'masco-bangladesh'],
    ['!!! ???', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it(`cuts a long title at a word, within ${MAX_SLUG} characters`, () => {
    const slug = slugFromTitle('knitting '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG);
    expect(slug).toMatch(/^knitting(-knitting)*$/);
  });
});

describe('banglaInLatin', () => {
  it('reads ড় typed with its nukta as the one letter it is, and leaves other text as it is', () => {
    expect(banglaInLatin('কাপ\u09A1\u09BCের')).toBe(banglaInLatin('কাপ\u09DCের'));
    expect(banglaInLatin('কাপ\u09DCের')).toBe('kaparer');
    expect(banglaInLatin('Knit 5')).toBe('Knit 5');
  });
});

describe('addressWords', () => {
  it('says the address before the save, and for a new article what another one with it would get', () => {
    expect(addressWords('bangla-shironam', true)).toBe(
      'Address on the site: /blogs/details/bangla-shironam (or /blogs/details/bangla-shironam-2 if another article has it).',
    );
    expect(addressWords('knit-trials', false)).toBe(
      'Address on the site: /blogs/details/knit-trials',
    );
    expect(addressWords('', true)).toBe('Address on the site: made from the title when you save.');
  });
});

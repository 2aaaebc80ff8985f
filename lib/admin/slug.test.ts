import { describe, expect, it } from 'vitest';
import { MAX_SLUG, slugFromTitle } from './slug';

describe('slugFromTitle', () => {
  it.each([
    ['Knit trials: 3 new machines!', 'knit-trials-3-new-machines'],
    ['Café au lait, naïve résumé', 'cafe-au-lait-naive-resume'],
    ['  The group’s  new   unit ', 'the-groups-new-unit'],
    ['বাংলা শিরোনাম', ''],
    ['বাংলা 2026', '2026'],
  ])('%j → %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it(`cuts a long title at a word, within ${MAX_SLUG} characters`, () => {
    const slug = slugFromTitle('knitting '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG);
    expect(slug).toMatch(/^knitting(-knitting)*$/);
  });
});

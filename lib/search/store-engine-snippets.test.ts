import { describe, expect, it } from 'vitest';
import { search, seedSearchStore } from './store-engine.fixture';
import { MARK_END, MARK_START } from './types';

/** The titles and snippets a result shows: marked matches, text without markup, whole figures. */
seedSearchStore();

describe('search on the store: marked titles and snippets', () => {
  it('marks matches in titles and snippets, from text without markup', async () => {
    const [hit] = (await search('"organic cotton"')).hits;
    expect(hit?.title).toBe(
      `${MARK_START}Organic${MARK_END} ${MARK_START}cotton${MARK_END} in our knitting floor`,
    );
    expect(hit?.snippet).toContain(`${MARK_START}organic${MARK_END}`);
    expect(hit?.snippet).toContain('jersey & rib');
    expect(hit?.snippet).not.toMatch(/<|&amp;/);
    // A word only the summary has: the snippet is the summary's.
    const [gots] = (await search('GOTS')).hits;
    expect(gots?.snippet).toBe(`${MARK_START}GOTS${MARK_END} certified yarn`);
  });

  it('keeps the few words between two near fragments of a snippet: figures are not cut out', async () => {
    const snippet = async (q: string) =>
      (await search(q)).hits
        .find((hit) => hit.href.endsWith('/article-30'))
        ?.snippet.replaceAll(MARK_START, '')
        .replaceAll(MARK_END, '');
    // As Postgres cuts them: 'can use … litres', '1800 tons … fabric a month'.
    expect(await snippet('dyeing')).toContain('can use 60 to 100 litres of water');
    expect(await snippet('litre')).toContain('around 1800 tons of fabric a month');
  });
});

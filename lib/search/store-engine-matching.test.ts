import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/lib/store/schema';
import { parseQuery } from './query';
import {
  article,
  db,
  engine,
  knittingPage,
  search,
  seedSearchStore,
  titles,
} from './store-engine.fixture';
import { indexSitePages } from './store-pages';
import { SEARCH_PER_PAGE } from './types';

/**
 * How the store's search matches (stems, typos, phrases, words left out), ranks,
 * counts and pages, and what it suggests (store-engine.fixture.ts seeds the store).
 */
seedSearchStore();

describe('search on the store: matching, ranking, typos and paging', () => {
  it('finds each kind: articles, jobs, authors, pages', async () => {
    expect(await titles('organic')).toContain('Organic cotton in our knitting floor');
    expect((await search('merchandiser')).counts.job).toBe(1);
    expect((await search('nusrat')).counts.author).toBe(1);
    expect((await search('circular')).hits[0]?.href).toBe('/knitting');
  });

  it('stems: "knitted" finds the knitting article', async () => {
    expect(await titles('knitted')).toContain('Organic cotton in our knitting floor');
  });

  it('forgives one typo per word and says how it read it', async () => {
    const results = await search('kniting');
    expect(results.total).toBeGreaterThan(0);
    expect(results.corrections).toEqual({ kniting: 'knitting' });
    expect((await search('sustainabilty')).total).toBe(2);
  });

  it('does not forgive two typos, but leaves the word out and suggests the spelling', async () => {
    const results = await search('washing sustianabilty');
    expect(results.leftOut).toEqual(['sustianabilty']);
    expect(results.hits.every((hit) => hit.missing?.includes('sustianabilty'))).toBe(true);
    expect(results.suggestion).toBe('washing sustainability');
    expect((await search('sustianabilty')).total).toBe(0);
    // The last word, still being typed, with nothing to complete it: the same suggestion.
    expect((await search('sustianabilty')).suggestion).toBe('sustainability');
  });

  it('completes the last word as it is typed', async () => {
    expect((await search('sustaina')).total).toBe(2);
    expect((await search('sustaina ')).total).toBe(0);
  });

  it('narrows with a phrase and leaves out -words', async () => {
    expect(await titles('organic cotton')).toHaveLength(2);
    expect(await titles('"organic cotton"')).toEqual(['Organic cotton in our knitting floor']);
    expect(await titles('organic -energy')).toEqual(['Organic cotton in our knitting floor']);
  });

  it('ranks title matches above body matches, then newer first on a tie', async () => {
    expect((await titles('knitting'))[0]).toBe('Knitting');
    // However often the body says it, and however new it is.
    expect(await titles('merino')).toEqual(['Merino yarn arrives', 'Notes']);
    const washing = await search('washing');
    expect(washing.hits.map((hit) => hit.href)).toEqual([
      '/blogs/details/article-5',
      '/blogs/details/article-4',
    ]);
  });

  it('counts per kind, filters by kind and pages', async () => {
    const all = await search('gazipur');
    expect(all.counts).toMatchObject({ article: 12, page: 1 });
    expect(all.total).toBe(13);
    expect(all.lastPage).toBe(2);
    const articles = await search('gazipur', 'article', 2);
    expect(articles.total).toBe(12);
    expect(articles.hits).toHaveLength(12 - SEARCH_PER_PAGE);
    const pastTheEnd = await search('gazipur', 'article', 99);
    expect(pastTheEnd.page).toBe(2);
    expect(pastTheEnd.hits).toEqual(articles.hits);
  });

  it('answers hostile queries with no error', async () => {
    for (const q of [
      '',
      '"',
      '!!! & | <-> :*',
      "'; drop table search_documents; --",
      'a'.repeat(2000),
      '\u0000\u0001\u0002',
      '"""organic',
      '-',
      'the of and',
      'knit:* & !cotton',
    ]) {
      await expect(search(q)).resolves.toMatchObject({ page: 1 });
      await expect(engine.suggest(parseQuery(q), 6)).resolves.toBeInstanceOf(Array);
    }
  });

  it('answers with the words that match when no result has them all, and says which were left out', async () => {
    const results = await search('merino zebraword ');
    expect(results.total).toBe(2);
    expect(results.leftOut).toEqual(['zebraword']);
    expect(results.hits.every((hit) => hit.missing?.join() === 'zebraword')).toBe(true);
    // Ranked by how many words match: both words before one.
    const ranked = await search('gazipur capacity zebraword ');
    expect(ranked.hits[0]?.href).toBe('/knitting');
    expect(ranked.hits[0]?.missing).toEqual(['zebraword']);
    expect(ranked.hits[1]?.missing).toEqual(['capacity', 'zebraword']);
    expect((await search('merino yarn')).leftOut).toEqual([]);
  });

  it('reads a real word as another one typo away when the query finds nothing as typed', async () => {
    await db
      .insert(schema.blogPosts)
      .values([
        article(50, { title: 'Dairy farm open day', description: '<p>Cows and milk.</p>' }),
        article(51, { title: 'A diary of the season', description: '<p>Notes.</p>' }),
      ]);
    const results = await search('diary farm ');
    expect(results.hits.map((hit) => hit.href)).toEqual(['/blogs/details/article-50']);
    expect(results.showing).toEqual({ text: 'dairy farm', instead: '"diary" farm' });
    const asTyped = await search('"diary" farm ');
    expect(asTyped.showing).toBeNull();
    // Each word is in some result, none in all: nothing left out for all, each says what it lacks.
    expect(asTyped.leftOut).toEqual([]);
    expect(asTyped.partial).toBe(true);
    expect(asTyped.hits.every((hit) => hit.missing?.length === 1)).toBe(true);
    expect((await search('diary ')).showing).toBeNull();
    // Not a word of the site: a typo, forgiven though a swap shares few trigrams with the word.
    expect((await search('adiry ')).corrections).toEqual({ adiry: 'dairy' });
    // Also as the last word, still being typed, when no word of the site completes it.
    expect((await search('adiry')).corrections).toEqual({ adiry: 'dairy' });
    expect((await search('adiry')).hits[0]?.href).toBe('/blogs/details/article-50');
    await db.delete(schema.blogPosts).where(inArray(schema.blogPosts.id, [50, 51]));
  });

  it('finds a page by its keywords, weighted as its title, never shown', async () => {
    await indexSitePages(db, [{ ...knittingPage, keywords: 'knitwear, jersey' }]);
    const results = await search('knitwear ');
    expect(results.hits.map((hit) => hit.href)).toEqual(['/knitting']);
    expect(results.hits[0]?.snippet).not.toContain('knitwear');
  });

  it('suggests titles for what is typed', async () => {
    const suggestions = await engine.suggest(parseQuery('merch'), 6);
    expect(suggestions).toEqual([{ kind: 'job', title: 'Merchandiser', href: '/career' }]);
  });
});

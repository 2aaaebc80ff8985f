import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '@/lib/store/schema';
import type { Store } from '@/lib/store/store';
import { parseQuery } from './query';
import { storeEngine } from './store-engine';
import { indexSitePages } from './store-pages';
import { MARK_END, MARK_START, SEARCH_PER_PAGE, type SearchEngine } from './types';

/**
 * The store's search on PGlite with the real migrations: the triggers keep the
 * index current, and the engine's matching, ranking, snippets and typos.
 */
let lite: PGlite;
let db: Store;
let engine: SearchEngine;
const dir = mkdtempSync(path.join(tmpdir(), 'search-store-'));

const article = (id: number, fields: Partial<typeof schema.blogPosts.$inferInsert>) => ({
  id,
  slug: `article-${id}`,
  title: `Article ${id}`,
  shortDescription: '',
  description: '',
  publishedAt: new Date(Date.UTC(2026, 0, id)),
  authorId: 1,
  categorySlug: 'news',
  ...fields,
});

beforeAll(async () => {
  lite = await PGlite.create(path.join(dir, 'data'), { extensions: { pg_trgm } });
  const client = drizzle(lite, { schema });
  await migrate(client, { migrationsFolder: path.resolve('lib/store/migrations') });
  db = client as unknown as Store;
  await db.insert(schema.authors).values({ id: 1, fullName: 'Nusrat Jahan' });
  await db.insert(schema.blogCategories).values({ slug: 'news', name: 'News' });
  await db.insert(schema.blogPosts).values([
    article(1, {
      title: 'Organic cotton in our knitting floor',
      shortDescription: 'GOTS certified yarn',
      description:
        '<p>We knit <strong>organic cotton</strong> single jersey &amp; rib for buyers.</p>',
    }),
    article(2, {
      title: 'Energy at the dyeing unit',
      description:
        '<p>Cotton that is organic is dyed with less water. The knitting team helps.</p>',
    }),
    article(3, {
      title: 'A hidden draft',
      description: '<p>secretword plans</p>',
      published: false,
    }),
    article(4, { title: 'Washing capacity grows', description: '<p>Sustainability report.</p>' }),
    article(5, { title: 'Washing capacity grows', description: '<p>Sustainability report.</p>' }),
    article(6, { title: 'Merino yarn arrives', description: '<p>A new yarn.</p>' }),
    article(7, {
      title: 'Notes',
      description: `<p>${'Merino blends, merino jersey. '.repeat(8)}</p>`,
    }),
    article(30, {
      title: 'Water in the dye house',
      description: `<p>Ask any dyeing master where the water goes and the answer is always the same: into the machines, and out again as effluent. Reactive dyeing of cotton knit fabric can use 60 to 100 litres of water per kilogram on older equipment, and with three dye houses processing around 1800 tons of fabric a month, every litre saved per kilogram matters.</p><p>The cheapest water is the water you never pump. Our units in Savar, Dhaka 1340, Bangladesh replaced older jets with low liquor-ratio machines.</p>`,
    }),
    ...Array.from({ length: 12 }, (_, i) =>
      article(10 + i, { title: `Gazipur note ${i}`, description: '<p>Gazipur factory news.</p>' }),
    ),
  ]);
  await db.insert(schema.jobPosts).values([
    {
      id: 1,
      title: 'Merchandiser',
      jobLocation: 'Dhaka',
      employmentStatus: 'Full time',
      vacancy: '2',
      applicationDeadline: '2999-12-31',
      link: 'https://jobs.example/1',
    },
    {
      id: 2,
      title: 'Closed merchandiser post',
      jobLocation: 'Dhaka',
      employmentStatus: 'Full time',
      vacancy: '1',
      applicationDeadline: '2000-01-01',
      link: 'https://jobs.example/2',
    },
  ]);
  await indexSitePages(db, [
    {
      kind: 'page',
      ref: '/knitting',
      href: '/knitting',
      title: 'Knitting',
      summary: 'Circular knitting in Gazipur',
      body: 'Knitting capacity per day.',
      date: null,
    },
  ]);
  engine = storeEngine(db);
}, 60_000);

afterAll(async () => {
  await lite?.close();
  rmSync(dir, { recursive: true, force: true });
});

const search = (q: string, kind: Parameters<SearchEngine['search']>[1] = null, page = 1) =>
  engine.search(parseQuery(q), kind, page);
const titles = async (q: string) =>
  (await search(q)).hits.map((hit) =>
    hit.title.replaceAll(MARK_START, '').replaceAll(MARK_END, ''),
  );

describe('search on the store', () => {
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

  it('never shows unpublished items or closed jobs, nor learns their words', async () => {
    expect((await search('secretword')).total).toBe(0);
    expect((await search('secretword')).suggestion).toBeNull();
    expect((await search('"closed merchandiser"')).total).toBe(0);
    // 'closed' is a word of the closed job only: left out, the open one is found.
    const open = await search('closed merchandiser');
    expect(open.hits.map((hit) => hit.title.replace(/[\u0001\u0002]/g, ''))).toEqual([
      'Merchandiser',
    ]);
    expect(open.leftOut).toEqual(['closed']);
  });

  it('never shows an article scheduled for later, in results or suggestions, until its time (issue 45)', async () => {
    const at = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await db
      .insert(schema.blogPosts)
      .values(article(60, { title: 'Zephyrknit launch tomorrow', publishedAt: at }));
    try {
      expect((await search('zephyrknit')).total).toBe(0);
      expect(await engine.suggest(parseQuery('zephyrknit'), 5)).toEqual([]);
      vi.useFakeTimers({ toFake: ['Date'], now: at.getTime() + 1000 });
      expect(await titles('zephyrknit')).toEqual(['Zephyrknit launch tomorrow']);
    } finally {
      vi.useRealTimers();
      await db.delete(schema.blogPosts).where(eq(schema.blogPosts.id, 60));
    }
  });

  it('keeps a job open through its last day in Bangladesh, not in UTC (issue 45)', async () => {
    await db.insert(schema.jobPosts).values({
      id: 60,
      title: 'Quiltwright',
      jobLocation: 'Gazipur',
      employmentStatus: 'Full time',
      vacancy: '1',
      applicationDeadline: '2026-03-10',
      link: 'https://jobs.example/60',
    });
    try {
      // 17:59 UTC on its last day is 23:59 in Dhaka: still open.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 2, 10, 17, 59) });
      expect(await titles('quiltwright')).toEqual(['Quiltwright']);
      // 18:01 UTC the same day is already the next day in Dhaka: closed, though UTC says the 10th.
      vi.setSystemTime(Date.UTC(2026, 2, 10, 18, 1));
      expect((await search('quiltwright')).total).toBe(0);
    } finally {
      vi.useRealTimers();
      await db.delete(schema.jobPosts).where(eq(schema.jobPosts.id, 60));
    }
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

  it('keeps the index current on every write: publish, edit, unpublish, delete', async () => {
    await db.insert(schema.blogPosts).values(article(40, { title: 'Embroidery lines added' }));
    expect(await titles('embroidery')).toEqual(['Embroidery lines added']);
    await db
      .update(schema.blogPosts)
      .set({ title: 'Printing lines added' })
      .where(eq(schema.blogPosts.id, 40));
    expect(await titles('embroidery')).toEqual([]);
    expect(await titles('printing')).toEqual(['Printing lines added']);
    await db.update(schema.blogPosts).set({ published: false }).where(eq(schema.blogPosts.id, 40));
    expect(await titles('printing')).toEqual([]);
    await db.update(schema.blogPosts).set({ published: true }).where(eq(schema.blogPosts.id, 40));
    await db.delete(schema.blogPosts).where(eq(schema.blogPosts.id, 40));
    expect(await titles('printing')).toEqual([]);
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
    await indexSitePages(db, [
      {
        kind: 'page',
        ref: '/knitting',
        href: '/knitting',
        title: 'Knitting',
        summary: 'Circular knitting in Gazipur',
        body: 'Knitting capacity per day.',
        keywords: 'knitwear, jersey',
        date: null,
      },
    ]);
    const results = await search('knitwear ');
    expect(results.hits.map((hit) => hit.href)).toEqual(['/knitting']);
    expect(results.hits[0]?.snippet).not.toContain('knitwear');
  });

  it('suggests titles for what is typed', async () => {
    const suggestions = await engine.suggest(parseQuery('merch'), 6);
    expect(suggestions).toEqual([{ kind: 'job', title: 'Merchandiser', href: '/career' }]);
  });
});

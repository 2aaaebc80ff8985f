import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll } from 'vitest';
import * as schema from '@/lib/store/schema';
import type { Store } from '@/lib/store/store';
import { parseQuery } from './query';
import { storeEngine } from './store-engine';
import { indexSitePages } from './store-pages';
import { MARK_END, MARK_START, type SearchEngine } from './types';

/**
 * The store's search on PGlite with the real migrations, for its tests
 * (store-engine-matching, -snippets and -index): a few articles, two jobs, an
 * author and a page. Each test file that calls seedSearchStore() gets a store of its
 * own, made before its tests and removed after them.
 */
let lite: PGlite;
export let db: Store;
export let engine: SearchEngine;

export const article = (id: number, fields: Partial<typeof schema.blogPosts.$inferInsert>) => ({
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

/** The one site page in the index. */
export const knittingPage = {
  kind: 'page',
  ref: '/knitting',
  href: '/knitting',
  title: 'Knitting',
  summary: 'Circular knitting in Gazipur',
  body: 'Knitting capacity per day.',
  date: null,
} as const;

export function seedSearchStore() {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-store-'));
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
        article(10 + i, {
          title: `Gazipur note ${i}`,
          description: '<p>Gazipur factory news.</p>',
        }),
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
    await indexSitePages(db, [knittingPage]);
    engine = storeEngine(db);
  }, 60_000);

  afterAll(async () => {
    await lite?.close();
    rmSync(dir, { recursive: true, force: true });
  });
}

export const search = (q: string, kind: Parameters<SearchEngine['search']>[1] = null, page = 1) =>
  engine.search(parseQuery(q), kind, page);
export const titles = async (q: string) =>
  (await search(q)).hits.map((hit) =>
    hit.title.replaceAll(MARK_START, '').replaceAll(MARK_END, ''),
  );

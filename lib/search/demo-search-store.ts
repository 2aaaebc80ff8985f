import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '@/lib/store/schema';
import { seed } from '@/lib/store/seed';
import type { Store } from '@/lib/store/store';
import { sitePageDocuments } from './site-pages';
import { indexSitePages } from './store-pages';
import type { SearchDocument, SearchKind } from './types';

/**
 * The judged sets' store (evaluation.test.ts, bangla-search.test.ts): PGlite in a
 * folder of its own with the real migrations, the demo content and the site's pages;
 * and its live documents, with their Bangla, as the upstream mode's index reads them.
 */
export async function demoSearchStore() {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-store-'));
  const lite = await PGlite.create(path.join(dir, 'data'), { extensions: { pg_trgm } });
  const client = drizzle(lite, { schema });
  await migrate(client, { migrationsFolder: path.resolve('lib/store/migrations') });
  const db = client as unknown as Store;
  await seed(db);
  await indexSitePages(db, sitePageDocuments());
  const { rows } = await lite.query<
    Omit<SearchDocument, 'bn'> & {
      kind: SearchKind;
      title_bn: string;
      summary_bn: string;
      body_bn: string;
      keywords_bn: string;
      more_bn: string;
    }
  >(
    `select kind, ref, href, title, summary, body, keywords, published_at::text as date,
            title_bn, summary_bn, body_bn, keywords_bn, more_bn
     from search_documents
     where published and (open_until is null or open_until >= current_date)`,
  );
  const documents: SearchDocument[] = rows.map(
    ({ title_bn, summary_bn, body_bn, keywords_bn, more_bn, ...row }) => ({
      ...row,
      bn: {
        title: title_bn,
        summary: summary_bn,
        body: body_bn,
        keywords: keywords_bn,
        ...(more_bn && { more: more_bn }),
      },
    }),
  );
  return {
    db,
    documents,
    close: async () => {
      await lite.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

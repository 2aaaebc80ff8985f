import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { searchDocuments, storeMeta } from '@/lib/store/schema';
import type { Store } from '@/lib/store/store';
import { searchBangla } from './query';
import type { SearchDocument } from './types';

const META_KEY = 'search.pages';

/**
 * Writes the site's own pages (their words are in the code, not in the store)
 * into the search index when the store opens: once per version of the copy, in
 * one transaction, so a search never sees half of them. Returns how many it wrote.
 */
export async function indexSitePages(db: Store, pages: SearchDocument[]): Promise<number> {
  const version = createHash('sha256').update(JSON.stringify(pages)).digest('hex');
  return db.transaction(async (tx) => {
    const [indexed] = await tx.select().from(storeMeta).where(eq(storeMeta.key, META_KEY));
    if (indexed?.value === version) return 0;
    await tx.delete(searchDocuments).where(eq(searchDocuments.kind, 'page'));
    if (pages.length > 0) {
      await tx.insert(searchDocuments).values(
        pages.map((page) => ({
          kind: 'page',
          ref: page.ref,
          href: page.href,
          title: page.title,
          summary: page.summary,
          body: page.body,
          keywords: page.keywords ?? '',
          titleBn: searchBangla(page.bn?.title ?? ''),
          summaryBn: searchBangla(page.bn?.summary ?? ''),
          bodyBn: searchBangla(page.bn?.body ?? ''),
          keywordsBn: searchBangla(page.bn?.keywords ?? ''),
          moreBn: searchBangla(page.bn?.more ?? ''),
          publishedAt: page.date ? new Date(page.date) : null,
        })),
      );
    }
    await tx
      .insert(storeMeta)
      .values({ key: META_KEY, value: version })
      .onConflictDoUpdate({ target: storeMeta.key, set: { value: version } });
    return pages.length;
  });
}

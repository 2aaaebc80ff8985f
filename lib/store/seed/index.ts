import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Store } from '../store';
import * as t from '../schema';
import {
  seedAuthors,
  seedAwards,
  seedBlogCategories,
  seedBlogPosts,
  seedBlogTags,
  seedCertificates,
  seedClientLogos,
  seedJobPosts,
  seedMagazines,
  seedMediaItems,
  seedPublications,
  seedVideos,
} from './collections';
import { banglaRecords } from './bangla-records';
import { seedRecords } from './records';

type Tx = Parameters<Parameters<Store['transaction']>[0]>[0];

/** Inserts rows that are not there yet (by primary key); returns how many were new. */
async function insertMissing<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx.insert(table).values(rows).onConflictDoNothing().returning();
  return inserted.length;
}

/**
 * Puts the demo content into a new store, once: a marker in store_meta says it
 * went in, so a row an editor deletes stays deleted at the next start. Every row
 * has a fixed key and is inserted with ON CONFLICT DO NOTHING, so a store seeded
 * before the marker existed gets nothing twice. Returns the number of rows written.
 */
export async function seed(db: Store): Promise<number> {
  return db.transaction(async (tx) => {
    const [marker] = await tx.select().from(t.storeMeta).where(eq(t.storeMeta.key, 'seeded'));
    if (marker) return 0;
    const counts = [
      await insertMissing(
        tx,
        t.records,
        Object.entries(seedRecords).map(([key, body]) => ({
          key,
          body,
          bn: banglaRecords[key] ?? {},
        })),
      ),
      await insertMissing(tx, t.clientLogos, seedClientLogos),
      await insertMissing(tx, t.awards, seedAwards),
      await insertMissing(tx, t.certificates, seedCertificates),
      await insertMissing(tx, t.blogCategories, seedBlogCategories),
      await insertMissing(tx, t.authors, seedAuthors),
      await insertMissing(tx, t.blogPosts, seedBlogPosts),
      await insertMissing(tx, t.blogTags, seedBlogTags),
      await insertMissing(tx, t.videos, seedVideos),
      await insertMissing(tx, t.publications, seedPublications),
      await insertMissing(tx, t.mediaItems, seedMediaItems),
      await insertMissing(tx, t.magazines, seedMagazines),
      await insertMissing(tx, t.jobPosts, seedJobPosts),
    ];
    await tx.insert(t.storeMeta).values({ key: 'seeded', value: new Date().toISOString() });
    return counts.reduce((sum, n) => sum + n, 0);
  });
}

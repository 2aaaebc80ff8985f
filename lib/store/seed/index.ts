import type { Store } from '../db';
import * as t from '../schema';
import {
  seedAuthors,
  seedAwards,
  seedBlogCategories,
  seedBlogPosts,
  seedCertificates,
  seedClientLogos,
  seedJobPosts,
  seedMagazines,
  seedMediaItems,
  seedPublications,
  seedVideos,
} from './collections';
import { seedRecords } from './records';

/**
 * Puts the demo content into an empty store. Every row has a fixed key and is
 * inserted with ON CONFLICT DO NOTHING, so running it again changes nothing and
 * never overwrites content edited since. Returns the number of rows written.
 */
export async function seed(db: Store): Promise<number> {
  return db.transaction(async (tx) => {
    const results = [
      await tx
        .insert(t.records)
        .values(Object.entries(seedRecords).map(([key, body]) => ({ key, body })))
        .onConflictDoNothing()
        .returning({ key: t.records.key }),
      await tx.insert(t.clientLogos).values(seedClientLogos).onConflictDoNothing().returning({ id: t.clientLogos.id }),
      await tx.insert(t.awards).values(seedAwards).onConflictDoNothing().returning({ id: t.awards.id }),
      await tx.insert(t.certificates).values(seedCertificates).onConflictDoNothing().returning({ id: t.certificates.id }),
      await tx
        .insert(t.blogCategories)
        .values(seedBlogCategories)
        .onConflictDoNothing()
        .returning({ slug: t.blogCategories.slug }),
      await tx.insert(t.authors).values(seedAuthors).onConflictDoNothing().returning({ id: t.authors.id }),
      await tx.insert(t.blogPosts).values(seedBlogPosts).onConflictDoNothing().returning({ id: t.blogPosts.id }),
      await tx.insert(t.videos).values(seedVideos).onConflictDoNothing().returning({ id: t.videos.id }),
      await tx.insert(t.publications).values(seedPublications).onConflictDoNothing().returning({ id: t.publications.id }),
      await tx.insert(t.mediaItems).values(seedMediaItems).onConflictDoNothing().returning({ id: t.mediaItems.id }),
      await tx.insert(t.magazines).values(seedMagazines).onConflictDoNothing().returning({ id: t.magazines.id }),
      await tx.insert(t.jobPosts).values(seedJobPosts).onConflictDoNothing().returning({ id: t.jobPosts.id }),
    ];
    return results.reduce((sum, rows) => sum + rows.length, 0);
  });
}

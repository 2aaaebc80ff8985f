import 'server-only';
import { revalidateTag } from 'next/cache';
import { reads, type ReadName } from '@/lib/content/contract';
import { readTag } from '@/lib/content/read';
import { sourceAnswers } from '@/lib/content/serve';
import { SETTINGS_TAG } from '@/lib/content/settings';

/**
 * After a save: the pages that made these reads, and the own pages of the items
 * at these addresses (`item`), are rebuilt at their next visit (their cache tags,
 * lib/content/read.ts readTags).
 */
export function refreshReads(
  names: readonly ReadName[],
  item?: { read: ReadName; slugs: unknown[] },
) {
  sourceAnswers.clear();
  const tags = names.map((name) => readTag(name));
  for (const slug of new Set(item?.slugs))
    if (typeof slug === 'string' && slug) tags.push(readTag(item!.read, slug));
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/** Every page the site renders from the store: a file's change (its alt text, its address) can show on any of them. */
export function refreshEverything() {
  sourceAnswers.clear();
  for (const name of Object.keys(reads) as ReadName[]) revalidateTag(readTag(name), { expire: 0 });
  revalidateTag(SETTINGS_TAG, { expire: 0 });
}

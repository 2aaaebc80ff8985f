import { asc, eq } from 'drizzle-orm';
import { searchSynonyms } from '@/lib/store/schema';
import type { Store } from '@/lib/store/store';
import { navigationLabels, sitePageDocuments } from './site-pages';
import { indexSitePages } from './store-pages';
import {
  DEFAULT_SYNONYMS,
  MAX_SYNONYM_LENGTH,
  MAX_SYNONYM_WORDS,
  MAX_SYNONYMS,
  type Synonym,
} from './synonyms';

export type StaffSynonym = Synonym & { id: number; createdBy: string | null };

/** The pages a synonym may lead to: every site page of the index, with its navigation label or title. */
export function synonymPages(): { path: string; name: string }[] {
  const labels = navigationLabels();
  return sitePageDocuments([]).map((page) => ({
    path: page.href,
    name: labels.get(page.href) ?? page.title,
  }));
}

/** Words typed in the form: comma-separated, each trimmed, lower case, at most MAX_SYNONYM_WORDS of MAX_SYNONYM_LENGTH. */
export function synonymWords(text: string): string[] {
  return [
    ...new Set(
      text
        .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
        .split(',')
        .map((word) => word.replace(/\s+/g, ' ').trim().toLowerCase())
        .filter((word) => word.length > 0 && word.length <= MAX_SYNONYM_LENGTH),
    ),
  ].slice(0, MAX_SYNONYM_WORDS);
}

export async function listStaffSynonyms(db: Store): Promise<StaffSynonym[]> {
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.id));
  return rows.map((row) => ({
    id: row.id,
    page: row.page,
    words: row.words.split(',').map((word) => word.trim()),
    createdBy: row.createdBy,
  }));
}

/** The list both engines index pages with: the shipped one, then staff's. */
export async function allSynonyms(db: Store): Promise<Synonym[]> {
  return [...DEFAULT_SYNONYMS, ...(await listStaffSynonyms(db))];
}

/** Writes the site's pages into the index again with every synonym (when they changed). */
export async function indexPagesWithSynonyms(db: Store): Promise<number> {
  return indexSitePages(db, sitePageDocuments(await allSynonyms(db)));
}

export type SynonymProblem = 'no-words' | 'unknown-page' | 'too-many';

/** Adds a line, then indexes the pages again. */
export async function addStaffSynonym(
  db: Store,
  input: { words: string; page: string },
  by: string,
): Promise<SynonymProblem | null> {
  const words = synonymWords(input.words);
  if (words.length === 0) return 'no-words';
  if (!synonymPages().some((page) => page.path === input.page)) return 'unknown-page';
  if ((await listStaffSynonyms(db)).length >= MAX_SYNONYMS) return 'too-many';
  await db
    .insert(searchSynonyms)
    .values({ words: words.join(', '), page: input.page, createdBy: by });
  await indexPagesWithSynonyms(db);
  return null;
}

/** Removes a line, then indexes the pages again. */
export async function removeStaffSynonym(db: Store, id: number): Promise<void> {
  await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id));
  await indexPagesWithSynonyms(db);
}

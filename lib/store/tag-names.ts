import 'server-only';
import type { Language } from '@/lib/i18n/languages';
import { translatedField } from '@/lib/i18n/translate';
import type { Store } from './store';
import * as t from './schema';

/**
 * The tags' names in a language, by English name (issue 49): in Bangla, each tag's
 * Bangla name from the store (blog_tags), else its English; none in English, where
 * the articles' tags are already the names. A tag the table does not know shows as written.
 */
export async function tagNames(db: Store, lang: Language): Promise<Map<string, string>> {
  if (lang === 'en') return new Map();
  const rows = await db.select({ name: t.blogTags.name, bn: t.blogTags.bn }).from(t.blogTags);
  return new Map(
    rows.map(({ name, bn }) => [name, String(translatedField(name, bn, 'name', lang))]),
  );
}

import { cardDateIn, langMark, longDateIn } from '@/lib/i18n/dates';
import { currentLanguage } from '@/lib/i18n/server';

/**
 * A date of the content in the page's language (lib/i18n/dates.ts): the card form
 * (`27-11-2026`, `২৭ নভেম্বর ২০২৬`) or, `long`, the detail form with the time. On a
 * Bangla page it is marked `lang="bn"`, since it sits in content marked English.
 * Server only; a list the browser renders too (components/blog/article-card.tsx)
 * is given the language instead.
 */
export async function ShownDate({
  value,
  long = false,
}: {
  value: Date | string | null | undefined;
  long?: boolean;
}) {
  const lang = await currentLanguage();
  const text = long ? longDateIn(lang, value) : cardDateIn(lang, value);
  return lang === 'en' ? text : <span lang={langMark(lang)}>{text}</span>;
}

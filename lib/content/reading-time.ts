import { htmlText } from '@/lib/html-text';
import { digitsIn } from '@/lib/i18n/dates';
import type { Language } from '@/lib/i18n/languages';
import { hasText, shownInEnglish } from '@/lib/i18n/translate';

/**
 * Reading time of an HTML article at 200 words a minute, rounded up: a body of up to
 * 200 words (a sentence, a paragraph) reads in 1 minute, never less.
 */
export function readingTime(html: string): string {
  const words = htmlText(html).split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / 200))} min read`;
}

/**
 * A stored reading time ("3 min read", readingTime's) in the page's language through
 * `template` (messages `blog.readingTime`: "পড়তে {minutes} মিনিট"). English, and a
 * value in another form (an upstream CMS's), are shown as they are.
 */
export function readingTimeIn(lang: Language, value: string, template: string): string {
  const minutes = /^(\d+) min read$/.exec(value)?.[1];
  if (lang === 'en' || !minutes) return value;
  return template.replace('{minutes}', digitsIn(lang, minutes));
}

/**
 * The reading time a page in `lang` shows for an article: on a Bangla page whose body
 * is shown in Bangla (all of it, or the part translated so far), counted from that
 * Bangla text; else the stored one (the English body's).
 */
export function shownReadingTime(
  article: { description: string; reading_time: string },
  lang: Language,
): string {
  const bangla =
    lang === 'bn' && hasText(article.description) && !shownInEnglish(article.description, lang);
  // A list's article may come without its body: the stored time then.
  return bangla && article.reading_time ? readingTime(article.description) : article.reading_time;
}

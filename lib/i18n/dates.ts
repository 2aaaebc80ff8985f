import { bn } from 'date-fns/locale/bn';
import { cardDate, groupWallTime, longDate, parseContentDate } from '@/lib/dates';
import { bengaliDigits } from './digits';
import type { Language } from './languages';

/**
 * Dates and numbers in the page's language (issue 49; the rule is in the README's
 * "Two languages"). English keeps the spec's forms (lib/dates.ts). A Bangla reader
 * gets the month's Bangla name, from date-fns's `bn` locale, and Bengali digits:
 * `২৭ নভেম্বর ২০২৬`. Figures a buyer compares across languages (the unit pages'
 * machine counts, capacities, certificates) are not read through here: they stay
 * the same on both twins (lib/format.ts's figure()).
 */

export { bengaliDigits };

/** Digits as a reader of `lang` reads them in running text: a page number, a count, a date. */
export const digitsIn = (lang: Language, value: number | string): string =>
  lang === 'bn' ? bengaliDigits(String(value)) : String(value);

/**
 * A count as a Bangla reader reads it: `18000+` → `১৮,০০০+`, its thousands grouped as
 * the prose beside it writes them. English as it is.
 */
export const countIn = (lang: Language, value: string): string =>
  lang === 'bn'
    ? bengaliDigits(value.replace(/\d{4,}/g, (digits) => Number(digits).toLocaleString('en-US')))
    : value;

/**
 * A month's Bangla name from date-fns's `bn`, in NFC: the locale writes য় as one
 * code point (U+09DF), which NFC writes য + nukta, as typed text and search have it.
 */
const monthName = (month: string): string =>
  bn.localize.month((Number(month) - 1) as never, { width: 'wide' }).normalize('NFC');

/**
 * The part of the day a Bangla clock names before the hour (রাত ৯টা, not ৯টা PM).
 * date-fns's `bn` has only four, and calls 1 pm বিকাল: written out as Bangla
 * speakers divide the day.
 */
function dayPart(hour: number): string {
  if (hour >= 4 && hour < 6) return 'ভোর';
  if (hour >= 6 && hour < 12) return 'সকাল';
  if (hour >= 12 && hour < 15) return 'দুপুর';
  if (hour >= 15 && hour < 18) return 'বিকেল';
  if (hour >= 18 && hour < 20) return 'সন্ধ্যা';
  return 'রাত';
}

/** A card's date: `27-11-2026` in English, `২৭ নভেম্বর ২০২৬` in Bangla; '' when there is none. */
export function cardDateIn(lang: Language, value: Date | string | null | undefined): string {
  if (lang === 'en') return cardDate(value);
  const wall = groupWallTime(value);
  if (!wall) return '';
  return bengaliDigits(`${Number(wall.day)} ${monthName(wall.month)} ${wall.year}`);
}

/**
 * A detail page's date and time: `1st January 2024, 9:04:05 pm` in English,
 * `১ জানুয়ারি ২০২৪, রাত ৯:০৪` in Bangla (the spec's seconds are English's: a Bangla
 * reader's clock says the hour and minute); '' when there is none.
 */
export function longDateIn(lang: Language, value: Date | string | null | undefined): string {
  if (lang === 'en') return longDate(value);
  const wall = groupWallTime(value);
  if (!wall) return '';
  const hour = Number(wall.hour);
  const clock = `${hour % 12 || 12}:${wall.minute}`;
  return bengaliDigits(
    `${Number(wall.day)} ${monthName(wall.month)} ${wall.year}, ${dayPart(hour)} ${clock}`,
  );
}

/**
 * Where a public page shows a date, and so its one style there (spec part 2, section 9):
 * `card` for every card, list, sidebar, table and search result, `detail` for the date
 * under a detail page's title (an article's, a news item's).
 */
export type DateContext = 'card' | 'detail';

/** A date as a page shows it: its words, its machine-readable form, the language to mark. */
export type DateShown = { text: string; dateTime: string; lang: Language | undefined };

/** A calendar date as a table's text has it, day first: `14-02-2022`. */
const DAY_FIRST = /^(\d{2})-(\d{2})-(\d{4})$/;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The one way a public page writes a date: `value` (ISO 8601 as the content carries
 * it, or a table's `DD-MM-YYYY`) in the page's language and the context's style,
 * with the `dateTime` of its `<time>` (a calendar date as such, a moment in UTC);
 * null when there is no date or it is not one. components/ui/date-text.tsx renders it.
 */
export function dateIn(
  lang: Language,
  value: Date | string | null | undefined,
  context: DateContext,
): DateShown | null {
  const typed = typeof value === 'string' ? value.trim() : value;
  const dayFirst = typeof typed === 'string' ? DAY_FIRST.exec(typed) : null;
  const iso = dayFirst ? `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}` : typed;
  const text = context === 'detail' ? longDateIn(lang, iso) : cardDateIn(lang, iso);
  if (!text) return null;
  const dateTime =
    typeof iso === 'string' && CALENDAR_DATE.test(iso)
      ? iso
      : (iso instanceof Date ? iso : parseContentDate(iso))!.toISOString();
  return { text, dateTime, lang: langMark(lang) };
}

/** The `lang` attribute for words in `lang` inside content marked English ('en': none needed). */
export const langMark = (lang: Language): Language | undefined =>
  lang === 'en' ? undefined : lang;

import { dateIn, type DateContext } from '@/lib/i18n/dates';
import type { Language } from '@/lib/i18n/languages';
import { DateText } from './date-text';

/** `value` written by dateIn() for `lang` and `context` (a card's by default); nothing when there is no date. */
export function DateIn({
  lang,
  value,
  context = 'card',
  className,
}: {
  lang: Language;
  value: Date | string | null | undefined;
  context?: DateContext;
  className?: string;
}) {
  const date = dateIn(lang, value, context);
  return date && <DateText date={date} className={className} />;
}

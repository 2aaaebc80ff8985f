import type { DateContext } from '@/lib/i18n/dates';
import { currentLanguage } from '@/lib/i18n/server';
import { DateIn } from './date-in';

/**
 * A date of the content in the page's language and the style of its context
 * (lib/i18n/dates.ts, dateIn): `card` (`27-11-2026`, `২৭ নভেম্বর ২০২৬`) or `detail`,
 * the long form with the time. Nothing when there is no date. Server only; a parent
 * that shows a label with the date calls dateIn() itself and renders DateText;
 * one that has the language renders DateIn.
 */
export async function ShownDate({
  value,
  context = 'card',
  className,
}: {
  value: Date | string | null | undefined;
  context?: DateContext;
  className?: string;
}) {
  return (
    <DateIn lang={await currentLanguage()} value={value} context={context} className={className} />
  );
}

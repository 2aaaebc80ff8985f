import type { DateShown } from '@/lib/i18n/dates';

/**
 * A date as lib/i18n/dates.ts's dateIn() writes it, in the <time> machines read; on a
 * Bangla page marked `lang="bn"`, since it sits in content marked English. Server and
 * client alike; it carries no date code to the browser (date-in.tsx writes one).
 */
export function DateText({ date, className }: { date: DateShown; className?: string }) {
  return (
    <time dateTime={date.dateTime} lang={date.lang} className={className}>
      {date.text}
    </time>
  );
}

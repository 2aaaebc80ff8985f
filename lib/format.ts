import { format, isValid, parseISO } from 'date-fns';

/** Cuts text longer than `length` characters to `length` plus '...'. */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/**
 * Parses a wire date for display. Instants ('...T15:04:05Z') are shown in UTC wall
 * time, whatever the server's time zone, so every server renders the same text.
 */
function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  if (!isValid(date)) return null;
  if (!/T.*(Z|[+-]\d\d:?\d\d)$/i.test(value)) return date;
  return new Date(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  );
}

/** Card dates: DD-MM-YYYY; '' when the date is missing or invalid. */
export function cardDate(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'dd-MM-yyyy') : '';
}

/** Detail dates: '1st January 2024, 3:04:05 pm'. */
export function longDate(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'do MMMM yyyy, h:mm:ss aaa') : '';
}

/** Numbers as figures with thousands separators: 12500 → '12,500'. */
export function figure(value: number): string {
  return value.toLocaleString('en-US');
}

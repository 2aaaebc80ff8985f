import { format } from 'date-fns';

/** The group's time zone (Bangladesh, UTC+6 all year): how editors type and read dates. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** A date as a datetime-local input shows it in Bangladesh time: `2026-11-25T10:00`. */
export function formatInTimeZone(date: Date): string {
  return new Date(date.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * A moment as the editing area prints it, in Bangladesh time and saying so:
 * `25 Nov 2026, 14:05 Bangladesh time`, whatever the server's own zone.
 */
export function formatInDhaka(date: Date, pattern = 'd MMM yyyy, HH:mm'): string {
  const wall = new Date(date.getTime() + DHAKA_OFFSET_MS);
  const zoneless = new Date(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
  );
  return `${format(zoneless, pattern)} Bangladesh time`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A date or datetime-local input's value in words, day before month: the browser
 * shows the input in its own locale's order (11/26/2026 on most), which reads
 * differently in Dhaka. `2026-11-26T07:24` → "Thursday, 26 November 2026, 07:24";
 * '' for anything else.
 */
export function wallTimeInWords(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return '';
  const [, year, month, day, hours, minutes] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1) return '';
  const words = `${WEEKDAYS[date.getUTCDay()]}, ${Number(day)} ${MONTHS[date.getUTCMonth()]} ${year}`;
  return hours === undefined ? words : `${words}, ${hours}:${minutes}`;
}

/** Whether a datetime-local value typed in Bangladesh time (`2026-11-26T07:24`) is after `now`. */
export function isLaterThanNow(wallTime: string, now = Date.now()): boolean {
  const at = Date.parse(`${wallTime}+06:00`);
  return Number.isFinite(at) && at > now;
}

/**
 * Every date the site shows or compares, in the group's time zone (Bangladesh),
 * whatever the server's or the browser's own zone: the wall time comes from
 * Intl's time-zone data, the month and weekday names from Intl's English.
 */
export const GROUP_TIME_ZONE = 'Asia/Dhaka';

export type Wall = {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
};

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: GROUP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const names = new Intl.DateTimeFormat('en-US', {
  timeZone: GROUP_TIME_ZONE,
  weekday: 'long',
  month: 'long',
});
const shortMonth = new Intl.DateTimeFormat('en-US', { timeZone: GROUP_TIME_ZONE, month: 'short' });
const ordinal = new Intl.PluralRules('en-US', { type: 'ordinal' });
const ORDINAL_SUFFIX: Partial<Record<Intl.LDMLPluralRule, string>> = {
  one: 'st',
  two: 'nd',
  few: 'rd',
};

/** The wall-clock fields of a moment in Bangladesh. */
function wallOf(date: Date): Wall {
  const parts: Record<string, string> = {};
  for (const { type, value } of wallClock.formatToParts(date)) parts[type] = value;
  return {
    year: parts.year!.padStart(4, '0'),
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const partOf = (format: Intl.DateTimeFormat, date: Date, type: Intl.DateTimeFormatPartTypes) =>
  format.formatToParts(date).find((p) => p.type === type)!.value;

/** The zone's offset from UTC at `ms` (Bangladesh has had none but +6 h since 2009). */
function offsetAt(ms: number): number {
  const w = wallOf(new Date(ms));
  const asUtc = Date.UTC(+w.year, +w.month - 1, +w.day, +w.hour, +w.minute, +w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/;

/**
 * The moment a Bangladesh wall time names: `2026-11-27T05:33` (a datetime-local
 * input's value) or `2026-11-27` (its midnight). Null for anything else, or a day
 * or hour that does not exist (`2026-02-30`, `25:00`).
 */
export function fromGroupWallTime(value: string): Date | null {
  const match = WALL_TIME.exec(value);
  if (!match) return null;
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = ''] = match;
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
  const asUtc = Date.UTC(+year!, +month! - 1, +day!, +hour, +minute, +second, ms);
  let instant = asUtc - offsetAt(asUtc);
  instant = asUtc - offsetAt(instant);
  const date = new Date(instant);
  const w = wallOf(date);
  const same =
    w.year === year &&
    w.month === month &&
    w.day === day &&
    w.hour === hour &&
    w.minute === minute &&
    w.second === second;
  return same ? date : null;
}

const ISO_DATE =
  /^(\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)?)\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * A date as the content carries it (ISO 8601): an instant (`…T23:33:00Z`,
 * `…+06:00`), or a wall time or calendar date without a zone, which is Bangladesh's.
 */
export function parseContentDate(value: string | null | undefined): Date | null {
  const match = ISO_DATE.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, wall, zone] = match;
  if (!zone) return fromGroupWallTime(wall!);
  // Read the wall time as Bangladesh's (which checks it), then move it to the zone it names.
  const there = fromGroupWallTime(wall!);
  if (!there) return null;
  const sign = zone[0] === '-' ? -1 : 1;
  const digits = zone.replace(/\D/g, '').padEnd(4, '0');
  const named =
    zone.toUpperCase() === 'Z' ? 0 : sign * (+digits.slice(0, 2) * 60 + +digits.slice(2)) * 60_000;
  return new Date(there.getTime() + offsetAt(there.getTime()) - named);
}

const asDate = (value: Date | string | null | undefined) =>
  value instanceof Date ? (Number.isNaN(value.getTime()) ? null : value) : parseContentDate(value);

/** Today's (or `now`'s) calendar date in Bangladesh: `2026-11-27`. */
export function groupDay(now: Date = new Date()): string {
  const w = wallOf(now);
  return `${w.year}-${w.month}-${w.day}`;
}

/**
 * Whether a last day (`2026-11-26`, or a moment on it) has not passed in
 * Bangladesh: a job is open through the whole of its deadline's day there.
 */
export function isOnOrAfterToday(lastDay: string, now: Date = new Date()): boolean {
  const moment = parseContentDate(lastDay);
  return (moment ? groupDay(moment) : lastDay.slice(0, 10)) >= groupDay(now);
}

/** A datetime-local input's value in Bangladesh time: `2026-11-27T05:33`. */
export function groupInputValue(date: Date): string {
  const w = wallOf(date);
  return `${w.year}-${w.month}-${w.day}T${w.hour}:${w.minute}`;
}

/** Hours and minutes in Bangladesh: `05:33`. */
export function groupClock(date: Date): string {
  const w = wallOf(date);
  return `${w.hour}:${w.minute}`;
}

/** The wall-clock fields of a date in Bangladesh, or null when it is missing or invalid. */
export function groupWallTime(value: Date | string | null | undefined): Wall | null {
  const date = asDate(value);
  return date && wallOf(date);
}

/** Card dates: DD-MM-YYYY in Bangladesh; '' when the date is missing or invalid. */
export function cardDate(value: Date | string | null | undefined): string {
  const date = asDate(value);
  if (!date) return '';
  const w = wallOf(date);
  return `${w.day}-${w.month}-${w.year}`;
}

/** Detail dates: '1st January 2024, 9:04:05 pm', in Bangladesh. */
export function longDate(value: Date | string | null | undefined): string {
  const date = asDate(value);
  if (!date) return '';
  const w = wallOf(date);
  const day = Number(w.day);
  const hour = Number(w.hour);
  const suffix = ORDINAL_SUFFIX[ordinal.select(day)] ?? 'th';
  const month = partOf(names, date, 'month');
  const clock = `${hour % 12 || 12}:${w.minute}:${w.second} ${hour < 12 ? 'am' : 'pm'}`;
  return `${day}${suffix} ${month} ${w.year}, ${clock}`;
}

/** The editing area's lists: `27 Nov 2026`. */
export function listDate(value: Date | string | null | undefined): string {
  const date = asDate(value);
  if (!date) return '';
  const w = wallOf(date);
  return `${Number(w.day)} ${partOf(shortMonth, date, 'month')} ${w.year}`;
}

/**
 * A moment as the editing area prints it, in Bangladesh time and saying so:
 * `27 Nov 2026, 05:33 Bangladesh time` (with `seconds`, `05:33:00`).
 */
export function formatInDhaka(date: Date, { seconds = false } = {}): string {
  const w = wallOf(date);
  const clock = seconds ? `${w.hour}:${w.minute}:${w.second}` : `${w.hour}:${w.minute}`;
  return `${listDate(date)}, ${clock} Bangladesh time`;
}

/**
 * A date or datetime-local input's value in words, day before month: the browser
 * shows the input in its own locale's order (11/26/2026 on most), which reads
 * differently in Dhaka. `2026-11-26T07:24` → "Thursday, 26 November 2026, 07:24";
 * '' for anything else.
 */
export function wallTimeInWords(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/.test(value)) return '';
  const date = fromGroupWallTime(value);
  if (!date) return '';
  const w = wallOf(date);
  const words = `${partOf(names, date, 'weekday')}, ${Number(w.day)} ${partOf(names, date, 'month')} ${w.year}`;
  return value.length > 10 ? `${words}, ${w.hour}:${w.minute}` : words;
}

/** A moment for a spreadsheet cell: `2026-11-27 05:33:00`, Bangladesh wall time. */
export function csvTime(date: Date): string {
  const w = wallOf(date);
  return `${w.year}-${w.month}-${w.day} ${w.hour}:${w.minute}:${w.second}`;
}

/** An RSS date (RFC 822) in Bangladesh time: `Fri, 27 Nov 2026 05:33:00 +0600`. */
export function rssDate(date: Date): string {
  const w = wallOf(date);
  const weekday = partOf(names, date, 'weekday').slice(0, 3);
  const offset = offsetAt(date.getTime()) / 60_000;
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')}${String(Math.abs(offset) % 60).padStart(2, '0')}`;
  return `${weekday}, ${w.day} ${partOf(shortMonth, date, 'month')} ${w.year} ${w.hour}:${w.minute}:${w.second} ${zone}`;
}

/** Whether a datetime-local value typed in Bangladesh time (`2026-11-26T07:24`) is after `now`. */
export function isLaterThanNow(wallTime: string, now = Date.now()): boolean {
  const at = fromGroupWallTime(wallTime);
  return at !== null && at.getTime() > now;
}

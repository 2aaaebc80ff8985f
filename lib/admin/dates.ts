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

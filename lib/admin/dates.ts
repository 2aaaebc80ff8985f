/** The group's time zone (Bangladesh, UTC+6 all year): how editors type and read dates. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** A date as a datetime-local input shows it in Bangladesh time: `2026-11-25T10:00`. */
export function formatInTimeZone(date: Date): string {
  return new Date(date.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 16);
}

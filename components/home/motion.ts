// The home page's moving parts, apart from its copy (lib/copy/home.ts): the client
// components that import these would otherwise ship all of the page's words.

/** Milliseconds the achievement counters take to count up. */
export const COUNT_UP_MS = 2270;
/** News ticker speed in pixels per second. */
export const TICKER_PX_PER_SECOND = 80;

import { clientKey, requestClient } from './client-address';
import { takeToken } from './rate-limit';

/**
 * Result pages (`/search?q=…`) a client may ask for per minute: a reader's
 * searches, filters and pages many times over, and a cap on what one client can
 * make the store do, since every new query is searched and rendered. Counted per
 * instance, in the request layer (proxy.ts), before Next renders anything;
 * SEARCH_RATE_LIMIT changes it.
 */
export const SEARCHES_PER_MINUTE = 120;

export const TOO_MANY_SEARCHES =
  'Too many searches from your address. Wait a minute, then search again.';

const limit = () => Number(process.env.SEARCH_RATE_LIMIT) || SEARCHES_PER_MINUTE;

/** Counts one result page for the request's client: allowed, or when to come back. */
export const takeSearch = (headers: Headers) =>
  takeToken(`search:${clientKey(requestClient(headers))}`, limit());

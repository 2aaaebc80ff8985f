import { HTTPError, type RetryOptions } from 'ky';

/** Spec part 2 section 9: up to 3 retries, from 100 ms, doubling. */
export const RETRY_LIMIT = 3;
export const RETRY_BASE_MS = 100;

/** The wait before each retry: 100, 200, 400 ms. */
export const retryDelays = Array.from({ length: RETRY_LIMIT }, (_, i) => RETRY_BASE_MS * 2 ** i);

/**
 * ky's retry for the article list: a 429 is asked again with the same arguments
 * on the spec's schedule (not after the Retry-After the server names); any other
 * failure, a network error included, is the caller's at once.
 */
export const articleListRetry: RetryOptions = {
  limit: RETRY_LIMIT,
  methods: ['get'],
  statusCodes: [429],
  afterStatusCodes: [],
  delay: (attempt) => retryDelays[attempt - 1] ?? retryDelays.at(-1)!,
  shouldRetry: ({ error }) => error instanceof HTTPError && error.response.status === 429,
};

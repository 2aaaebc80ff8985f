/** Spec part 2 section 9: up to 3 retries, from 100 ms, doubling. */
export const RETRY_LIMIT = 3;
export const RETRY_BASE_MS = 100;

/** The wait before each retry: 100, 200, 400 ms. */
export const retryDelays = Array.from({ length: RETRY_LIMIT }, (_, i) => RETRY_BASE_MS * 2 ** i);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `attempt` again with the same arguments while `shouldRetry` says so, after
 * each delay of the schedule; the last error (or answer) is the caller's.
 */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  shouldRetry: (error: unknown) => boolean,
  delays: readonly number[] = retryDelays,
): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= delays.length || !shouldRetry(error)) throw error;
      await wait(delays[i]!);
    }
  }
}

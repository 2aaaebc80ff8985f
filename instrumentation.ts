/**
 * Runs once when the server starts: opens the embedded store (migrations, demo
 * seed) before the first request, so no visitor waits for it. Not during
 * `next build`, and not when an upstream CMS is the source.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build' || process.env.CONTENT_API_URL?.trim())
    return;
  const { getStore } = await import('./lib/store/db');
  const { log } = await import('./lib/log');
  try {
    await getStore();
  } catch (error) {
    // The first read will try again; pages fall back meanwhile.
    log('error', 'store.open_failed', {
      message: error instanceof Error ? error.message : 'unknown',
    });
  }
}

/**
 * What the server does once as it starts (from instrumentation.ts, never during
 * `next build`): registers
 * OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is set, stamps each
 * request with the client address the server saw, refuses what must not reach
 * Next (lib/security/request-guards.ts), compresses the responses
 * (a cached page once per version, the build's
 * JavaScript and CSS once per file), says which secret guards
 * what, takes over SIGTERM and SIGINT for a graceful stop, and opens the embedded store (migrations, demo seed) before the first
 * request is answered (Next holds the requests that arrive meanwhile), serves the uploads it has copied to disk
 * (lib/http/serve-files.ts) and starts the outbox's e-mail sender (lib/mail/sender.ts);
 * not when an upstream CMS is the source. It logs the start line first
 * (`server.start`) and `server.ready` last.
 * A store newer than this build, or a migration that fails, ends the process
 * (exit 1) with one line saying why: it never serves pages it cannot fill.
 */
export async function startServer() {
  // Traces over OTLP only when an endpoint is set: otherwise nothing is loaded.
  if ((await import('@/lib/tracing')).tracingOn()) {
    const { registerOTel } = await import('@vercel/otel');
    registerOTel({ serviceName: process.env.OTEL_SERVICE_NAME?.trim() || 'masco-website' });
  }
  const [
    { compressResponses },
    { gateNewSearches },
    { stampClientAddresses },
    { guardRequests },
    { log },
    { secretsReport },
    { enforceNodeVersion, enforceSharedSecrets, enforceSiteUrl, enforceStrongSecrets, startFields },
    { buildVersion },
  ] = await Promise.all([
    import('@/lib/http/compressed-responses'),
    import('@/lib/http/search-gate'),
    import('@/lib/security/stamp-client-address'),
    import('@/lib/security/request-guards'),
    import('@/lib/log'),
    import('@/lib/security/secrets'),
    import('@/lib/start-checks'),
    import('@/scripts/migrations.mjs'),
  ]);
  // The start line: which build this is (package version, Next's build id), where
  // its content comes from, its public address and whether traces go out.
  const { version, build } = buildVersion();
  log('info', 'server.start', { version, build, node: process.version, ...startFields() });
  enforceNodeVersion();
  enforceSiteUrl();
  enforceSharedSecrets();
  enforceStrongSecrets();
  // From here on every line printed is one JSON object, Next's and libraries' too.
  (await import('@/lib/log-console')).consoleAsJson();
  // Runs after the guards and the compression: what waits for a slot is a request they passed.
  gateNewSearches();
  stampClientAddresses();
  compressResponses();
  // Installed last, so it runs first: what it refuses costs no compression or stamp.
  guardRequests();
  (await import('@/lib/lifecycle')).stopGracefullyOnSignals();
  for (const line of secretsReport()) log('warn', 'config.secret', { message: line });
  if (process.env.REDIS_URL?.trim()) await (await import('@/lib/redis')).connectRedisAtStart();
  if (process.env.CONTENT_API_URL?.trim()) return ready('not used');

  const [{ getStore, exitIfStoreRefused }, { exitIfDataDirInUse }, { serveFiles }, { fileCopies }] =
    await Promise.all([
      import('@/lib/store/db'),
      import('@/lib/store/pglite'),
      import('@/lib/http/serve-files'),
      import('@/lib/admin/stored-file-copies'),
    ]);
  // Uploads whose copy on disk this process holds go out before Next sees the request.
  serveFiles(fileCopies);
  // An article's or a blog category's earlier address: 308 to today's, before Next.
  (await import('@/lib/http/moved-pages')).redirectMovedPages(async () => {
    const [{ movedArticle }, { movedCategory }] = await Promise.all([
      import('@/lib/admin/redirects'),
      import('@/lib/admin/blog-names'),
    ]);
    return { article: movedArticle, category: movedCategory };
  });
  let store: 'ok' | 'error' = 'ok';
  try {
    await getStore();
  } catch (error) {
    exitIfDataDirInUse(error);
    // An older build on a newer store, or a migration that failed: it does not start.
    exitIfStoreRefused(error);
    // The first read will try again; pages fall back meanwhile.
    log('error', 'store.open_failed', {
      message: error instanceof Error ? error.message : 'unknown',
    });
    store = 'error';
  }
  // Sends the outbox's e-mail, or says in one line that SMTP_URL is unset. Also
  // when the store did not open yet: each round opens it again.
  (await import('@/lib/mail/sender')).startSender();
  await ready(store);
}

/**
 * The line that says requests are answered from here on. Next binds the port and
 * prints its banner ("Ready in …") before this code runs; a request that arrives
 * meanwhile is held by Next until startServer returns, never answered from a
 * store still opening (e2e/embedded/start-log.spec.ts).
 */
async function ready(store: 'ok' | 'error' | 'not used') {
  const { log } = await import('@/lib/log');
  log('info', 'server.ready', { store, ms: Math.round(performance.now()) });
}

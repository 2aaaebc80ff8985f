import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';
import { env } from '@/lib/env';
import { log } from '@/lib/log';

/**
 * The process's own state as an operator sees it: is it shutting down, how many
 * requests are being answered. Kept on globalThis: instrumentation.ts and the
 * route bundles are separate module graphs in one process.
 */
type Lifecycle = {
  shuttingDown: boolean;
  inFlight: number;
  server?: Server;
  tracking?: boolean;
};
const LIFECYCLE = Symbol.for('masco.lifecycle');

export function lifecycle(): Lifecycle {
  const holder = globalThis as { [LIFECYCLE]?: Lifecycle };
  return (holder[LIFECYCLE] ??= { shuttingDown: false, inFlight: 0 });
}

type RequestStart = { request: IncomingMessage; response: ServerResponse; server: Server };

/**
 * Counts the requests being answered, through Node's own `http.server.request.start`
 * channel: `next start` keeps its HTTP server to itself, and the channel names it.
 * A request that arrives while the process shuts down is answered with
 * `Connection: close`, so no keep-alive connection outlives the drain.
 */
export function trackRequests(state = lifecycle()): () => void {
  if (state.tracking) return () => undefined;
  state.tracking = true;
  const onStart = (message: unknown) => {
    const { response, server } = message as RequestStart;
    state.server ??= server;
    state.inFlight += 1;
    if (state.shuttingDown) response.setHeader('Connection', 'close');
    // 'close' comes whether the answer was sent or the client went away. Next itself
    // may already listen ten times: one more is allowed for, not warned about.
    const most = response.getMaxListeners();
    if (most > 0) response.setMaxListeners(most + 1);
    response.once('close', () => (state.inFlight -= 1));
  };
  subscribe('http.server.request.start', onStart);
  /** Stops counting (the tests' own servers). */
  return () => {
    unsubscribe('http.server.request.start', onStart);
    state.tracking = false;
  };
}

export type ShutdownOptions = {
  /** How long the requests in flight may take to finish. */
  drainMs: number;
  /** Closes what the process holds open (the store, Redis), after the drain. */
  release: () => Promise<void>;
  log: (level: 'info' | 'error', event: string, fields: Record<string, unknown>) => void;
  exit?: (code: number) => void;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
};

/**
 * Takes no new connection, and leaves the kept-alive ones open: http.Server's own
 * close() destroys the idle ones at once, and a POST that a balancer was writing
 * on one at that moment was lost (a 502 in a rolling restart). A request that
 * still comes on one is answered, with `Connection: close` (trackRequests); an
 * idle one ends at the balancer's or the server's keep-alive timeout.
 *
 * The listening socket is closed two turns of the event loop later, not at once:
 * the kernel completes a connection before the process accepts it, and a busy
 * process (a page being rendered) accepts late; closing the socket resets every
 * connection still queued, with the request the balancer already wrote on it
 * (the POST answered 502 about a second after SIGTERM, at load 17). Each turn's
 * poll phase accepts all that is queued; the second turn is one that began after
 * the signal was handled.
 */
async function stopListening(server: Server) {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
  net.Server.prototype.close.call(server);
}

const openConnections = (server: Server | undefined) =>
  new Promise<number>((resolve) =>
    server ? server.getConnections((error, count) => resolve(error ? 0 : count)) : resolve(0),
  );

/**
 * A graceful stop: report not ready at once, take no new connection, let the
 * requests in flight finish and the kept-alive connections close (for at most
 * `drainMs`, then they are cut), release the store and Redis, then exit 0. A
 * second signal during the drain changes nothing.
 */
export async function shutDown(
  signal: string,
  {
    drainMs,
    release,
    log,
    exit = (code) => process.exit(code),
    now = () => performance.now(),
    wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }: ShutdownOptions,
  state = lifecycle(),
) {
  if (state.shuttingDown) return;
  state.shuttingDown = true;
  const started = now();
  log('info', 'server.shutdown', { signal, inFlight: state.inFlight, drainMs });
  const server = state.server;
  if (server) await stopListening(server);
  while (now() - started < drainMs && (state.inFlight > 0 || (await openConnections(server)) > 0))
    await wait(50);
  const unfinished = state.inFlight;
  server?.closeAllConnections();
  try {
    await release();
  } catch (error) {
    log('error', 'server.release_failed', {
      message: error instanceof Error ? error.message : 'unknown',
    });
  }
  log('info', 'server.stopped', { signal, unfinished, ms: Math.round(now() - started) });
  exit(0);
}

/**
 * SIGTERM and SIGINT stop the server gracefully (instrumentation.ts). `next start`
 * has its own handlers, registered before instrumentation runs: they wait for
 * every connection without a bound, leave the store open (PGlite then recovers
 * at the next start) and exit 143; they are replaced.
 */
export function stopGracefullyOnSignals() {
  trackRequests();
  const release = async () => {
    const [{ closeStore }, { closeRedis }, { stopSender }, { writeSearchCounts }] =
      await Promise.all([
        import('@/lib/store/db'),
        import('@/lib/redis'),
        import('@/lib/mail/sender'),
        import('@/lib/search/search-counts'),
      ]);
    // An e-mail being sent is marked sent, and the searches counted, before the store closes.
    await Promise.all([stopSender(), writeSearchCounts()]);
    await Promise.all([closeStore(), closeRedis()]);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      void shutDown(signal, {
        drainMs: env.shutdownDrainMs,
        release,
        log,
      });
    });
  }
}

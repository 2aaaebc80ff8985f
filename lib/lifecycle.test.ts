import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shutDown, trackRequests, type ShutdownOptions } from './lifecycle';

type State = Parameters<typeof trackRequests>[0] & object;
const fresh = (): State => ({ shuttingDown: false, inFlight: 0 });

/** A stopped clock: `wait` moves it, nothing sleeps. */
function clock() {
  let now = 0;
  return { now: () => now, wait: async (ms: number) => void (now += ms) };
}

function options(overrides: Partial<ShutdownOptions> = {}) {
  const events: [string, Record<string, unknown>, string][] = [];
  const exit = vi.fn();
  const release = vi.fn(async () => undefined);
  const opts: ShutdownOptions = {
    drainMs: 10_000,
    release,
    log: (level, event, fields) => events.push([event, fields, level]),
    exit,
    ...clock(),
    ...overrides,
  };
  return { opts, events, exit, release };
}

describe('a graceful stop', () => {
  it('reports shutting down at once, closes the server, waits for the requests in flight, releases, exits 0', async () => {
    const state = fresh();
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const listeningWhenCut: boolean[] = [];
    vi.spyOn(server, 'closeAllConnections').mockImplementation(
      () => void listeningWhenCut.push(server.listening),
    );
    state.server = server;
    state.inFlight = 2;
    const ticks = clock();
    const { opts, events, exit, release } = options({
      now: ticks.now,
      // The two requests finish after 300 ms and 1.2 s.
      wait: async (ms) => {
        await ticks.wait(ms);
        state.inFlight = ticks.now() >= 1200 ? 0 : ticks.now() >= 300 ? 1 : 2;
      },
    });
    const stopping = shutDown('SIGTERM', opts, state);
    expect(state.shuttingDown).toBe(true);
    await stopping;
    expect(listeningWhenCut).toEqual([false]);
    expect(release).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
    expect(events).toEqual([
      ['server.shutdown', { signal: 'SIGTERM', inFlight: 2, drainMs: 10_000 }, 'info'],
      ['server.stopped', { signal: 'SIGTERM', unfinished: 0, ms: 1200 }, 'info'],
    ]);
  });

  it('waits no longer than the drain bound for a request that never ends, then still releases and exits 0', async () => {
    const state = fresh();
    state.inFlight = 1;
    const { opts, events, exit, release } = options({ drainMs: 2000 });
    await shutDown('SIGINT', opts, state);
    expect(release).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
    expect(events.at(-1)).toEqual([
      'server.stopped',
      { signal: 'SIGINT', unfinished: 1, ms: 2000 },
      'info',
    ]);
  });

  it('releases after the drain, not before, and exits 0 even when releasing fails', async () => {
    const state = fresh();
    state.inFlight = 1;
    const order: string[] = [];
    const ticks = clock();
    const { opts, events, exit } = options({
      now: ticks.now,
      wait: async (ms) => {
        await ticks.wait(ms);
        if (ticks.now() >= 500) {
          state.inFlight = 0;
          order.push('drained');
        }
      },
      release: async () => {
        order.push('release');
        throw new Error('pool already ended');
      },
    });
    await shutDown('SIGTERM', opts, state);
    expect(order).toEqual(['drained', 'release']);
    expect(events.map(([event, , level]) => `${level} ${event}`)).toEqual([
      'info server.shutdown',
      'error server.release_failed',
      'info server.stopped',
    ]);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('a second signal during the drain changes nothing', async () => {
    const state = fresh();
    const { opts, exit, release } = options();
    await Promise.all([shutDown('SIGTERM', opts, state), shutDown('SIGINT', opts, state)]);
    expect(release).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledTimes(1);
  });
});

describe('the requests in flight', () => {
  let server: http.Server | undefined;
  let untrack = () => undefined as void;
  afterEach(() => {
    untrack();
    server?.close();
  });

  it('are counted from Node’s own HTTP channel; one that arrives while stopping is told to close its connection', async () => {
    const state = fresh();
    untrack = trackRequests(state);
    let finish: () => void = () => undefined;
    const warnings: string[] = [];
    const warned = (warning: Error) => warnings.push(warning.name);
    process.on('warning', warned);
    server = http.createServer((_, response) => {
      // As many 'close' listeners as Node allows before warning, as Next adds its own.
      for (let i = 0; i < EventEmitter.defaultMaxListeners; i++)
        response.on('close', () => undefined);
      finish = () => response.end('done');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });
    const get = () =>
      new Promise<http.IncomingMessage>((resolve) =>
        http.get({ port, host: '127.0.0.1', agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response));
        }),
      );

    const first = get();
    await vi.waitFor(() => expect(state.inFlight).toBe(1));
    expect(state.server).toBe(server);
    finish();
    expect((await first).headers.connection).toBe('keep-alive');
    await vi.waitFor(() => expect(state.inFlight).toBe(0));

    state.shuttingDown = true;
    const second = get();
    await vi.waitFor(() => expect(state.inFlight).toBe(1));
    finish();
    expect((await second).headers.connection).toBe('close');
    await vi.waitFor(() => expect(state.inFlight).toBe(0));
    agent.destroy();
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    process.off('warning', warned);
    expect(warnings).toEqual([]);
  });

  it('a kept-alive connection is not cut when the server stops listening: a request on it is answered, told to close, and the stop ends with it', async () => {
    const state = fresh();
    untrack = trackRequests(state);
    server = http.createServer((_, response) => response.end('done'));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<http.IncomingMessage>((resolve, reject) =>
        http
          .get({ port, host: '127.0.0.1', agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(response));
          })
          .on('error', reject),
      );
    expect((await get()).headers.connection).toBe('keep-alive');
    await vi.waitFor(() => expect(state.inFlight).toBe(0));

    const exit = vi.fn();
    const stopped = shutDown(
      'SIGTERM',
      { drainMs: 5000, release: async () => undefined, log: () => undefined, exit },
      state,
    );
    // A balancer writing on its idle connection at this moment is answered.
    const late = await get();
    expect(late.statusCode).toBe(200);
    expect(late.headers.connection).toBe('close');
    // A new connection is refused.
    await expect(
      new Promise((resolve, reject) =>
        http.get({ port, host: '127.0.0.1', agent: false }, resolve).on('error', reject),
      ),
    ).rejects.toThrow(/ECONNREFUSED/);
    await stopped;
    expect(exit).toHaveBeenCalledWith(0);
    agent.destroy();
  });
});

describe('a connection the kernel has taken but the server has not accepted yet', () => {
  let server: http.Server | undefined;
  let untrack = () => undefined as void;
  afterEach(() => {
    untrack();
    server?.closeAllConnections();
    server?.close();
  });

  /**
   * A balancer's POST on a connection that is still in the listen queue when
   * SIGTERM is handled: a busy process (a page being rendered) accepts it late.
   * A worker connects and writes while this thread is held (Atomics.wait), as a
   * busy event loop is; the signal is then handled before the loop accepts.
   */
  it('is accepted and answered, not reset, when the stop begins before the loop has taken it', async () => {
    const state = fresh();
    untrack = trackRequests(state);
    const received: string[] = [];
    server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        received.push(`${request.method} ${request.url}`);
        response.end('stored');
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    state.server = server;
    const written = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(
      `const net = require('node:net');
       const { workerData, parentPort } = require('node:worker_threads');
       const socket = net.connect(workerData.port, '127.0.0.1', () => {
         socket.write('POST /contact HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 2\\r\\n\\r\\nhi');
         Atomics.store(workerData.written, 0, 1);
         Atomics.notify(workerData.written, 0);
       });
       let answer = '';
       socket.on('data', (chunk) => (answer += chunk));
       socket.on('error', (error) => parentPort.postMessage('error ' + error.code));
       socket.on('end', () => parentPort.postMessage(answer.split('\\r\\n')[0]));`,
      { eval: true, workerData: { port, written } },
    );
    const outcome = new Promise<string>((resolve) => worker.once('message', resolve));
    // This thread is busy until the request is in the kernel's queue for it.
    Atomics.wait(written, 0, 0);
    const exit = vi.fn();
    const stopped = shutDown(
      'SIGTERM',
      { drainMs: 5000, release: async () => undefined, log: () => undefined, exit },
      state,
    );
    expect(await outcome).toBe('HTTP/1.1 200 OK');
    expect(received).toEqual(['POST /contact']);
    await stopped;
    expect(exit).toHaveBeenCalledWith(0);
    await worker.terminate();
  });
});

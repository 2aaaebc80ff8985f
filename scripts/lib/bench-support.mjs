// What the measuring scripts share: free loopback ports, and a seeded random
// generator so that every run writes the same generated text.
import { createServer } from 'node:net';

/** A port nothing listens on at the moment, on 127.0.0.1 (the system picks it). */
const systemPort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Whether nothing listens on `port` of 127.0.0.1 now. */
export const portFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * A free port for a measuring script's server: the system's pick, or with
 * MEASURE_PORT_BASE=n one of n to n+99 (on a shared machine, each person's own range).
 */
export const freePort = () => {
  const base = Number(process.env.MEASURE_PORT_BASE);
  if (!Number.isInteger(base) || base <= 0) return systemPort();
  measurePorts ??= portsIn(base, base + 99);
  return measurePorts();
};
let measurePorts;

/**
 * Free ports of a fixed range [first, last], for a script whose ports are set
 * aside: round robin, so a just-stopped server's port is not reused at once.
 */
export function portsIn(first, last) {
  let lastPort = first - 1;
  const size = last - first + 1;
  return async function port() {
    for (let i = 1; i <= size; i++) {
      const candidate = first + ((lastPort - first + i) % size);
      if (await portFree(candidate)) {
        lastPort = candidate;
        return candidate;
      }
    }
    throw new Error(`no free port in ${first}-${last}`);
  };
}

/** mulberry32: a small seeded PRNG, so every run writes the same text. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

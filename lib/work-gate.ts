/**
 * What a gate answers when its slots and its queue are full. A registered symbol:
 * a gate kept on globalThis answers the same BUSY to every copy of this module.
 */
export const BUSY: unique symbol = Symbol.for('masco.gate-busy');

export type Gate = {
  /** Runs `work` in a free slot, after a short wait in the queue, or answers BUSY at once. */
  run<T>(work: () => Promise<T>): Promise<T | typeof BUSY>;
  readonly running: number;
  readonly queued: number;
};

/**
 * At most `slots` pieces of work at once, at most `queue` more waiting their turn
 * (first come, first served); beyond that BUSY, at once. A slot freed goes to the
 * first in the queue. `slots` 0: no bound (everything runs at once).
 */
export function createGate(slots: number, queue: number): Gate {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(work) {
      if (slots > 0 && running >= slots) {
        if (waiting.length >= queue) return BUSY;
        // The slot is handed over by the work that frees it (running stays counted).
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running += 1;
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    get running() {
      return running;
    },
    get queued() {
      return waiting.length;
    },
  };
}

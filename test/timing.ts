/** The fastest of a few runs of `work`, in ms (the fastest is the least disturbed by the machine). */
export function fastestMs(work: () => unknown, runs = 3): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/**
 * How many times longer `work` on `input` takes than on `baseline`, an input of
 * the same length without the trouble, measured side by side in this run: a
 * busy machine slows both alike, so no absolute limit is needed.
 */
export const costRatio = (work: (input: string) => unknown, input: string, baseline: string) =>
  fastestMs(() => work(input)) / fastestMs(() => work(baseline));

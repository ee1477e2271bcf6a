/** Runs `task` `times` times (after one warm-up) and answers p50 and p95 in milliseconds. */
export async function measure(times: number, task: (iteration: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  return measureAfter(times, async () => undefined, task);
}

/** As `measure`, timing only `task`: `prepare` runs untimed before each run (a write that empties a cache, say). */
export async function measureAfter(times: number, prepare: (iteration: number) => Promise<unknown>, task: (iteration: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (let i = -1; i < times; i += 1) {
    await prepare(i);
    const start = performance.now();
    await task(i);
    if (i >= 0) samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

/** Prints one figure line, aligned. */
export function report(label: string, figures: { p50: number; p95: number }): void {
  console.log(`${label.padEnd(58)} p50 ${figures.p50.toFixed(1).padStart(8)} ms   p95 ${figures.p95.toFixed(1).padStart(8)} ms`);
}

// Figures of many timings, shared by the bench, the load script and the timed tests.

/** The value that a share `q` (0-1) of `values` is at most: nearest rank, NaN for none. */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

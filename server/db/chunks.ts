// Long work on the database in chunks: a statement's 20,000 rows booked, a century of net-worth
// history computed. Each chunk is a transaction of its own, sized to hold the database for about
// CHUNK_MS, so that on PGlite, whose one connection everybody shares, another person's query waits
// for one chunk at most (server/db/client.ts: a transaction is one turn).

/** How long one chunk's transaction should hold the database. */
export const CHUNK_MS = 20;

/** The next chunk's size: as many units as fit CHUNK_MS at the last chunk's pace, in [min, max]. */
export function nextChunk(size: number, ms: number, { min, max }: { min: number; max: number }) {
  return Math.min(max, Math.max(min, Math.round((size * CHUNK_MS) / Math.max(ms, 1))));
}

/** Runs `work` and answers what it answered with how long it took (ms). */
export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

// Long work in chunks: a statement's 20,000 rows booked, a century of net-worth history computed.
// Each chunk is a transaction of its own, sized to hold the database for about CHUNK_MS, so that
// on PGlite, whose one connection everybody shares, another person's query waits for one chunk at
// most (server/db/client.ts: a transaction is one turn). Loops over many rows in JavaScript give
// the event loop a turn every SLICE items (eachInSlices).
import { setImmediate as yieldToLoop } from 'node:timers/promises';

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

/** Items a loop over many rows handles between two turns of the event loop. */
const SLICE = 1_000;

/**
 * Calls `each` for every item, letting the event loop take a turn every SLICE items: checking a
 * statement's 20,000 rows in one go held the thread that answers everybody for 100-200 ms.
 */
export async function eachInSlices<T>(
  items: readonly T[],
  each: (item: T, index: number) => void,
): Promise<void> {
  for (let index = 0; index < items.length; index++) {
    if (index > 0 && index % SLICE === 0) await yieldToLoop();
    each(items[index]!, index);
  }
}

/** `items.map(each)`, in slices (eachInSlices). */
export async function mapInSlices<T, R>(
  items: readonly T[],
  each: (item: T, index: number) => R,
): Promise<R[]> {
  const mapped: R[] = [];
  await eachInSlices(items, (item, index) => mapped.push(each(item, index)));
  return mapped;
}

// Long work in chunks: a statement's 20,000 rows booked, a century of net-worth history computed.
// Each chunk is a transaction of its own, sized to hold the database for about chunkMs, so that
// on PGlite, whose one connection everybody shares, another person's query waits for one chunk at
// most (server/db/client.ts: a transaction is one turn). Loops over many rows in JavaScript give
// the event loop a turn every SLICE_MS (eachInSlices).
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { QUIET_MS, quietFor, sharesOneConnection, type Db } from './client.js';

/** How long one chunk's transaction should hold the database. */
export const CHUNK_MS = 20;
/**
 * How long a chunk may hold the database while it is quiet (client.ts, quietFor): whoever comes
 * then waits for this one chunk, and the next ones are CHUNK_MS again. A chunk's own cost (its
 * transaction, lock, planning, triggers: 2-7 ms) was a third of a 20 ms chunk on a busy machine.
 */
export const QUIET_CHUNK_MS = 50;
/**
 * How long a chunk may hold the database on PostgreSQL, where everybody else queries on a
 * connection of their own and only the person's own writes wait for it (their ledger lock). A
 * 10,000-row statement took 2.5-2.7 s to confirm in 20 ms chunks and 1.7-2.3 s in 100 ms ones
 * (four runs each, alternating): each chunk's transaction, lock, trigger and commit cost 2-4 ms.
 */
export const POOLED_CHUNK_MS = 100;

/** How long the next chunk of long work on `db` should hold it (see above). */
export function chunkMs(db: Db): number {
  if (!sharesOneConnection(db)) return POOLED_CHUNK_MS;
  return quietFor(db) >= QUIET_MS ? QUIET_CHUNK_MS : CHUNK_MS;
}

/**
 * Sizes the chunks of one piece of long work: `first` units first, then as many as fit the
 * `target` ms that `next` is given at the last chunk's pace. A chunk's time has a fixed part
 * (its transaction, lock, bookkeeping statements, commit) and its work, which grows with its
 * units; each chunk says how long its work took, so the pace is the work's alone, and the work
 * gets what the fixed part leaves of the target, or half the target where the fixed part takes
 * more. Sized by the whole chunk's pace (size × target / took), chunks shrank to the minimum
 * whenever the fixed part alone reached the target: a history since 1900, whose chunks cost
 * 20-30 ms before their first day, ran in 7-day chunks and took 30-57 s instead of 5-11 s. A
 * chunk grows at most twofold.
 */
export function pacer(first: number, { min, max }: { min: number; max: number }) {
  let last: { units: number; ms: number; workMs: number } | undefined;
  return {
    /** Records the last chunk: `units` done, the database held `ms`, `workMs` of it their work. */
    took(units: number, ms: number, workMs: number) {
      last = { units, ms, workMs };
    },
    /** The next chunk's size, for a chunk of about `target` ms (chunkMs). */
    next(target: number): number {
      if (!last) return first;
      const fixed = Math.max(last.ms - last.workMs, 0);
      const perUnit = Math.max(last.workMs, 0.01) / Math.max(last.units, 1);
      const size = Math.round(Math.max(target - fixed, target / 2) / perUnit);
      return Math.min(max, 2 * last.units, Math.max(min, size));
    },
  };
}

/** What a chunk's transaction is given: `began` once it has its turn, `work` around its work. */
export type ChunkClock = {
  began(): void;
  work<W>(run: () => Promise<W>): Promise<W>;
};

/**
 * Runs a chunk's transaction and answers what it answered with how long it held the database
 * (ms): from the moment it calls `began` (inside the transaction) to its commit, the wait for its
 * turn left out; and how much of that its `work` took (pacer). Timed without the lock, the check
 * and the commit, chunks sized for 20 ms held the database for 30-60 ms.
 */
export async function heldFor<T>(
  transaction: (clock: ChunkClock) => Promise<T>,
): Promise<{ value: T; ms: number; workMs: number }> {
  let start = performance.now();
  let workMs = 0;
  const value = await transaction({
    began() {
      start = performance.now();
    },
    async work(run) {
      const started = performance.now();
      try {
        return await run();
      } finally {
        workMs += performance.now() - started;
      }
    },
  });
  return { value, ms: performance.now() - start, workMs };
}

/** How long a loop over many rows may hold the thread before the event loop takes a turn. */
export const SLICE_MS = 10;

/**
 * Calls `each` for every item, letting the event loop take a turn whenever SLICE_MS have passed
 * since the last: checking a statement's 20,000 rows in one go held the thread that answers
 * everybody for 100-200 ms, and a fixed 1,000 rows a turn still held it 80 ms where each row's
 * checks were dearer. The clock is read every 64 items.
 */
export async function eachInSlices<T>(
  items: readonly T[],
  each: (item: T, index: number) => void,
): Promise<void> {
  let since = performance.now();
  for (let index = 0; index < items.length; index++) {
    if (index % 64 === 63 && performance.now() - since > SLICE_MS) {
      await yieldToLoop();
      since = performance.now();
    }
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

/** The sizes of a piece of work's chunks (pacer): `first` items first, then min to max. */
export type ChunkSizes = { first: number; min: number; max: number };

/**
 * Writes `items` in chunks, each a transaction of its own (`write`): once it has its turn, the
 * chunk takes its items with `take` (as many as fit chunkMs then, at the last chunk's pace), and
 * times its work with `clock.work`. Stops at the first chunk that answers something (a failure)
 * and answers it; undefined once every item is written. A chunk that throws ends it too.
 */
export async function writeInChunks<T, F>(
  db: Db,
  items: readonly T[],
  sizes: ChunkSizes,
  write: (take: () => readonly T[], clock: ChunkClock) => Promise<F | undefined>,
): Promise<F | undefined> {
  const pace = pacer(sizes.first, sizes);
  for (let from = 0; from < items.length;) {
    let taken: readonly T[] = [];
    const chunk = await heldFor((clock) =>
      write(() => {
        clock.began();
        taken = items.slice(from, from + pace.next(chunkMs(db)));
        return taken;
      }, clock),
    );
    if (chunk.value !== undefined) return chunk.value;
    from += taken.length;
    pace.took(taken.length, chunk.ms, chunk.workMs);
  }
  return undefined;
}

/** Answers true at most once every `ms` (the first time `ms` after it was made). */
export function every(ms: number): () => boolean {
  let last = performance.now();
  return () => {
    const now = performance.now();
    if (now - last < ms) return false;
    last = now;
    return true;
  };
}

// What a request may ask of the background jobs (server/jobs/queue.ts): only to enqueue, never to
// wait for the work. Resolvers reach it as `ctx.jobs`; without a running queue (JOBS=off, tests)
// it is `noJobs`, and the work happens on the next read (histories repair before they are read)
// or not at all (prices stay as they are).

export type Jobs = {
  /** A user's ledger changed: recompute their net-worth history in the background (debounced:
   * a burst of changes within ~2 s makes one run). */
  historyChanged(userId: string): Promise<void>;
  /** Somebody holds this instrument (now): fetch its latest price and back-fill its daily
   * history from the first day it is held. */
  instrumentHeld(instrumentId: string): Promise<void>;
};

/** Jobs when no queue runs: every request is accepted and forgotten. */
export const noJobs: Jobs = {
  historyChanged: async () => {},
  instrumentHeld: async () => {},
};

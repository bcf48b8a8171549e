// One process at a time on a PGlite data directory. PGlite checks nothing itself: it writes
// postgres's postmaster.pid with the same made-up pid (-42) in every process, overwrites one it
// finds, and a second process opens the same files beside the first and corrupts them (and
// removes the file when it closes, while the first still runs). So whoever opens DATA_DIR/pgdata
// (the server, `npm run demo`, `npm run backup`/`restore`) first creates DATA_DIR/pgdata.lock,
// atomically, naming itself and its pid; the others refuse while that process lives.
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a lock file says: who has the data directory open. */
export type LockHolder = {
  pid: number;
  /** What the process is: SERVER, or the command (`npm run backup`). */
  holder: string;
  /** When it took the lock (ISO). */
  since: string;
  /** When the process started (Linux: clock ticks after boot), to tell a reused pid apart. */
  started?: string;
};

/** The holder name of the server: a backup asks it (SIGUSR2) rather than opening the files. */
export const SERVER = 'the server';

export type DataDirLock = { file: string; holder: LockHolder; release(): void };

export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly by: LockHolder,
  ) {
    super(
      `The database in ${dataDir} is in use by ${by.holder} (pid ${by.pid}, since ${by.since}). ` +
        'Only one process at a time may open it.',
    );
    this.name = 'DataDirLocked';
  }
}

export const lockFileOf = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

/** The lock files this process holds. */
const held = new Map<string, LockHolder>();

/** When process `pid` started (Linux), else undefined. */
function startedAt(pid: number): string | undefined {
  try {
    // after the command name in parentheses, field 22 (starttime) is the 20th
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function alive(file: string, other: LockHolder): boolean {
  if (other.pid === process.pid) {
    // this process, or a former one with the same pid (a restarted container): ours if held
    return held.get(file)?.since === other.since;
  }
  try {
    process.kill(other.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startedAt(other.pid);
  return other.started === undefined || started === undefined || started === other.started;
}

function parse(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    return typeof value.pid === 'number' && typeof value.holder === 'string'
      ? (value as LockHolder)
      : undefined;
  } catch {
    return undefined;
  }
}

const readText = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/** Who holds the lock of `dataDir` while living, or undefined: nobody, or a stale file. */
export function lockHolder(dataDir: string): LockHolder | undefined {
  const file = lockFileOf(dataDir);
  const text = readText(file);
  const other = text === undefined ? undefined : parse(text);
  return other && alive(file, other) ? other : undefined;
}

/**
 * Takes the lock of `dataDir` for this process as `holder`; a stale one (its process gone) is
 * taken over. Throws DataDirLocked while a living process holds it (this one included).
 */
export function lockDataDir(dataDir: string, holder: string): DataDirLock {
  const file = lockFileOf(dataDir);
  const mine: LockHolder = {
    pid: process.pid,
    holder,
    since: new Date().toISOString(),
    started: startedAt(process.pid),
  };
  // written whole beside it, then linked to its name: it appears complete or not at all
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, `${JSON.stringify(mine)}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw error;
      }
      const text = readText(file);
      if (text === undefined) continue;
      const other = parse(text);
      if (other && alive(file, other)) throw new DataDirLocked(dataDir, other);
      // Stale: taken away under a name of our own, so that of two processes taking it over at
      // once, one removes it; a fresh lock taken away by mistake is put back.
      const taken = `${file}.stale-${process.pid}`;
      try {
        renameSync(file, taken);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      if (readFileSync(taken, 'utf8') !== text) {
        try {
          linkSync(taken, file);
        } catch {
          // another one was taken meanwhile: that one stands
        }
      }
      unlinkSync(taken);
    }
  } finally {
    unlinkSync(draft);
  }
  held.set(file, mine);
  watchExit();
  return {
    file,
    holder: mine,
    release: () => release(file),
  };
}

function release(file: string): void {
  const mine = held.get(file);
  if (!mine) return;
  held.delete(file);
  const now = parse(readText(file) ?? '');
  if (now?.pid === mine.pid && now.since === mine.since) unlinkSync(file);
}

let watching = false;
/** A process that exits without closing its database (a fatal error) leaves no lock behind. */
function watchExit(): void {
  if (watching) return;
  watching = true;
  process.on('exit', () => {
    for (const file of [...held.keys()]) {
      try {
        release(file);
      } catch {
        // exiting anyway; the next opener finds a stale lock
      }
    }
  });
}

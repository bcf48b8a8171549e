// Backups of the embedded database (`npm run backup`, `npm run restore`; scripts/backup.ts and
// scripts/restore.ts are their command lines). A backup is one zip file:
//   backup.json      the manifest: format and version, when, the app's version, the migrations
//   pgdata.tar.gz    DATA_DIR/pgdata as PGlite's own dumpDataDir tarball (gzipped here)
//   secrets.json     DATA_DIR/secrets.json when there is one: the keys the data is sealed with
// Only one process may open a PGlite data directory (lock.ts). With no server running, the
// command opens it itself; while the server runs it asks the server: it leaves a request file in
// DATA_DIR/backups/.requests and sends the server SIGUSR2, the server writes the backup (a
// `db-backup` job) and answers in a file beside the request, which the command waits for.
// On PostgreSQL (DATABASE_URL) both commands say how to do it with pg_dump and pg_restore.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  chmod,
  copyFile,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  unlink,
} from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs, promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { loadConfig, type EnvConfig } from '../config.js';
import { openDatabase, pgdataDir, type Database } from './client.js';
import { DataDirLocked, lockDataDir, lockHolder, SERVER, type LockHolder } from './lock.js';
import { appliedMigrations, knownMigrations } from './migrate.js';

export const BACKUP_FORMAT = 'wealth-tracker-backup';
export const BACKUP_VERSION = 1;
const MANIFEST = 'backup.json';
const DATA = 'pgdata.tar.gz';
const SECRETS = 'secrets.json';
const NAME = /^wealth-backup-.*\.zip$/;

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  app_version: string;
  /** The migrations the database had (schema_migrations). */
  migrations: string[];
  /** SHA-256 of pgdata.tar.gz, checked before a restore. */
  data_sha256: string;
  secrets: boolean;
};

export type Written = { file: string; bytes: number; manifest: Manifest };

/** Something the person running a command must read: said as it is, without a stack. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** How long `npm run backup` waits for the running server's answer. */
export const SERVER_ANSWER_TIMEOUT_MS = 5 * 60_000;

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');
const requestsDir = (dataDir: string) => path.join(backupsDir(dataDir), '.requests');
const secretsFile = (dataDir: string) => path.join(dataDir, 'secrets.json');

/** 2026-11-28T03-00-00Z: a moment as a file name takes it, sorting as time does. */
export const stamp = (at = new Date()) =>
  at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

/** A new backup's path in `dir`: wealth-backup-<stamp>.zip, numbered if the second has one. */
async function newBackupPath(dir: string): Promise<string> {
  const name = `wealth-backup-${stamp()}`;
  for (let n = 1; ; n++) {
    const file = path.join(dir, n === 1 ? `${name}.zip` : `${name}-${n}.zip`);
    if (!existsSync(file)) return file;
  }
}

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Writes `bytes` to `file` (mode 0600) under a hidden temporary name first: a file by that name
 * is always complete. */
async function writeWhole(file: string, bytes: Uint8Array | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
  try {
    const handle = await open(partial, 'w', 0o600);
    try {
      await handle.chmod(0o600);
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

let appVersion: string | undefined;
async function ownVersion(): Promise<string> {
  appVersion ??= (
    JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;
  return appVersion;
}

/**
 * Writes a backup of `database` (PGlite in `dataDir`) to `file`. The data directory is copied
 * while nobody's query runs and no transaction is open: inside one PGlite transaction, which
 * takes its turn behind the queries already waiting (client.ts) and holds PGlite's own lock, a
 * CHECKPOINT writes every committed change into the data files, then dumpDataDir reads them, at
 * once (it reads synchronously, under PGlite's query lock). So the copy is the database as of one
 * moment, every committed transaction in it whole, and it needs no recovery. The compression
 * comes after, while the others' queries run again.
 */
export async function writeBackup(
  database: Database,
  dataDir: string,
  file: string,
): Promise<Written> {
  const client = database.pglite;
  if (!client) throw new BackupError('Only the embedded database (PGlite) is backed up here.');
  const migrations = await appliedMigrations(database);
  let tar: Blob | undefined;
  await client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    tar = await client.dumpDataDir('none');
  });
  const data = await promisify(gzip)(new Uint8Array(await tar!.arrayBuffer()));
  const secrets = await readIfThere(secretsFile(dataDir));
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    created_at: new Date().toISOString(),
    app_version: await ownVersion(),
    migrations,
    data_sha256: createHash('sha256').update(data).digest('hex'),
    secrets: secrets !== undefined,
  };
  const archive = zipSync({
    [MANIFEST]: strToU8(`${JSON.stringify(manifest, null, 2)}\n`),
    // gzipped already
    [DATA]: [data, { level: 0 }],
    ...(secrets ? { [SECRETS]: new Uint8Array(secrets) } : {}),
  });
  await writeWhole(file, archive);
  return { file, bytes: archive.length, manifest };
}

export type Backup = { file: string; manifest: Manifest; data: Uint8Array; secrets?: Uint8Array };

/** Reads and checks a backup file: ours, whole, and of a version this app can restore. */
export async function readBackup(file: string): Promise<Backup> {
  const bytes = await readIfThere(file);
  if (!bytes) throw new BackupError(`There is no file ${file}.`);
  const notOurs = `${file} is not a Wealth Tracker backup (or it is damaged)`;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(bytes));
  } catch {
    throw new BackupError(`${notOurs}: it is not a readable zip file.`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(strFromU8(entries[MANIFEST]!)) as Manifest;
  } catch {
    throw new BackupError(`${notOurs}: it has no readable ${MANIFEST}.`);
  }
  if (manifest.format !== BACKUP_FORMAT || !Array.isArray(manifest.migrations)) {
    throw new BackupError(`${notOurs}: its ${MANIFEST} is not one of ours.`);
  }
  if (!(manifest.version <= BACKUP_VERSION)) {
    throw new BackupError(
      `${file} is a backup of format version ${manifest.version}, written by Wealth Tracker ` +
        `${manifest.app_version}; this version (${await ownVersion()}) reads version ` +
        `${BACKUP_VERSION} at most. Update the app, then restore it.`,
    );
  }
  const known = new Set(await knownMigrations());
  const unknown = manifest.migrations.filter((version) => !known.has(version));
  if (unknown.length > 0) {
    throw new BackupError(
      `${file} was written by a newer Wealth Tracker (${manifest.app_version}): its database has ` +
        `migrations this version (${await ownVersion()}) does not know (${unknown.join(', ')}). ` +
        'Update the app to that version or a later one, then restore it.',
    );
  }
  const data = entries[DATA];
  if (!data || createHash('sha256').update(data).digest('hex') !== manifest.data_sha256) {
    throw new BackupError(`${file} is damaged: its database (${DATA}) is missing or altered.`);
  }
  return { file, manifest, data, secrets: entries[SECRETS] };
}

/** Removes all but the newest `keep` backups (wealth-backup-*.zip) in `dir`; answers their paths. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const files = await Promise.all(
    (await readdir(dir))
      .filter((name) => NAME.test(name))
      .map(async (name) => {
        const file = path.join(dir, name);
        return { file, at: (await stat(file)).mtimeMs };
      }),
  );
  const old = files.sort((a, b) => b.at - a.at || b.file.localeCompare(a.file)).slice(keep);
  await Promise.all(old.map(({ file }) => unlink(file)));
  return old.map(({ file }) => file);
}

// ---- The running server writes the backup: requests and answers -------------------------------

/** What the server wrote: the file, its size, and whether it holds secrets.json. */
type Answered = { file: string; bytes: number; secrets: boolean };
type Answer = Answered | { error: string };

/**
 * The command's side: asks the server `server` for a backup and waits (up to `timeoutMs`) for the
 * file it wrote in DATA_DIR/backups.
 */
export async function askServer(
  dataDir: string,
  server: LockHolder,
  timeoutMs = SERVER_ANSWER_TIMEOUT_MS,
): Promise<Answered> {
  const dir = requestsDir(dataDir);
  const id = randomUUID();
  const base = path.join(dir, id);
  // complete before the server can see it (it reads *.json only)
  await writeWhole(`${base}.json`, `${JSON.stringify({ pid: process.pid, at: new Date() })}\n`);
  const gaveUp = () =>
    Promise.all(['.json', '.taken'].map((end) => rm(base + end, { force: true })));
  try {
    process.kill(server.pid, 'SIGUSR2');
  } catch (error) {
    await gaveUp();
    throw new BackupError(
      `Could not signal the server (pid ${server.pid}): ${(error as Error).message}. ` +
        'Run this as the user the server runs as.',
    );
  }
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const text = await readIfThere(`${base}.done`);
    if (text) {
      await rm(`${base}.done`, { force: true });
      const answer = JSON.parse(text.toString('utf8')) as Answer;
      if ('error' in answer) {
        throw new BackupError(`The server could not write the backup: ${answer.error}`);
      }
      return answer;
    }
    await sleep(100);
  }
  await gaveUp();
  throw new BackupError(
    `The server (pid ${server.pid}) wrote no backup within ${Math.round(timeoutMs / 1000)} s. ` +
      'Its log says why (is it still starting?). Try again, or stop it and run this again.',
  );
}

/** The server's side: takes the requests waiting; answers their ids. */
export async function takeBackupRequests(dataDir: string): Promise<string[]> {
  const dir = requestsDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  const taken: string[] = [];
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    const id = name.slice(0, -'.json'.length);
    try {
      await rename(path.join(dir, name), path.join(dir, `${id}.taken`));
      taken.push(id);
    } catch {
      // taken by an earlier signal's turn
    }
  }
  return taken;
}

/**
 * The server's side: writes the backup request `id` asked for into DATA_DIR/backups and answers
 * it. Nothing when nobody waits any more (the command gave up, or the job came with a restored
 * database).
 */
export async function answerBackupRequest(
  database: Database,
  dataDir: string,
  id: string,
): Promise<Written | undefined> {
  const base = path.join(requestsDir(dataDir), id);
  if (!existsSync(`${base}.taken`)) return undefined;
  try {
    const written = await writeBackup(database, dataDir, await newBackupPath(backupsDir(dataDir)));
    const answer: Answer = {
      file: written.file,
      bytes: written.bytes,
      secrets: written.manifest.secrets,
    };
    await writeWhole(`${base}.done`, JSON.stringify(answer));
    return written;
  } catch (error) {
    await writeWhole(`${base}.done`, JSON.stringify({ error: (error as Error).message }));
    throw error;
  } finally {
    await rm(`${base}.taken`, { force: true });
  }
}

/**
 * SIGUSR2 asks the server for a backup. Listened to from the very start (the signal's default
 * ends a process): requests that come before `serve` wait for it.
 */
export function listenForBackupRequests(log: {
  info(line: string): void;
  error(line: string): void;
}) {
  let serving: ((id: string) => Promise<unknown>) | undefined;
  let dataDir = '';
  const take = () => {
    if (!serving) return;
    const run = serving;
    void takeBackupRequests(dataDir).then((ids) =>
      ids.forEach((id) => {
        log.info(`SIGUSR2: writing a backup into ${backupsDir(dataDir)}`);
        run(id).catch((error: unknown) =>
          log.error(`The backup failed: ${(error as Error).message}`),
        );
      }),
    );
  };
  process.on('SIGUSR2', take);
  return {
    /** Writes the backups asked for through `run`, from now on and those waiting. */
    serve(dir: string, run: (id: string) => Promise<unknown>) {
      dataDir = dir;
      serving = run;
      take();
    },
  };
}

// ---- The commands -------------------------------------------------------------------------------

export type Say = { info(line: string): void; error(line: string): void };

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** DATABASE_URL with its password left out. */
export function maskedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '****';
  if (parsed.searchParams.has('password')) parsed.searchParams.set('password', '****');
  return parsed.toString();
}

/** What to do on PostgreSQL: its own tools. */
function postgresHowTo(config: EnvConfig, part: 'backup' | 'restore'): string {
  const url = maskedUrl(config.databaseUrl!);
  const keys =
    config.jwtSecret && config.secretsKey
      ? 'they are set in the environment: keep a copy of them with the dumps'
      : `those not set in the environment are in ${secretsFile(config.dataDir)}: copy that file with the dumps`;
  const backup = [
    'Back up (the server may keep running):',
    `  pg_dump --format=custom --file="wealth-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump" "${url}"`,
    '',
    'Every night at 03:00 (crontab -e; a crontab needs % written as \\%):',
    `  0 3 * * * pg_dump --format=custom --file="/var/backups/wealth/wealth-$(date -u +\\%Y-\\%m-\\%dT\\%H-\\%M-\\%SZ).dump" "${url}"`,
  ];
  const restore = [
    'Restore (stop the server first; into this database or a new, empty one):',
    `  pg_restore --clean --if-exists --no-owner --dbname="${url}" wealth-<date>.dump`,
    'then start the server: it applies the migrations the dump lacks.',
  ];
  return [
    'DATABASE_URL is set: the data is in PostgreSQL, which backs up and restores with its own tools.',
    '',
    ...(part === 'backup' ? [...backup, '', ...restore] : restore),
    '',
    'Keep SECRETS_KEY and JWT_SECRET with the dumps: stored venue credentials and authenticator-app',
    'secrets are sealed with SECRETS_KEY, and the server refuses to start with another key',
    `(${keys}).`,
    ...(url.includes('****')
      ? ['(**** stands for the password of DATABASE_URL; pg_dump also reads it from ~/.pgpass.)']
      : []),
  ].join('\n');
}

type Parsed = { named: { out?: string; keep?: string }; positional: string[] };

/**
 * Runs a command: its arguments (`--out`, `--keep`, `--help` and the others) checked by `valid`,
 * then the environment read as the server reads it; on PostgreSQL it says how instead. Answers the
 * exit code: 1 after saying what failed.
 */
async function command(
  part: 'backup' | 'restore',
  { env, args, say, usage }: { env: NodeJS.ProcessEnv; args: string[]; say: Say; usage: string },
  valid: (parsed: Parsed) => boolean,
  work: (config: EnvConfig, parsed: Parsed) => Promise<void>,
): Promise<number> {
  try {
    let parsed: Parsed & { named: { help?: boolean } };
    try {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: {
          out: { type: 'string' },
          keep: { type: 'string' },
          help: { type: 'boolean', short: 'h' },
        },
      });
      parsed = { named: values, positional: positionals };
    } catch (error) {
      throw new BackupError(`${(error as Error).message}\n${usage}`);
    }
    if (parsed.named.help || !valid(parsed)) throw new BackupError(usage);
    let config: EnvConfig;
    try {
      config = loadConfig(env);
    } catch (error) {
      throw new BackupError((error as Error).message);
    }
    if (config.databaseUrl) say.info(postgresHowTo(config, part));
    else await work(config, parsed);
    return 0;
  } catch (error) {
    say.error(
      error instanceof BackupError
        ? error.message
        : `The ${part} failed: ${(error as Error).message}`,
    );
    return 1;
  }
}

const BACKUP_USAGE =
  'Usage: npm run backup [-- --out FILE|DIR] [--keep N]\n' +
  '  --out   where to write the backup (default: DATA_DIR/backups/wealth-backup-<time>.zip)\n' +
  '  --keep  then remove all but the newest N wealth-backup-*.zip files in that directory';

/** `npm run backup`: answers the exit code. */
export async function backupCommand(
  env: NodeJS.ProcessEnv,
  args: string[],
  say: Say = console,
): Promise<number> {
  const valid = ({ positional }: Parsed) => positional.length === 0;
  return command(
    'backup',
    { env, args, say, usage: BACKUP_USAGE },
    valid,
    async (config, { named }) => {
      const keep = named.keep === undefined ? undefined : Number(named.keep);
      if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) {
        throw new BackupError('--keep must be a whole number, 1 or more.');
      }
      const pgdata = pgdataDir(config.dataDir);
      if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
        throw new BackupError(
          `There is no database in ${pgdata} to back up. Is DATA_DIR right? The server's ` +
            'default is ./data in the directory it starts in.',
        );
      }
      // --out: a file, or a directory (one that exists, or ends with /)
      const out = named.out === undefined ? undefined : path.resolve(named.out);
      const outIsDir =
        out !== undefined &&
        (/[\\/]$/.test(named.out!) || (await stat(out).catch(() => undefined))?.isDirectory());
      const target = out === undefined ? undefined : outIsDir ? await newBackupPath(out) : out;

      const holder = lockHolder(pgdata);
      let written: Answered;
      if (holder?.holder === SERVER) {
        say.info(`The server is running (pid ${holder.pid}): it writes the backup…`);
        written = await askServer(config.dataDir, holder);
        if (target) {
          // moved whole to where it was asked for: never half a file under its name
          await mkdir(path.dirname(target), { recursive: true });
          const partial = path.join(path.dirname(target), `.${path.basename(target)}.partial`);
          await copyFile(written.file, partial);
          await chmod(partial, 0o600);
          await rename(partial, target);
          await unlink(written.file);
          written = { ...written, file: target };
        }
      } else {
        if (holder) throw locked(new DataDirLocked(pgdata, holder));
        const database = await openDatabase(
          { kind: 'pglite', dataDir: pgdata },
          { lock: 'npm run backup' },
        ).catch((error: unknown) => {
          throw error instanceof DataDirLocked ? locked(error) : error;
        });
        try {
          const { file, bytes, manifest } = await writeBackup(
            database,
            config.dataDir,
            target ?? (await newBackupPath(backupsDir(config.dataDir))),
          );
          written = { file, bytes, secrets: manifest.secrets };
        } finally {
          await database.close();
        }
      }
      say.info(`Backup written: ${written.file} (${megabytes(written.bytes)}).`);
      say.info(
        written.secrets
          ? 'It holds the whole database and the keys it is sealed with (DATA_DIR/secrets.json): ' +
              'keep it as safe as the data directory itself.'
          : 'It holds the whole database but no keys (DATA_DIR has no secrets.json: SECRETS_KEY ' +
              'and JWT_SECRET come from the environment): keep those with it, or it cannot be used.',
      );
      if (keep !== undefined) {
        const removed = await pruneBackups(path.dirname(written.file), keep);
        if (removed.length > 0) {
          say.info(`Removed ${removed.length} older backup(s): ${removed.join(', ')}`);
        }
      }
    },
  );
}

function locked(error: DataDirLocked): BackupError {
  return new BackupError(`${error.message} Wait until it has finished, then try again.`);
}

export type Restored = {
  manifest: Manifest;
  users: number;
  migrations: string[];
  /** Where the database it replaced was moved to. */
  previous?: string;
  /** Where the secrets.json it replaced was moved to. */
  previousSecrets?: string;
};

/**
 * Restores the backup `file` into `dataDir`, which no process may have open: the current database
 * is moved aside (never removed), the backup's unpacked in its place and opened to check it; the
 * backup's secrets.json replaces the current one (kept aside when it differs). On any failure the
 * previous database and secrets are put back.
 */
export async function restoreBackup(dataDir: string, file: string): Promise<Restored> {
  const backup = await readBackup(file);
  const pgdata = pgdataDir(dataDir);
  await mkdir(dataDir, { recursive: true });
  const lock = lockDataDir(pgdata, 'npm run restore');
  const when = stamp();
  const previous = existsSync(pgdata) ? `${pgdata}.before-restore-${when}` : undefined;
  const secrets = secretsFile(dataDir);
  const currentSecrets = await readIfThere(secrets);
  const previousSecrets =
    backup.secrets && currentSecrets && !currentSecrets.equals(backup.secrets)
      ? `${secrets}.before-restore-${when}`
      : undefined;
  try {
    if (previous) await rename(pgdata, previous);
    let wroteSecrets = false;
    try {
      const database = await openDatabase(
        {
          kind: 'pglite',
          dataDir: pgdata,
          loadDataDir: new File([backup.data as BlobPart], DATA, { type: 'application/x-gzip' }),
        },
        { lock },
      );
      let users: number;
      let migrations: string[];
      try {
        const [row] = await database.session((session) =>
          session.query<{ n: number }>('SELECT count(*)::int AS n FROM users'),
        );
        users = row!.n;
        migrations = await appliedMigrations(database);
      } finally {
        await database.close();
      }
      if (migrations.join() !== backup.manifest.migrations.join()) {
        throw new BackupError(
          `${file} is damaged: its database is not the one its manifest names.`,
        );
      }
      if (previousSecrets) await rename(secrets, previousSecrets);
      if (backup.secrets) {
        wroteSecrets = true;
        await writeWhole(secrets, backup.secrets);
      }
      return { manifest: backup.manifest, users, migrations, previous, previousSecrets };
    } catch (error) {
      // back as it was: the directory removed is the one this restore made
      await rm(pgdata, { recursive: true, force: true });
      if (previous) await rename(previous, pgdata);
      if (previousSecrets && existsSync(previousSecrets)) await rename(previousSecrets, secrets);
      else if (wroteSecrets && !currentSecrets) await rm(secrets, { force: true });
      throw error;
    }
  } finally {
    lock.release();
  }
}

const RESTORE_USAGE = 'Usage: npm run restore -- FILE   (a wealth-backup-*.zip of npm run backup)';

/** `npm run restore -- FILE`: answers the exit code. */
export async function restoreCommand(
  env: NodeJS.ProcessEnv,
  args: string[],
  say: Say = console,
): Promise<number> {
  const valid = ({ named, positional }: Parsed) =>
    positional.length === 1 && named.out === undefined && named.keep === undefined;
  return command(
    'restore',
    { env, args, say, usage: RESTORE_USAGE },
    valid,
    async (config, { positional }) => {
      const file = path.resolve(positional[0]!);
      const pgdata = pgdataDir(config.dataDir);
      let restored: Restored;
      try {
        restored = await restoreBackup(config.dataDir, file);
      } catch (error) {
        if (!(error instanceof DataDirLocked)) throw error;
        throw new BackupError(
          error.by.holder === SERVER
            ? `The server is running on ${config.dataDir} (pid ${error.by.pid}). Stop it first ` +
                '(a restore replaces its database), restore, then start it again.'
            : `${error.message} Wait until it has finished, then try again.`,
        );
      }
      const { manifest } = restored;
      say.info(
        `Restored ${file} (written ${manifest.created_at} by Wealth Tracker ${manifest.app_version}) ` +
          `into ${pgdata}: ${restored.users} user(s), migrations up to ${restored.migrations.at(-1) ?? 'none'}.`,
      );
      say.info(
        restored.previous
          ? `The database it replaced is kept in ${restored.previous}: remove it when you no longer need it.`
          : 'There was no database before.',
      );
      if (restored.previousSecrets) {
        say.info(
          `secrets.json is the backup's now; the one it replaced is kept in ${restored.previousSecrets}.`,
        );
      }
      if (manifest.secrets && config.secretsKey) {
        say.info(
          'SECRETS_KEY is set in the environment: the server uses it, not secrets.json. It must be ' +
            'the key this data was sealed with, or the server refuses to start.',
        );
      } else if (!manifest.secrets) {
        say.info(
          'The backup holds no secrets.json (its server had SECRETS_KEY and JWT_SECRET set): set ' +
            'the same ones, or the server refuses to start.',
        );
      }
      const newer = (await knownMigrations()).filter((v) => !restored.migrations.includes(v));
      say.info(
        'Start the server (npm start)' +
          (newer.length > 0
            ? `: it applies the migrations the backup lacks (${newer.join(', ')}).`
            : '.'),
      );
    },
  );
}

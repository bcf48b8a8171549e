// Backups of the embedded database: the data directory's lock, a backup the running server
// writes while writes go on, restoring it elsewhere, what a restore refuses, and the commands.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  askServer,
  answerBackupRequest,
  backupCommand,
  listenForBackupRequests,
  readBackup,
  restoreBackup,
  restoreCommand,
  type Manifest,
  type Say,
} from '../../server/db/backup.js';
import { openDatabase, pgdataDir, type Database } from '../../server/db/client.js';
import {
  DataDirLocked,
  lockDataDir,
  lockFileOf,
  lockHolder,
  SERVER,
} from '../../server/db/lock.js';
import { startJobs, type JobQueue } from '../../server/jobs/queue.js';
import { makeApp, type TestApp } from './helpers.js';
import { L, ledgerCalls } from './ledgerHelpers.js';

const tsx = path.resolve('node_modules/.bin/tsx');
const run = promisify(execFile);

/** The temporary directories made, removed at the end (each database is tens of MB). */
const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A new, empty DATA_DIR. */
async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wt-backup-'));
  made.push(dir);
  return dir;
}

/** Lines said by a command. */
function listener(): Say & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, info: (line) => out.push(line), error: (line) => err.push(line) };
}

/** Writes a lock file as process `pid` would have. */
const writeLock = (dataDir: string, pid: number, holder = SERVER) =>
  writeFile(
    lockFileOf(pgdataDir(dataDir)),
    JSON.stringify({ pid, holder, since: new Date().toISOString() }),
  );

/** A process that lives until killed; answers its pid and how to end it. */
function aLivingProcess() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  return { pid: child.pid!, end: () => child.kill() };
}

/** The pid of a process that has ended. */
async function aDeadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

describe('the data directory lock', () => {
  it('lets one opener at a time in, takes over a stale lock and names the holder', async () => {
    const dataDir = await newDataDir();
    const pgdata = pgdataDir(dataDir);
    const lock = lockDataDir(pgdata, SERVER);
    expect(lockHolder(pgdata)).toMatchObject({ pid: process.pid, holder: SERVER });
    expect(() => lockDataDir(pgdata, 'npm run demo')).toThrow(DataDirLocked);
    lock.release();
    expect(existsSync(lockFileOf(pgdata))).toBe(false);

    // another living process holds it: refused, with who and what to do
    const other = aLivingProcess();
    try {
      await writeLock(dataDir, other.pid);
      expect(() => lockDataDir(pgdata, 'npm run backup')).toThrow(
        `The database in ${pgdata} is in use by ${SERVER} (pid ${other.pid}`,
      );
    } finally {
      other.end();
    }
    // a process that crashed without removing it, or this pid in a former life (a restarted
    // container): stale, taken over
    for (const pid of [await aDeadPid(), process.pid]) {
      await writeLock(dataDir, pid);
      expect(lockHolder(pgdata)).toBeUndefined();
      lockDataDir(pgdata, 'npm run backup').release();
    }
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('is taken by openDatabase: a second opener is refused until the first closes', async () => {
    const pgdata = pgdataDir(await newDataDir());
    const first = await openDatabase({ kind: 'pglite', dataDir: pgdata }, { lock: SERVER });
    await expect(
      openDatabase({ kind: 'pglite', dataDir: pgdata }, { lock: 'npm run demo' }),
    ).rejects.toThrow(DataDirLocked);
    await first.close();
    expect(lockHolder(pgdata)).toBeUndefined();
    expect(existsSync(lockFileOf(pgdata))).toBe(false);
  });
});

describe('a backup the running server writes', () => {
  let dataDir: string;
  let database: Database;
  let app: TestApp;
  let queue: JobQueue;
  /** The backup the server wrote while writes went on. */
  let backupFile: string;
  const secrets = `${JSON.stringify({ jwt_secret: 'j'.repeat(48), secrets_key: 'k' })}\n`;

  beforeAll(async () => {
    dataDir = await newDataDir();
    await writeFile(path.join(dataDir, 'secrets.json'), secrets, { mode: 0o600 });
    // this process is the server: it holds the lock, and answers SIGUSR2 on the job queue
    database = await openDatabase(
      { kind: 'pglite', dataDir: pgdataDir(dataDir) },
      { lock: SERVER },
    );
    app = await makeApp({}, { database });
    queue = await startJobs({
      database,
      config: app.config,
      providers: {} as never,
      schedule: false,
      pollingIntervalSeconds: 0.5,
      backup: (request) => answerBackupRequest(database, dataDir, request),
    });
    listenForBackupRequests({ info: () => {}, error: console.error }).serve(dataDir, (request) =>
      queue.backup(request),
    );
  });
  afterAll(async () => {
    await queue?.stop(1000);
    await app?.close();
  });

  it('holds every committed write whole, and a restore elsewhere answers the same', async () => {
    const me = ledgerCalls(app, await app.signUpVerified('saver@example.com'));
    const account = await me.account('Checking', '1000.00');

    // writers book small transactions, three at a time, before, during and after the backup
    type Write = { n: number; amount: string; startedAt: number; doneAt?: number };
    const writes: Write[] = [];
    let writing = true;
    const writer = async () => {
      while (writing) {
        const write: Write = {
          n: writes.length,
          amount: `${writes.length + 1}.25`,
          startedAt: performance.now(),
        };
        writes.push(write);
        await me.transaction({
          account_id: account.id,
          amount: write.amount,
          description: `t-${write.n}`,
        });
        write.doneAt = performance.now();
      }
    };
    const writers = [writer(), writer(), writer()];
    while (writes.filter((w) => w.doneAt).length < 15) await new Promise((r) => setTimeout(r, 5));

    const askedAt = performance.now();
    const answer = await askServer(dataDir, lockHolder(pgdataDir(dataDir))!, 60_000);
    const answeredAt = performance.now();
    await new Promise((r) => setTimeout(r, 100));
    writing = false;
    await Promise.all(writers);
    backupFile = answer.file;

    expect(path.dirname(backupFile)).toBe(path.join(dataDir, 'backups'));
    expect(path.basename(backupFile)).toMatch(
      /^wealth-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ(-\d+)?\.zip$/,
    );
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600);
    expect((await stat(backupFile)).size).toBe(answer.bytes);
    // nothing half-written or left over beside it
    expect(await readdir(path.join(dataDir, 'backups'))).toEqual([
      '.requests',
      path.basename(backupFile),
    ]);
    expect(await readdir(path.join(dataDir, 'backups', '.requests'))).toEqual([]);
    // the writes went on while the server wrote it
    expect(
      writes.filter((w) => w.doneAt! > askedAt && w.doneAt! < answeredAt).length,
    ).toBeGreaterThan(0);

    const { manifest, secrets: kept } = await readBackup(backupFile);
    expect(manifest).toMatchObject({
      format: 'wealth-tracker-backup',
      version: 1,
      app_version: JSON.parse(await readFile('package.json', 'utf8')).version,
      secrets: true,
    });
    expect(manifest.migrations.at(-1)).toMatch(/^\d{4}$/);
    expect(strFromU8(kept!)).toBe(secrets);

    // restored into another DATA_DIR and opened there
    const elsewhere = await newDataDir();
    const restored = await restoreBackup(elsewhere, backupFile);
    expect(restored).toMatchObject({ users: 1, migrations: manifest.migrations });
    expect(restored.previous).toBeUndefined();
    expect(await readFile(path.join(elsewhere, 'secrets.json'), 'utf8')).toBe(secrets);
    const copy = await makeApp(
      {},
      {
        database: await openDatabase(
          { kind: 'pglite', dataDir: pgdataDir(elsewhere) },
          { lock: SERVER },
        ),
      },
    );
    try {
      const there = ledgerCalls(copy, me.token);
      const listed = await there.ok(L.transactions, { account_id: account.id, limit: 500 });
      const present = listed.nodes!.map((row) => Number(String(row.description).slice(2)));
      // every write done before the backup was asked for is in it; none begun after its answer
      for (const write of writes.filter((w) => w.doneAt! < askedAt)) {
        expect(present).toContain(write.n);
      }
      for (const write of writes.filter((w) => w.startedAt > answeredAt)) {
        expect(present).not.toContain(write.n);
      }
      // each one whole: its row, and its amount in the balance the ledger keeps
      const sum = writes
        .filter((w) => present.includes(w.n))
        .reduce((total, w) => total + Number(w.amount), 0);
      expect(present).toHaveLength(new Set(present).size);
      const value = Number((await there.getAccount(account.id as string)).value);
      expect(value).toBeCloseTo(1000 + sum, 6);
      // and the original, with every write, keeps the same books
      const all = writes.reduce((total, w) => total + Number(w.amount), 0);
      expect(Number((await me.getAccount(account.id as string)).value)).toBeCloseTo(1000 + all, 6);
      expect(present.length).toBeLessThan(writes.length);
    } finally {
      await copy.close();
    }
  });

  it('is restored only over no running server, a good file and a known schema', async () => {
    const target = await newDataDir();
    await mkdir(pgdataDir(target));
    await writeFile(path.join(pgdataDir(target), 'PG_VERSION'), 'the old database\n');
    await writeFile(path.join(target, 'secrets.json'), 'the old keys\n');
    const untouched = async () => {
      expect((await readdir(target)).sort()).toEqual(['pgdata', 'secrets.json']);
      expect(await readFile(path.join(pgdataDir(target), 'PG_VERSION'), 'utf8')).toBe(
        'the old database\n',
      );
      expect(await readFile(path.join(target, 'secrets.json'), 'utf8')).toBe('the old keys\n');
    };
    const restore = async (file: string) => {
      const say = listener();
      const code = await restoreCommand({ DATA_DIR: target, NODE_ENV: 'test' }, [file], say);
      expect(say.out).toEqual([]);
      return { code, message: say.err.join('\n') };
    };

    // a server runs on it
    const server = lockDataDir(pgdataDir(target), SERVER);
    try {
      expect(await restore(backupFile)).toEqual({
        code: 1,
        message:
          `The server is running on ${target} (pid ${process.pid}). Stop it first (a restore ` +
          'replaces its database), restore, then start it again.',
      });
    } finally {
      server.release();
    }
    await untouched();

    // not a backup, a damaged one, one of a newer app
    const files = await newDataDir();
    const original = unzipSync(new Uint8Array(await readFile(backupFile)));
    const manifest = JSON.parse(strFromU8(original['backup.json']!)) as Manifest;
    const variant = async (name: string, entries: Record<string, Uint8Array>) => {
      const file = path.join(files, `${name}.zip`);
      await writeFile(file, zipSync(entries));
      return file;
    };
    const withManifest = (changes: Partial<Manifest>) => ({
      ...original,
      'backup.json': strToU8(JSON.stringify({ ...manifest, ...changes })),
    });
    const notZip = path.join(files, 'notes.txt');
    await writeFile(notZip, 'hello');
    expect(await restore(notZip)).toEqual({
      code: 1,
      message: `${notZip} is not a Wealth Tracker backup (or it is damaged): it is not a readable zip file.`,
    });
    const foreign = await variant('foreign', { 'notes.txt': strToU8('hi') });
    expect((await restore(foreign)).message).toBe(
      `${foreign} is not a Wealth Tracker backup (or it is damaged): it has no readable backup.json.`,
    );
    const data = original['pgdata.tar.gz']!;
    const altered = await variant('altered', {
      ...original,
      'pgdata.tar.gz': data.map((byte, i) => (i === data.length >> 1 ? byte ^ 1 : byte)),
    });
    expect((await restore(altered)).message).toBe(
      `${altered} is damaged: its database (pgdata.tar.gz) is missing or altered.`,
    );
    const newer = await variant(
      'newer',
      withManifest({ app_version: '9.0.0', migrations: [...manifest.migrations, '9998', '9999'] }),
    );
    expect((await restore(newer)).message).toMatch(
      new RegExp(
        `^${newer} was written by a newer Wealth Tracker \\(9\\.0\\.0\\): its database has ` +
          'migrations this version \\(.+\\) does not know \\(9998, 9999\\)\\. Update the app',
      ),
    );
    expect((await restore(await variant('format', withManifest({ version: 2 })))).message).toMatch(
      /is a backup of format version 2, written by Wealth Tracker .*; this version .* reads version 1 at most\. Update the app, then restore it\.$/,
    );
    await untouched();

    // a failure once the old database is moved aside (the database is not the one the manifest
    // names): everything is put back
    const mismatched = await variant(
      'mismatched',
      withManifest({ migrations: manifest.migrations.slice(0, -1) }),
    );
    expect((await restore(mismatched)).message).toBe(
      `${mismatched} is damaged: its database is not the one its manifest names.`,
    );
    await untouched();
    expect(existsSync(lockFileOf(pgdataDir(target)))).toBe(false);
  });

  it('npm run backup asks the running server, then moves the file to --out', async () => {
    const out = path.join(await newDataDir(), 'nightly');
    await mkdir(out);
    for (const name of ['wealth-backup-2020-01-01T03-00-00Z.zip', 'notes.zip']) {
      await writeFile(path.join(out, name), 'old');
      await utimes(path.join(out, name), new Date('2020-01-01'), new Date('2020-01-01'));
    }
    const { stdout } = await run(tsx, ['scripts/backup.ts', '--out', out, '--keep', '1'], {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' },
    });
    const [file] = (await readdir(out)).filter((name) => name.startsWith('wealth-backup-'));
    expect(stdout).toContain(`The server is running (pid ${process.pid}): it writes the backup…`);
    expect(stdout).toMatch(
      new RegExp(`Backup written: ${path.join(out, file!)} \\(\\d+\\.\\d MB\\)\\.`),
    );
    expect(stdout).toContain('keep it as safe as the data directory itself');
    expect(stdout).toContain(
      `Removed 1 older backup(s): ${path.join(out, 'wealth-backup-2020-01-01T03-00-00Z.zip')}`,
    );
    // only other files than backups stay beside it; the server's copy moved
    expect((await readdir(out)).sort()).toEqual(['notes.zip', file]);
    expect((await readBackup(path.join(out, file!))).manifest.secrets).toBe(true);
    expect((await readdir(path.join(dataDir, 'backups'))).sort()).toEqual([
      '.requests',
      path.basename(backupFile),
    ]);
  });
});

describe('the commands', () => {
  it('back up a data directory no server has open, and restore it in its place', async () => {
    const dataDir = await newDataDir();
    const database = await openDatabase({ kind: 'pglite', dataDir: pgdataDir(dataDir) });
    await database.session((s) =>
      s.exec('CREATE TABLE users (id int); INSERT INTO users VALUES (1)'),
    );
    await database.session((s) =>
      s.exec(
        `CREATE TABLE schema_migrations (version text PRIMARY KEY); INSERT INTO schema_migrations VALUES ('0001')`,
      ),
    );
    await database.close();

    const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' };
    const backedUp = await run(tsx, ['scripts/backup.ts'], { env });
    const [file] = await readdir(path.join(dataDir, 'backups'));
    expect(backedUp.stdout).toContain(`Backup written: ${path.join(dataDir, 'backups', file!)}`);
    expect(backedUp.stdout).toContain('It holds the whole database but no keys');
    expect(existsSync(lockFileOf(pgdataDir(dataDir)))).toBe(false);

    const restored = await run(tsx, ['scripts/restore.ts', path.join(dataDir, 'backups', file!)], {
      env,
    });
    const [previous] = (await readdir(dataDir)).filter((name) => name.includes('before-restore'));
    expect(restored.stdout.split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Restored .+ into ${pgdataDir(dataDir)}: 1 user\\(s\\), migrations up to 0001\\.$`,
        ),
      ),
      `The database it replaced is kept in ${path.join(dataDir, previous!)}: remove it when you no longer need it.`,
      'The backup holds no secrets.json (its server had SECRETS_KEY and JWT_SECRET set): set the same ones, or the server refuses to start.',
      expect.stringMatching(
        /^Start the server \(npm start\): it applies the migrations the backup lacks \(0002, .*\)\.$/,
      ),
      '',
    ]);
    expect(existsSync(path.join(dataDir, previous!, 'PG_VERSION'))).toBe(true);

    // no database there: said, and nothing created
    const empty = await newDataDir();
    const refused = await run(tsx, ['scripts/backup.ts'], {
      env: { ...env, DATA_DIR: empty },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({
      code: 1,
      stderr: `There is no database in ${pgdataDir(empty)} to back up. Is DATA_DIR right? The server's default is ./data in the directory it starts in.\n`,
    });
    expect(await readdir(empty)).toEqual([]);
  });

  it('say how to use pg_dump and pg_restore with DATABASE_URL, without its password', async () => {
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://wealth:s3cret-pw@db.example:5432/wealth',
      DATA_DIR: '/srv/wealth',
    };
    const backup = listener();
    expect(await backupCommand(env, [], backup)).toBe(0);
    const restore = listener();
    expect(await restoreCommand(env, ['any.dump'], restore)).toBe(0);
    const said = backup.out.join('\n');
    expect(said).not.toContain('s3cret-pw');
    expect(said).toContain(
      'pg_dump --format=custom --file="wealth-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump" "postgres://wealth:****@db.example:5432/wealth"',
    );
    expect(said).toContain(
      'pg_restore --clean --if-exists --no-owner --dbname="postgres://wealth:****@db.example:5432/wealth" wealth-<date>.dump',
    );
    expect(said).toMatch(
      /\n {2}0 3 \* \* \* pg_dump --format=custom --file="\/var\/backups\/wealth\//,
    );
    expect(said).toContain('Keep SECRETS_KEY and JWT_SECRET with the dumps');
    expect(said).toContain('/srv/wealth/secrets.json');
    expect(restore.out.join('\n')).toContain('pg_restore --clean --if-exists --no-owner');
    expect(restore.out.join('\n')).not.toContain('pg_dump --format');
    expect(restore.out.join('\n')).not.toContain('s3cret-pw');
    expect([...backup.err, ...restore.err]).toEqual([]);
  });
});

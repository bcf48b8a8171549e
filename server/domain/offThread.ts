// Pure, synchronous work on a file off the server's thread: reading a statement (a CSV of 20,000
// rows held the thread that answers everybody for about 610 ms, issue 23) and opening an export
// (unzipping and parsing 100,000 transactions held it for about 280 ms, issue 29). One worker,
// started at the first such request and kept while the server runs, does one task at a time, in
// order; a worker that dies is replaced at the next request, and the requests it had fail. The
// tasks are named in offThreadWorker.ts.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Tasks } from './offThreadWorker.js';

export type TaskName = keyof Tasks;
export type TaskRequest = { id: number; task: TaskName; input: unknown };
export type TaskAnswer = { id: number; result?: unknown; error?: string };

type Waiting = { resolve: (result: unknown) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
const waiting = new Map<number, Waiting>();
let lastId = 0;

/** tsx's module hooks for a thread of its own: the ES module beside the CommonJS one `require` finds. */
const tsxApi = () =>
  pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
    /\.cjs$/,
    '.mjs',
  );

function startWorker(): Worker {
  // The build has plain .js beside this file. The sources run through tsx (development, tests):
  // a worker thread registers tsx's hooks for itself before it loads the TypeScript.
  const typescript = import.meta.url.endsWith('.ts');
  const entry = new URL(`./offThreadWorker.${typescript ? 'ts' : 'js'}`, import.meta.url);
  const started = typescript
    ? new Worker(
        `import(${JSON.stringify(tsxApi())}).then(({ register }) => {
           register();
           return import(${JSON.stringify(entry.href)});
         });`,
        { eval: true },
      )
    : new Worker(entry);
  started.on('message', ({ id, result, error }: TaskAnswer) => {
    const request = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) started.unref();
    if (error !== undefined) request?.reject(new Error(error));
    else request?.resolve(result);
  });
  const fail = (error: Error) => {
    if (worker === started) worker = null;
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`The worker thread stopped (exit code ${code})`)));
  return started;
}

/** Runs the task `task` on `input` in the worker thread, and answers what it answered. */
export function offThread<T extends TaskName>(
  task: T,
  input: Parameters<Tasks[T]>[0],
): Promise<ReturnType<Tasks[T]>> {
  worker ??= startWorker();
  const id = ++lastId;
  const answer = new Promise<unknown>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
  });
  worker.ref();
  worker.postMessage({ id, task, input } satisfies TaskRequest);
  return answer as Promise<ReturnType<Tasks[T]>>;
}

// The worker thread of offThread.ts: the tasks it runs, one request at a time, in order.
import { parentPort } from 'node:worker_threads';
import { splitExport } from './exportFile.js';
import { readStatement } from './statements/index.js';
import type { TaskAnswer, TaskRequest } from './offThread.js';

const tasks = { statement: readStatement, export: splitExport };
export type Tasks = typeof tasks;

parentPort?.on('message', ({ id, task, input }: TaskRequest) => {
  let answer: TaskAnswer;
  try {
    answer = { id, result: (tasks[task] as (input: unknown) => unknown)(input) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});

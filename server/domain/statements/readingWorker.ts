// The worker thread that reads statement files (reading.ts): one request at a time, in order.
import { parentPort } from 'node:worker_threads';
import { readStatement, type ReadRequest, type WorkerAnswer } from './reading.js';

parentPort!.on('message', ({ id, request }: { id: number; request: ReadRequest }) => {
  let answer: WorkerAnswer;
  try {
    answer = { id, result: readStatement(request) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});

// An export file opened for its import (dataImport.ts): the archive's export.json, or the file
// itself, parsed. A file of 100,000 transactions is 22 MB of JSON, and unzipping and parsing it
// held the thread that answers everybody for about 280 ms: it is opened in the worker thread
// (splitExport), which hands each list back in batches of JSON text, and the server's thread
// parses one batch at a time, giving the event loop a turn between them (readExport).
import { strFromU8, unzipSync } from 'fflate';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { offThread } from './offThread.js';

export type Json = Record<string, unknown>;

/** Records in one batch of a list: its JSON text parses in a few ms. */
const BATCH = 2_000;

/** The document with each of its lists as batches of JSON text; null: the file is no document. */
export type SplitExport = { document: Json; lists: Record<string, string[]> } | null;

/** Opens the file and cuts its lists into batches (in the worker thread: offThread.ts). */
export function splitExport(bytes: Uint8Array): SplitExport {
  let parsed: unknown;
  try {
    const zipped = bytes[0] === 0x50 && bytes[1] === 0x4b;
    const text = zipped
      ? strFromU8(
          unzipSync(bytes, { filter: (file) => file.name === 'export.json' })['export.json']!,
        )
      : new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const document: Json = {};
  const lists: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(parsed)) {
    // a key of the file's own: assigned here, it would set these objects' prototype
    if (key === '__proto__') continue;
    if (!Array.isArray(value)) {
      document[key] = value;
      continue;
    }
    lists[key] = [];
    for (let start = 0; start < value.length; start += BATCH) {
      lists[key].push(JSON.stringify(value.slice(start, start + BATCH)));
    }
  }
  return { document, lists };
}

/** The document in the file, or null when it is none (see above). */
export async function readExport(bytes: Uint8Array): Promise<Json | null> {
  const split = await offThread('export', bytes);
  if (!split) return null;
  // the worker's answer is this call's own copy: the lists go back into it
  const { document } = split;
  for (const [key, batches] of Object.entries(split.lists)) {
    const list: unknown[] = [];
    for (const batch of batches) {
      for (const record of JSON.parse(batch) as unknown[]) list.push(record);
      await yieldToLoop();
    }
    document[key] = list;
  }
  return document;
}

// Random and mangled files through decodeStatement and the CSV parser for a few seconds: whatever
// comes in, the parser answers (never throws), answers quickly, and every entry it answers has a
// real date, an exact decimal amount other than 0 and a description, and every row it sets aside
// names its line and reason. The PRNG is seeded: a failure names its seed and round.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isDecimalString } from '../../../server/domain/decimal.js';
import { csvParser } from '../../../server/domain/statements/csv.js';
import { decodeStatement } from '../../../server/domain/statements/decode.js';
import type { ParseOptions, ParseResult } from '../../../server/domain/statements/types.js';

const SEED = 424242;
const BUDGET_MS = 3_000;
const PER_INPUT_MS = 1_000;

const FIXTURES = readdirSync(new URL('./fixtures/csv/', import.meta.url)).map((name) =>
  readFileSync(new URL(`./fixtures/csv/${name}`, import.meta.url)),
);

/** mulberry32 */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

const int = (next: Random, below: number) => Math.floor(next() * below);
const pick = <T>(next: Random, items: readonly T[]): T => items[int(next, items.length)];

const PIECES = [
  ';',
  ',',
  '\t',
  '"',
  '""',
  '\n',
  '\r\n',
  '\r',
  ' ',
  '-',
  '+',
  '(',
  ')',
  '.',
  "'",
  '€',
  '$',
  'EUR',
  '0',
  '1',
  '9',
  '12,50',
  '1.234,56',
  '1,234.56',
  '31.10.2026',
  '10/31/2026',
  '2026-02-30',
  '31.13.26',
  'Datum',
  'Betrag',
  'Soll',
  'Haben',
  'Date',
  'Amount',
  'Kontostand',
  'Saldo',
  'ä',
  'ß',
  '\u00a0',
  '\u202f',
  '\u0000',
  '\uFEFF',
  '999999999999999999999',
  '0.0000000000000000001',
  'e',
  '1e-7',
  'NaN',
];

/** Text assembled from the pieces CSV statements are made of. */
function randomText(next: Random): string {
  const parts: string[] = [];
  const length = int(next, 400);
  for (let i = 0; i < length; i++) parts.push(pick(next, PIECES));
  return parts.join('');
}

const INSERTS = [';', ',', '\t', '"', '\n', '\r\n', '-', '.', ',00'].map((text) =>
  Buffer.from(text),
);

/** A fixture with bytes flipped, cut short, or with delimiters, quotes and line breaks put in. */
function mutated(next: Random): Uint8Array {
  let bytes = Buffer.from(pick(next, FIXTURES));
  const mutations = 1 + int(next, 6);
  for (let m = 0; m < mutations; m++) {
    const at = int(next, bytes.length + 1);
    switch (int(next, 4)) {
      case 0:
        if (at < bytes.length) bytes[at] ^= 1 << int(next, 8);
        break;
      case 1:
        bytes = bytes.subarray(0, at);
        break;
      case 2:
        bytes = Buffer.concat([bytes.subarray(0, at), pick(next, INSERTS), bytes.subarray(at)]);
        break;
      default:
        bytes = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + int(next, 20))]);
    }
  }
  return bytes;
}

/** Throws, naming the round, when the answer breaks a promise of the interface. */
function check(result: ParseResult, round: number): void {
  const where = `seed ${SEED}, round ${round}`;
  if ('error' in result) {
    if (typeof result.error.text !== 'string' || result.error.text === '') throw new Error(where);
    return;
  }
  if ('needsMapping' in result) {
    if (!Array.isArray(result.columns) || result.unplaced.length === 0) throw new Error(where);
    return;
  }
  if ('needsAccount' in result) throw new Error(`${where}: a CSV asked for an account`);
  for (const entry of result.entries) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.date)) throw new Error(`${where}: date ${entry.date}`);
    if (!isDecimalString(entry.amount)) throw new Error(`${where}: amount ${entry.amount}`);
    // Rows of amount 0 are set aside, and a row without text is described by what it has.
    if (entry.amount === '0') throw new Error(`${where}: an entry of amount 0`);
    if (entry.description.trim() === '') throw new Error(`${where}: an entry without text`);
  }
  if (result.balance && !isDecimalString(result.balance.amount)) {
    throw new Error(`${where}: balance ${result.balance.amount}`);
  }
  for (const row of result.setAside ?? []) {
    if (!Number.isInteger(row.line) || row.line < 1 || row.reason.trim() === '') {
      throw new Error(`${where}: set aside ${JSON.stringify(row)}`);
    }
  }
}

function timed(parse: () => ParseResult, round: number): ParseResult {
  const started = performance.now();
  const result = parse();
  const elapsed = performance.now() - started;
  if (elapsed > PER_INPUT_MS) throw new Error(`seed ${SEED}, round ${round}: ${elapsed} ms`);
  return result;
}

describe('the CSV parser under random input', () => {
  it('never throws, answers quickly and answers only real dates and exact amounts', () => {
    const next = random(SEED);
    const options: ParseOptions = { maxEntries: 500 };
    const mapped: ParseOptions = {
      maxEntries: 500,
      mapping: { date: 0, amount: 2, description: [1] },
    };
    const started = performance.now();
    let rounds = 0;
    let statements = 0;
    while (performance.now() - started < BUDGET_MS) {
      rounds++;
      const text = randomText(next);
      const input = next() < 0.5 ? mutated(next) : Buffer.from(text);
      const decoded = decodeStatement(input);
      const candidates = 'text' in decoded ? [decoded.text, text] : [text];
      for (const candidate of candidates) {
        for (const chosen of [options, mapped]) {
          const result = timed(() => csvParser.parse(candidate, chosen), rounds);
          check(result, rounds);
          if ('entries' in result) statements++;
        }
      }
    }
    expect(rounds).toBeGreaterThan(100);
    // The mutated fixtures mostly still read: the check above saw real statements.
    expect(statements).toBeGreaterThan(10);
  });
});

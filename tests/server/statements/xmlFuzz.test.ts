// Random and mangled input through the OFX, CAMT and MT940 parsers: whatever comes in, a parser
// answers (a statement or an error) without throwing, quickly, and never lets a malformed date or
// a float-shaped amount through, nor an entry of amount 0 or without text, nor a row set aside
// without its line and reason. Seeded, so a failure reproduces.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isDecimalString } from '../../../server/domain/decimal.js';
import { camtParser } from '../../../server/domain/statements/camt.js';
import { mt940Parser } from '../../../server/domain/statements/mt940.js';
import { ofxParser } from '../../../server/domain/statements/ofx.js';
import { qifParser } from '../../../server/domain/statements/qif.js';
import type { StatementParser } from '../../../server/domain/statements/types.js';

const SEED = 20260131;
const ROUNDS = 500; // per parser and kind of input: about 3 s in all
const PER_INPUT_MS = 1000;
const ALPHABET = '<>/?!&#;:=-"\' \n\r\t{}[]0123456789,.+-eEabcdxyzCDRNOFXTMLöß€';

/** mulberry32: small, fast, and the same sequence on every machine. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = {
  below(n: number): number;
  pick<T>(items: readonly T[]): T;
  chars(length: number): string;
};

function random(seed: number): Random {
  const next = prng(seed);
  const below = (n: number) => Math.floor(next() * n);
  return {
    below,
    pick: (items) => items[below(items.length)]!,
    chars: (length) => Array.from({ length }, () => ALPHABET[below(ALPHABET.length)]).join(''),
  };
}

const truncate = (r: Random, text: string) => text.slice(0, r.below(text.length));

function flip(r: Random, text: string): string {
  const chars = [...text];
  for (let n = 1 + r.below(8); n > 0; n--) chars[r.below(chars.length)] = r.chars(1);
  return chars.join('');
}

function duplicateChunk(r: Random, text: string): string {
  const from = r.below(text.length);
  const chunk = text.slice(from, from + 1 + r.below(400));
  const at = r.below(text.length);
  return text.slice(0, at) + chunk.repeat(1 + r.below(3)) + text.slice(at);
}

function removeTag(r: Random, text: string): string {
  const open = text.indexOf(r.pick(['<', ':', '?']), r.below(text.length));
  if (open === -1) return text;
  const close = text.indexOf(r.pick(['>', '\n', '?']), open + 1);
  return text.slice(0, open) + (close === -1 ? '' : text.slice(close + 1));
}

function hugeNumber(r: Random, text: string): string {
  const replacement = r.pick([
    '9'.repeat(25 + r.below(400)),
    `0.${'1'.repeat(30)}`,
    '1e308',
    '-0',
    'NaN',
    'Infinity',
    '99999999999999999999,999999999999999999',
    '0x1F',
  ]);
  let count = 0;
  return text.replace(/\d+([.,]\d+)?/g, (match) =>
    count++ === 0 || r.below(6) === 0 ? replacement : match,
  );
}

function insertNesting(r: Random, text: string): string {
  const depth = 5000;
  const tag = r.pick(['STMTTRN', 'Ntry', 'a', 'BANKTRANLIST']);
  const at = r.below(text.length);
  const closed = r.below(2) === 0 ? `</${tag}>`.repeat(depth) : '';
  return text.slice(0, at) + `<${tag}>`.repeat(depth) + closed + text.slice(at);
}

const MUTATIONS = [truncate, flip, duplicateChunk, removeTag, hugeNumber, insertNesting];

function fixtures(folder: string): string[] {
  const dir = new URL(`./fixtures/${folder}/`, import.meta.url);
  return readdirSync(dir).map((name) => readFileSync(new URL(name, dir), 'utf8'));
}

/** Why the answer is wrong, or null when it is a proper statement or error. */
function problem(parser: StatementParser, text: string): string | null {
  const started = performance.now();
  let result;
  try {
    result = parser.parse(text, { maxEntries: 1000 });
  } catch (error) {
    return `threw ${String(error)}`;
  }
  const elapsed = performance.now() - started;
  if (elapsed > PER_INPUT_MS) return `took ${Math.round(elapsed)} ms`;
  if ('error' in result) return result.error.text.trim() === '' ? 'empty error message' : null;
  if ('needsMapping' in result) return 'asked for a column mapping';
  if ('needsAccount' in result) {
    return result.accounts.length > 1 ? null : 'asked to choose among fewer than two accounts';
  }
  for (const entry of result.entries) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.date)) return `date ${JSON.stringify(entry.date)}`;
    if (!isDecimalString(entry.amount)) return `amount ${JSON.stringify(entry.amount)}`;
    if (entry.amount === '0') return 'an entry of amount 0';
    if (entry.description.trim() === '') return 'an entry without text';
  }
  if (result.balance && !isDecimalString(result.balance.amount)) {
    return `balance ${JSON.stringify(result.balance.amount)}`;
  }
  const lines = text.split(/\r\n|\r|\n/).length;
  const misplaced = (result.setAside ?? []).find(
    (row) => !Number.isInteger(row.line) || row.line < 1 || row.line > lines || row.reason === '',
  );
  return misplaced ? `set aside ${JSON.stringify(misplaced)}` : null;
}

const SUBJECTS: { name: string; parser: StatementParser; folder: string; prefix: string }[] = [
  {
    name: 'OFX',
    parser: ofxParser,
    folder: 'ofx',
    prefix: 'OFXHEADER:100\n<OFX><STMTRS><BANKTRANLIST><STMTTRN>',
  },
  {
    name: 'CAMT',
    parser: camtParser,
    folder: 'camt',
    prefix: '<Document><BkToCstmrStmt><Stmt><Ntry>',
  },
  { name: 'MT940', parser: mt940Parser, folder: 'mt940', prefix: ':20:X\n:25:Y\n:61:' },
  { name: 'QIF', parser: qifParser, folder: 'qif', prefix: '!Type:Bank\nD' },
];

describe.each(SUBJECTS)('$name parser under fuzzing', ({ name, parser, folder, prefix }) => {
  const samples = fixtures(folder);

  it('answers every mutation of the fixtures without throwing, quickly, with clean values', () => {
    const r = random(SEED + name.length);
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const mutation = r.pick(MUTATIONS);
      let text = r.pick(samples);
      for (let times = 1 + r.below(2); times > 0; times--) text = mutation(r, text);
      const found = problem(parser, text);
      if (found) failures.push(`round ${round} (${mutation.name}): ${found}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers random text, bare or behind the format’s opening', () => {
    const r = random(SEED * 7 + name.length);
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS / 2; round++) {
      const text = (r.below(2) === 0 ? prefix : '') + r.chars(r.below(2000));
      const found = problem(parser, text);
      if (found) failures.push(`round ${round}: ${found} for ${JSON.stringify(text.slice(0, 80))}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 5,000 nested elements and a very long file', () => {
    const deep = `${prefix}${'<a>'.repeat(5000)}x${'</a>'.repeat(5000)}`;
    expect(problem(parser, deep)).toBeNull();
    expect(problem(parser, `${prefix}${'<a>'.repeat(5000)}`)).toBeNull();
    const sample = samples[0]!;
    expect(problem(parser, sample.repeat(200))).toBeNull();
  });

  it('answers long runs that could make a tokenizer backtrack or search quadratically', () => {
    const runs = [
      `${prefix}${`<${'a'.repeat(20000)} `.repeat(3)}>`, // tag names without '>'
      `${prefix}<a ${'b'.repeat(50000)}`,
      `${prefix}${'<'.repeat(100000)}>`,
      `${prefix}${'<STMTTRN>'.repeat(5000)}${'</x>'.repeat(20000)}`, // stray end tags, deep
      `${prefix}${'1'.repeat(100000)}`,
      `${prefix}${'?2'.repeat(50000)}`,
      `${prefix}${'x\n'.repeat(100000)}`,
    ];
    expect(runs.map((text) => problem(parser, text))).toEqual(runs.map(() => null));
  });
});

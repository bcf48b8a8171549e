// QIF (Quicken Interchange Format) statements: bank, credit card and cash sections, both date
// conventions, records set aside rather than refusing the file, and a small seeded fuzz run.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isDecimalString } from '../../../server/domain/decimal.js';
import {
  MOVES_NO_MONEY,
  NO_BALANCE,
  NO_TRANSACTIONS,
  SEVERAL_ACCOUNTS,
  tooManyRows,
} from '../../../server/domain/statements/common.js';
import { PARSERS, parseStatement } from '../../../server/domain/statements/index.js';
import { qifParser } from '../../../server/domain/statements/qif.js';
import type {
  ParsedStatement,
  ParseResult,
  StatementEntry,
} from '../../../server/domain/statements/types.js';

const read = (path: string) => readFileSync(new URL(`./fixtures/${path}`, import.meta.url), 'utf8');
const fixture = (name: string) => read(`qif/${name}`);
const options = { maxEntries: 1000 };

function parsed(result: ParseResult): ParsedStatement {
  if ('error' in result) throw new Error(`expected a statement, got: ${result.error.text}`);
  if ('needsMapping' in result) throw new Error('expected a statement, got a mapping request');
  if ('needsAccount' in result) throw new Error('expected a statement, got a choice of account');
  return result;
}

const parse = (text: string) => parsed(qifParser.parse(text, options));
const error = (text: string, maxEntries = 1000) => {
  const result = qifParser.parse(text, { maxEntries });
  return 'error' in result ? result.error.text : null;
};

/** A whole entry: QIF names no currency; no counterparty or reference unless given. */
const entry = (date: string, amount: string, description: string, more = {}): StatementEntry => ({
  date,
  amount,
  description,
  counterparty: null,
  reference: null,
  currency: null,
  ...more,
});

/** The entries as lines of "date amount description", to compare with a table. */
const lines = (statement: ParsedStatement) =>
  statement.entries.map((e) => `${e.date} ${e.amount} ${e.description}`);

/** A bank section of the given records, each a list of lines, closed by `^`. */
const bank = (...records: string[][]) =>
  ['!Type:Bank', ...records.flatMap((record) => [...record, '^'])].join('\n');

/** Each fixture's bookings as "date amount description", in file order. */
const BOOKINGS: Record<string, string[]> = {
  // A US bank section, month first: apostrophe (1/ 2'26) and four-digit (01/05/2026) years.
  'us-bank.qif': [
    '2026-01-02 2450 January salary',
    '2026-01-05 -1234.56 Rent January',
    '2026-01-15 -60 ATM',
    '2026-01-20 -23.45 Corner Grocery',
    '2026-01-28 -18.99 City Water Utility',
  ],
  // A credit card section: charges are money out, the payment money in.
  'credit-card.qif': [
    '2026-02-03 -45.2 Fuel',
    '2026-02-07 -129.99 Online Bookshop',
    '2026-02-14 -8.5 Cafe Luna',
    '2026-02-20 500 Payment - Thank You',
    '2026-02-25 1.25 Interest refund',
  ],
  // DD.MM.YYYY and 1.234,56.
  'european.qif': [
    '2026-01-02 -1234.56 Miete Januar',
    '2026-01-15 2500 Gehalt Januar',
    '2026-01-20 -12.5 Bäckerei Korn',
    '2026-01-28 -1050 Versicherung Jahresbeitrag',
  ],
  // A split transaction is one booking of its T total.
  'splits.qif': ['2026-04-03 -120 Weekly shop', '2026-04-13 -35 Pharmacy'],
  // The bank section after an account list, a category list and the account's own header.
  'account-header.qif': ['2026-03-02 -75 March bill', '2026-03-16 1200 Transfer from savings'],
  // Only the readable records of odd ones.
  'odd-records.qif': [
    '2026-05-18 -9.99 Streaming Service',
    '2026-05-20 -42 7001',
    '2026-05-21 15 Money in',
  ],
};

describe.each(Object.entries(BOOKINGS))('%s', (name, expected) => {
  it('reads every booking in file order: its date, exact amount and description', () => {
    const statement = parse(fixture(name));
    expect(statement.format).toBe('qif');
    expect(lines(statement)).toEqual(expected);
  });
});

describe('a US bank section: apostrophe and four-digit years', () => {
  const statement = parse(fixture('us-bank.qif'));

  it('takes M as the description, P as the counterparty and a check number as the reference', () => {
    expect(statement.entries[1]).toEqual(
      entry('2026-01-05', '-1234.56', 'Rent January', {
        counterparty: 'Hillside Property Mgmt',
        reference: '1042',
      }),
    );
    expect(statement.entries[0]).toMatchObject({
      description: 'January salary',
      counterparty: 'ACME PAYROLL',
      reference: null,
    });
  });

  it('describes a record without memo or payee by its N, which is no reference when a word', () => {
    expect(statement.entries[2]).toMatchObject({
      description: 'ATM',
      counterparty: null,
      reference: null,
    });
  });

  it('sets the opening balance record aside and states no balance', () => {
    expect(statement.setAside).toEqual([
      {
        line: 2,
        reason: "The account's opening balance, not a booking.",
        code: 'openingBalance',
        params: {},
      },
    ]);
    expect(statement.balance).toBeNull();
    expect(statement.currency).toBeNull();
    expect(statement.notes).toEqual([NO_BALANCE]);
  });

  it('reads two-digit years after a slash as 1970-2069 and after an apostrophe as 20YY', () => {
    const years = parse(bank(['D12/31/99', 'T-1.00'], ['D1/2/05', 'T-2.00'], ["D1/ 3' 7", 'T3']));
    expect(years.entries.map((e) => e.date)).toEqual(['1999-12-31', '2005-01-02', '2007-01-03']);
  });
});

describe('a credit card section', () => {
  const statement = parse(fixture('credit-card.qif'));

  it('sets nothing aside and takes P as the counterparty', () => {
    expect(statement.setAside).toEqual([]);
    expect(statement.entries[0]?.counterparty).toBe('FUEL STATION 0042');
  });

  it('reads U when T is missing, and T when both are there', () => {
    const amounts = parse(bank(['D01/13/2026', 'U-7.25', 'PKiosk'], ['D01/14/2026', 'U1', 'T2']));
    expect(amounts.entries.map((e) => e.amount)).toEqual(['-7.25', '2']);
  });

  it('reads a cash section too', () => {
    const cash = parse('!Type:Cash\nD03/14/2026\nT-4.80\nPMarket stall\n^\n');
    expect(cash.entries).toEqual([
      entry('2026-03-14', '-4.8', 'Market stall', { counterparty: 'Market stall' }),
    ]);
  });
});

describe('a European file: DD.MM.YYYY and 1.234,56', () => {
  const statement = parse(fixture('european.qif'));

  it('reads day first without a note, a day above 12 settling it', () => {
    expect(statement.notes).toEqual([NO_BALANCE]);
  });

  it('reads DD/MM/YYYY day first once a day above 12 settles it', () => {
    const british = parse(bank(['D03/02/2026', 'T-1,234.56'], ['D25/02/2026', 'T10']));
    expect(british.entries.map((e) => [e.date, e.amount])).toEqual([
      ['2026-02-03', '-1234.56'],
      ['2026-02-25', '10'],
    ]);
    expect(british.notes).toEqual([NO_BALANCE]);
  });

  it('when every date reads both ways: month first for "/", day first for ".", with a note', () => {
    const slashed = parse(bank(['D03/04/2026', 'T-1'], ['D05/06/2026', 'T-2']));
    expect(slashed.entries.map((e) => e.date)).toEqual(['2026-03-04', '2026-05-06']);
    expect(slashed.notes?.[0]?.text).toMatch(/read month first \(MM\/DD\/YYYY\)/);
    expect(slashed.notes?.[0]?.code).toBe('qifDatesMonthFirst');
    const dotted = parse(bank(['D03.04.2026', 'T-1,50'], ['D05.06.2026', 'T-2,00']));
    expect(dotted.entries.map((e) => [e.date, e.amount])).toEqual([
      ['2026-04-03', '-1.5'],
      ['2026-06-05', '-2'],
    ]);
    expect(dotted.notes?.[0]?.text).toMatch(/read day first \(DD\.MM\.YYYY\)/);
    expect(dotted.notes?.[0]?.code).toBe('qifDatesDayFirst');
    expect(dotted.notes).toHaveLength(2);
  });

  it('reads ISO dates as they are, whatever the other dates say', () => {
    const iso = parse(bank(['D2026-01-05', 'T-1'], ['D25.01.2026', 'T-2']));
    expect(iso.entries.map((e) => e.date)).toEqual(['2026-01-05', '2026-01-25']);
  });
});

describe('records set aside, not refusing the file', () => {
  const statement = parse(fixture('odd-records.qif'));

  it('sets aside a record without amount, one of amount 0 and one without date', () => {
    expect(statement.setAside).toMatchObject([
      { line: 2, reason: 'The amount is missing (no T line).', code: 'qifNoAmount' },
      { line: 5, reason: MOVES_NO_MONEY.text, code: MOVES_NO_MONEY.code },
      { line: 14, reason: 'The date is missing (no D line).', code: 'qifNoDate' },
    ]);
  });

  it('describes a record with only a payee by it, one with only a number by the number', () => {
    expect(statement.entries).toEqual([
      entry('2026-05-18', '-9.99', 'Streaming Service', { counterparty: 'Streaming Service' }),
      entry('2026-05-20', '-42', '7001', { reference: '7001' }),
      entry('2026-05-21', '15', 'Money in'),
    ]);
  });

  it('passes over the investment section with a note', () => {
    expect(statement.notes).toEqual([
      {
        code: 'qifSectionSkipped',
        params: { section: '!Type:Invst' },
        text: 'The file\'s "!Type:Invst" section is not read: only bank, credit card and cash sections are.',
      },
      NO_BALANCE,
    ]);
  });

  it('sets aside a date or amount it cannot read, and a record cut off by the end of the file', () => {
    const text = bank(['D02/30/2026', 'T-1'], ['D01/13/2026', 'Tabc'], ['D01/14/2026', 'T-3']);
    const odd = parse(`${text}\nD01/15/2026\nT-4.5`);
    expect(odd.entries.map((e) => e.amount)).toEqual(['-3']);
    expect(odd.setAside).toMatchObject([
      { line: 2, reason: '"02/30/2026" is not a date.', params: { value: '02/30/2026' } },
      { line: 5, reason: '"abc" is not an amount.', code: 'notAnAmount' },
      {
        line: 11,
        reason: 'The file ends inside this record (no closing ^ line): it may be cut short.',
      },
    ]);
  });

  it('answers an error naming the first unreadable record when nothing can be read', () => {
    expect(error(bank(['PNothing else']))).toBe('Line 2: The date is missing (no D line).');
    expect(error(bank(['D01/13/2026', 'T0']))).toBe(NO_TRANSACTIONS.text);
    expect(error('!Type:Bank\n')).toBe(NO_TRANSACTIONS.text);
    expect(error('!Type:Invst\nD1/2/26\nT5\n^')).toMatch(/no bank, credit card or cash section/);
    expect(error('  \n')).toBe('The file is empty.');
  });

  it('does not take a number that repeats in the file as a reference', () => {
    const repeated = parse(bank(['D01/13/2026', 'T-1', 'N1'], ['D01/14/2026', 'T-2', 'N1']));
    expect(repeated.entries.map((e) => [e.reference, e.description])).toEqual([
      [null, '1'],
      [null, '1'],
    ]);
  });
});

describe('a split transaction', () => {
  const statement = parse(fixture('splits.qif'));

  it('is one booking of its T total, the split lines passed over', () => {
    expect(statement.entries[0]).toEqual(
      entry('2026-04-03', '-120', 'Weekly shop', { counterparty: 'Home Market' }),
    );
    expect(statement.setAside).toEqual([]);
  });
});

describe('an !Account header and !Option lines', () => {
  const statement = parse(fixture('account-header.qif'));

  it('passes over the account and category lists without a note', () => {
    expect(statement.setAside).toEqual([]);
    expect(statement.notes).toEqual([NO_BALANCE]);
  });

  it('refuses bookings of two accounts in one file', () => {
    const two = [
      '!Account\nNChecking\nTBank\n^',
      bank(['D01/13/2026', 'T-1']),
      '!Account\nNSavings\nTBank\n^',
      bank(['D01/14/2026', 'T-2']),
    ].join('\n');
    expect(error(two)).toBe(SEVERAL_ACCOUNTS.text);
    expect(error(`${bank(['D01/13/2026', 'T-1'])}\n!Type:CCard\nD01/14/2026\nT-2\n^`)).toBe(
      SEVERAL_ACCOUNTS.text,
    );
  });

  it('reads two sections of one account as one statement', () => {
    const again = `${bank(['D01/13/2026', 'T-1'])}\n!type:bank\nD01/14/2026\nT-2\n^`;
    expect(parse(again).entries).toHaveLength(2);
  });
});

describe('sniffing', () => {
  const qifFiles = readdirSync(new URL('./fixtures/qif/', import.meta.url)).map(fixture);
  const others = [
    read('csv/chase-checking.csv'),
    read('csv/giro-sparkasse.csv'),
    read('ofx/checking.qfx'),
    read('ofx/creditcard.ofx'),
    read('camt/sparkasse-001.02.xml'),
    read('mt940/german-bank.sta'),
    read('mt940/swift-envelope.sta'),
  ];

  it('claims a file whose first line is !Type:, !Account or !Option:, in any case', () => {
    const yes = [
      ...qifFiles,
      '\uFEFF\n\n  !type:ccard\n',
      '!ACCOUNT\nNChecking',
      '!Option:AutoSwitch',
    ];
    const no = ['Date,Amount\n01/02/2026,!Type:Bank\n', '!Clearly not\n', ''];
    expect(yes.filter((text) => !qifParser.sniff(text))).toEqual([]);
    expect(no.filter((text) => qifParser.sniff(text))).toEqual([]);
  });

  it('claims no CSV, OFX, CAMT or MT940 file, and no other parser claims a QIF file first', () => {
    expect(others.filter((text) => qifParser.sniff(text))).toEqual([]);
    for (const text of qifFiles) {
      expect(PARSERS.find((parser) => parser.sniff(text))?.format).toBe('qif');
    }
    const formats = others.map((text) => PARSERS.find((parser) => parser.sniff(text))?.format);
    expect(formats).toEqual(['csv', 'csv', 'ofx', 'ofx', 'camt053', 'mt940', 'mt940']);
  });

  it('is what parseStatement reads a QIF upload with', () => {
    const bytes = new TextEncoder().encode(fixture('us-bank.qif').replace(/\n/g, '\r\n'));
    expect(parsed(parseStatement(bytes, options)).entries).toHaveLength(5);
  });
});

describe('the row limit', () => {
  const records = (count: number) =>
    bank(...Array.from({ length: count }, (_, i) => [`D01/${(i % 28) + 1}/2026`, `T-${i + 1}`]));

  it('reads as many records as an upload takes and refuses one more', () => {
    expect(parse(records(5)).entries).toHaveLength(5);
    expect(error(records(5), 5)).toBeNull();
    expect(error(records(6), 5)).toBe(tooManyRows(5).text);
    expect(error(records(20_000), 5)).toBe(tooManyRows(5).text);
  });
});

describe('QIF under fuzzing', () => {
  const samples = readdirSync(new URL('./fixtures/qif/', import.meta.url)).map(fixture);
  const PIECES = ['\n', '^\n', '!Type:Bank\n', 'D', 'T', 'U', 'P', 'M', 'N', 'S', '$', "'", '/'];
  const MORE = ['.', ',', '-', ' ', '0', '1', '9', '12', '31', '1e308', 'NaN', '9'.repeat(30)];
  const alphabet = [...PIECES, ...MORE, '!Account\n', '!Option:x\n', 'ß€', '\r'];

  /** xorshift32: seeded, so a failing round reproduces. */
  function generator(seed: number) {
    let state = seed;
    return (below: number) => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) % below;
    };
  }

  /** What is wrong with the answer, or null. */
  function flaw(text: string): string | null {
    const started = performance.now();
    let result: ParseResult;
    try {
      result = qifParser.parse(text, { maxEntries: 500 });
    } catch (thrown) {
      return `threw ${String(thrown)}`;
    }
    if (performance.now() - started > 1000) return 'too slow';
    if ('error' in result) return result.error.text === '' ? 'no message' : null;
    if ('needsMapping' in result) return 'mapping';
    if ('needsAccount' in result) return 'account';
    const bad = result.entries.find(
      (e) =>
        !/^\d{4}-\d{2}-\d{2}$/.test(e.date) ||
        typeof e.amount !== 'string' ||
        !isDecimalString(e.amount) ||
        e.amount === '0' ||
        e.description.trim() === '',
    );
    if (bad) return `entry ${JSON.stringify(bad)}`;
    const count = text.split(/\r\n|\r|\n/).length;
    const stray = result.setAside?.find((row) => row.line < 1 || row.line > count || !row.reason);
    return stray ? `set aside ${JSON.stringify(stray)}` : null;
  }

  it('answers mangled fixtures and random records cleanly, quickly and without a float', () => {
    const next = generator(20260425);
    const failures: string[] = [];
    for (let round = 0; round < 600; round++) {
      let text = samples[next(samples.length)]!;
      const at = next(text.length + 1);
      const noise = Array.from({ length: 1 + next(30) }, () => alphabet[next(alphabet.length)]);
      if (round % 3 === 0) text = text.slice(0, at);
      else if (round % 3 === 1) text = text.slice(0, at) + noise.join('') + text.slice(at + 5);
      else text = `!Type:Bank\n${noise.join('').repeat(1 + next(50))}`;
      const found = flaw(text);
      if (found) failures.push(`round ${round}: ${found}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers long runs without a header, a ^ or a line break quickly', () => {
    const runs = [
      `!Type:Bank\n${'D1/2/26\n'.repeat(100_000)}`,
      `!Type:Bank\n${'^\n'.repeat(100_000)}`,
      `!Type:Bank\nT${'1'.repeat(100_000)}\nD1/2/26\n^`,
      `!Type:Bank\nD${' '.repeat(100_000)}1/2/26\nT1\n^`,
      `${' '.repeat(100_000)}!Type:Bank\n${'D01/02/2026\nT-1\n^\n'.repeat(400)}`,
      `!Account\n${'NX\n^\n'.repeat(50_000)}`,
    ];
    expect(runs.map(flaw)).toEqual(runs.map(() => null));
  });
});

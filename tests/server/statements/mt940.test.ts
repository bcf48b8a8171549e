// SWIFT MT940 statements, with the structured :86: of German banks, read by hand.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mt940Parser } from '../../../server/domain/statements/mt940.js';
import type { ParsedStatement, ParseResult } from '../../../server/domain/statements/types.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/mt940/${name}`, import.meta.url), 'utf8');
const options = { maxEntries: 1000 };

function parsed(result: ParseResult): ParsedStatement {
  if ('error' in result) throw new Error(`expected a statement, got: ${result.error.text}`);
  if ('needsMapping' in result) throw new Error('expected a statement, got a mapping request');
  if ('needsAccount' in result) throw new Error('expected a statement, got a choice of account');
  return result;
}

/** One message around the given :61:/:86: lines. */
const message = (lines: string, account = 'DE89370400440532013000') =>
  [
    ':20:TEST',
    `:25:${account}`,
    ':28C:1/1',
    ':60F:C260101EUR100,00',
    lines,
    ':62F:C260131EUR90,00',
    '-',
  ].join('\n');

describe('a German bank statement: two messages, structured :86:', () => {
  const statement = parsed(mt940Parser.parse(fixture('german-bank.sta'), options));

  it('reads the lines of both messages in order, with the currency of :60F:', () => {
    expect(statement.format).toBe('mt940');
    expect(statement.currency).toBe('EUR');
    expect(statement.entries.map((e) => [e.date, e.amount, e.reference])).toEqual([
      ['2025-12-30', '-45', '9876543210'],
      ['2026-01-02', '2500', 'LOHN2025-12'],
      ['2026-01-05', '-12.9', '2601050001'],
      ['2026-01-07', '30', '2601070002'],
      ['2026-01-09', '-30', '2601090003'],
      ['2026-01-09', '45', '2601090004'],
      ['2026-01-12', '-8.5', null],
    ]);
  });

  it('books a December value date in January of the next year', () => {
    expect(statement.entries[1]?.date).toBe('2026-01-02');
  });

  it('treats RC (reversed credit) as money out and RD (reversed debit) as money in', () => {
    expect(statement.entries[4]).toMatchObject({
      amount: '-30',
      description: 'STORNO GUTSCHRIFT SVWZ+Anteil Geschenk',
    });
    expect(statement.entries[5]).toMatchObject({
      amount: '45',
      description: 'RUECKBELASTUNG Lastschriftrueckgabe',
    });
  });

  it('joins ?00 and ?20-?29 into the description and ?32/?33 into the counterparty', () => {
    expect(statement.entries[0]).toEqual({
      date: '2025-12-30',
      amount: '-45',
      description:
        'FOLGELASTSCHRIFT EREF+INV-2025-1230-01 MREF+M-0001 CRED+DE98ZZZ09999999999 SVWZ+Mobilfunkrechnung Dezember 2025',
      counterparty: 'Mobilfunk Beispiel Telekommunikation GmbH',
      reference: '9876543210',
      currency: null,
    });
    expect(statement.entries[2]).toMatchObject({
      description: 'ONLINE-UEBERWEISUNG SVWZ+Buch Die Kunst des Programmierens',
      counterparty: 'Max Mustermann',
    });
  });

  it('reads a wrapped :86: and keeps an unstructured one as text', () => {
    expect(statement.entries[1]).toMatchObject({
      description: 'GUTSCHRIFT EREF+LOHN-2025-12 SVWZ+Gehalt Dezember 2025',
      counterparty: 'Beispiel Arbeitgeber AG',
    });
    expect(statement.entries[6]).toMatchObject({
      description: 'Kontofuehrungsentgelt Januar 2026 lt. Preis- und Leistungsverzeichnis',
      counterparty: null,
    });
  });

  it('takes the closing balance of the last message', () => {
    expect(statement.balance).toEqual({ amount: '3713.16', date: '2026-01-12', currency: 'EUR' });
  });
});

describe('a file of several accounts (one export of all of a customer’s accounts)', () => {
  const text = fixture('two-accounts.sta');
  const read = (account?: string) => mt940Parser.parse(text, { ...options, account });
  const giro = {
    number: '37040044/0532013000',
    currency: 'EUR',
    count: 3,
    balance: { amount: '1000', date: '2026-03-03', currency: 'EUR' },
  };
  const savings = {
    number: 'DE02120300000000202051',
    currency: 'EUR',
    count: 1,
    balance: { amount: '5002.15', date: '2026-03-02', currency: 'EUR' },
  };

  it('asks which account to read, listing those with rows, when none is chosen', () => {
    expect(read()).toEqual({ needsAccount: true, accounts: [giro, savings] });
    expect(read('  ')).toEqual({ needsAccount: true, accounts: [giro, savings] });
  });

  it("reads the chosen account's messages of every day, in order, with its last balance", () => {
    const statement = parsed(read('37040044/0532013000'));
    expect(statement.entries.map((e) => [e.date, e.amount, e.reference])).toEqual([
      ['2026-03-02', '-25', '2603020001'],
      ['2026-03-02', '100', '2603020002'],
      ['2026-03-03', '-75', '2603030001'],
    ]);
    expect(statement).toMatchObject({
      balance: giro.balance,
      currency: 'EUR',
      account: '37040044/0532013000',
      accounts: [giro, savings],
    });
  });

  it('finds the account by its IBAN, BBAN or account number however it is written', () => {
    for (const number of [
      'DE89 3704 0044 0532 0130 00',
      'de89370400440532013000',
      '370400440532013000',
      '0532013000',
      '532013000',
    ]) {
      expect(parsed(read(number)).entries, number).toHaveLength(3);
    }
    expect(parsed(read('DE02 1203 0000 0000 2020 51')).entries).toEqual([
      expect.objectContaining({ amount: '2.15', counterparty: null, reference: '2603020003' }),
    ]);
  });

  it("never reads another account's rows for an account the file holds no rows or statement of", () => {
    expect(read('DE12500105170648489890')).toMatchObject({
      error: { text: 'The statement has no transactions.' },
    });
    expect(read('DE75512108001245126199')).toEqual({
      needsAccount: true,
      accounts: [giro, savings],
    });
    // too short a number to tell an account by its end
    expect(read('3000')).toEqual({ needsAccount: true, accounts: [giro, savings] });
  });

  it("asks before reading a one-account file for another account's number", () => {
    const one = fixture('german-bank.sta');
    expect(mt940Parser.parse(one, { ...options, account: 'DE02120300000000202051' })).toEqual({
      needsAccount: true,
      accounts: [
        {
          number: '37040044/0532013000',
          currency: 'EUR',
          count: 7,
          balance: { amount: '3713.16', date: '2026-01-12', currency: 'EUR' },
        },
      ],
    });
    const own = parsed(mt940Parser.parse(one, { ...options, account: 'DE89370400440532013000' }));
    expect(own).toMatchObject({ account: '37040044/0532013000' });
    expect(own.entries).toHaveLength(7);
    expect(own.accounts).toBeUndefined();
  });
});

describe('a message in its SWIFT envelope', () => {
  const statement = parsed(mt940Parser.parse(fixture('swift-envelope.sta'), options));

  it('reads funds codes, a comma without decimals and references', () => {
    expect(statement.entries).toEqual([
      {
        date: '2026-01-10',
        amount: '150',
        description: 'Payment received from Jane Example for invoice 2026-004, thank you',
        counterparty: null,
        reference: 'BANKREF123',
        currency: null,
      },
      {
        date: '2026-01-10',
        amount: '-20',
        description: 'FEE JANUARY',
        counterparty: null,
        reference: null,
        currency: null,
      },
      {
        date: '2026-01-11',
        amount: '75.5',
        // No :86: and no supplement: the customer reference describes it.
        description: 'CUST-7781',
        counterparty: null,
        reference: 'CUST-7781',
        currency: null,
      },
    ]);
    expect(statement.balance).toEqual({ amount: '1205.5', date: '2026-01-11', currency: 'EUR' });
  });
});

describe('files it refuses, with the reason', () => {
  it('names the statement line without an amount', () => {
    expect(mt940Parser.parse(fixture('no-amount.sta'), options)).toMatchObject({
      error: {
        code: 'atStatementLine',
        params: { position: 2, line: 7, problem: { code: 'mt940NoAmount' } },
        text: 'Statement line 2 (line 7 of the file): it has no amount.',
      },
    });
  });

  it('names a statement line with a bad date, mark or amount', () => {
    expect(mt940Parser.parse(message(':61:261345C1,00NTRFNONREF'), options)).toMatchObject({
      error: { text: 'Statement line 1 (line 5 of the file): "261345" is not a date.' },
    });
    expect(mt940Parser.parse(message(':61:2601011345C1,00NTRFNONREF'), options)).toMatchObject({
      error: { text: 'Statement line 1 (line 5 of the file): "1345" is not a booking date.' },
    });
    expect(mt940Parser.parse(message(':61:260101X1,00NTRFNONREF'), options)).toMatchObject({
      error: {
        text: 'Statement line 1 (line 5 of the file): it has no debit/credit mark (C, D, RC or RD).',
      },
    });
    expect(mt940Parser.parse(message(':61:260101C1,0,0NTRFNONREF'), options)).toMatchObject({
      error: { text: 'Statement line 1 (line 5 of the file): "1,0,0" is not an amount.' },
    });
    expect(mt940Parser.parse(message(':61:260101C12.50NTRFNONREF'), options)).toMatchObject({
      error: { text: 'Statement line 1 (line 5 of the file): "12.50" is not an amount.' },
    });
  });

  it('asks which account to read when messages name different accounts', () => {
    const text = `${message(':61:260101C1,00NTRFNONREF')}\n${message(':61:260102C1,00NTRFNONREF', 'DE02120300000000202051')}`;
    const balance = { amount: '90', date: '2026-01-31', currency: 'EUR' };
    expect(mt940Parser.parse(text, options)).toEqual({
      needsAccount: true,
      accounts: [
        { number: 'DE89370400440532013000', currency: 'EUR', count: 1, balance },
        { number: 'DE02120300000000202051', currency: 'EUR', count: 1, balance },
      ],
    });
  });

  it('reads a file without :62F: with no balance, and refuses one without :61:', () => {
    const noClosing = message(':61:260101C1,00NTRFNONREF').replace(':62F:C260131EUR90,00\n', '');
    expect(parsed(mt940Parser.parse(noClosing, options)).balance).toBeNull();
    expect(mt940Parser.parse(message(':86:no lines today'), options)).toMatchObject({
      error: { text: 'The statement has no transactions.' },
    });
  });

  it('refuses a file cut off in its last message, where an amount may be cut short', () => {
    const text = fixture('german-bank.sta');
    const cut = text.slice(0, text.indexOf('3713,16') + 6); // ":62F:C260112EUR3713,1"
    expect(mt940Parser.parse(cut, options)).toMatchObject({
      error: {
        text: 'The MT940 file is incomplete: its last statement ends without its closing "-" line.',
      },
    });
    const envelope = fixture('swift-envelope.sta');
    expect(mt940Parser.parse(envelope.slice(0, envelope.indexOf('-}')), options)).toMatchObject({
      error: {
        text: 'The MT940 file is incomplete: its last statement ends without its closing "-" line.',
      },
    });
  });

  it('reads a file whose closing balance cannot be read with no balance and a note', () => {
    const text = message(':61:260101C1,00NTRFNONREF').replace('C260131EUR90,00', 'C260131EUR');
    const statement = parsed(mt940Parser.parse(text, options));
    expect(statement.entries).toHaveLength(1);
    expect(statement.balance).toBeNull();
    expect(statement.notes).toEqual([
      {
        code: 'balanceUnreadableAtLine',
        params: { field: ':62F:', line: 6, value: 'C260131EUR' },
        text: 'The closing balance (:62F:, line 6 of the file) "C260131EUR" cannot be read; the rows are read without it.',
      },
    ]);
    const empty = message(':61:260101C1,00NTRFNONREF').replace(':62F:C260131EUR90,00', ':62F:');
    expect(parsed(mt940Parser.parse(empty, options)).notes).toMatchObject([
      { text: 'The file states no closing balance.' },
    ]);
  });

  it('refuses more rows than the upload allows', () => {
    const lines = [1, 2, 3].map((n) => `:61:26010${n}D1,00NTRFNONREF`).join('\n');
    expect(mt940Parser.parse(message(lines), { maxEntries: 2 })).toMatchObject({
      error: { text: 'The statement has more than 2 rows; split it into smaller files.' },
    });
  });

  it('refuses empty text and text without fields', () => {
    expect(mt940Parser.parse('', options)).toMatchObject({ error: { text: 'The file is empty.' } });
    expect(mt940Parser.parse('just some words\n', options)).toMatchObject({
      error: { text: 'This is not an MT940 file: it has no :tag: fields.' },
    });
  });
});

describe('smaller details', () => {
  it('books a January value date booked in December in the year before', () => {
    const statement = parsed(mt940Parser.parse(message(':61:2601021231D5,00NTRFNONREF'), options));
    expect(statement.entries[0]?.date).toBe('2025-12-31');
  });

  it('uses the customer reference when the bank reference is NONREF, and the supplement line', () => {
    const statement = parsed(
      mt940Parser.parse(
        message(':61:260105D5,00NMSCKREF-991//NONREF\nSupplementary text'),
        options,
      ),
    );
    expect(statement.entries[0]).toMatchObject({
      reference: 'KREF-991',
      description: 'Supplementary text',
    });
  });

  it('sniffs MT940 by its fields or its SWIFT header', () => {
    expect(mt940Parser.sniff(fixture('german-bank.sta'))).toBe(true);
    expect(mt940Parser.sniff(fixture('swift-envelope.sta'))).toBe(true);
    expect(mt940Parser.sniff(':20:X\n:25:Y\n:28C:1\n:60F:C260101EUR1,00\n')).toBe(true);
    expect(mt940Parser.sniff('Date;Text\n2026-01-01;:20: and :61:')).toBe(false);
    expect(mt940Parser.sniff('OFXHEADER:100')).toBe(false);
    expect(mt940Parser.sniff('')).toBe(false);
  });
});

describe('files as banks really write them (issue 25)', () => {
  const statement = parsed(mt940Parser.parse(fixture('no-text-no-comma.sta'), options));

  it('reads an amount written without a decimal comma', () => {
    expect(statement.entries[0]).toMatchObject({ date: '2014-07-29', amount: '500' });
    expect(statement.entries[2]).toMatchObject({ date: '2014-07-30', amount: '-12' });
    expect(statement.balance).toEqual({ amount: '1458.6', date: '2014-07-31', currency: 'EUR' });
  });

  it('describes a :61: without :86: by its reference, else its booking code, else the bank id', () => {
    expect(statement.entries.map((e) => [e.description, e.reference])).toEqual([
      ['GUTSCHRIFT Rueckzahlung Darlehen', '9900001'],
      ['KREF-4477', '9900002'],
      ['Charges', '9900003'],
      ['Miscellaneous', null],
    ]);
    const unknownCode = parsed(
      mt940Parser.parse(message(':61:260105D5,00NXYZNONREF//B-17'), options),
    );
    expect(unknownCode.entries[0]?.description).toBe('NXYZ');
    const named = parsed(
      mt940Parser.parse(message(':61:260105D5,00NTRFNONREF\n:86:166?32Carla Beispiel'), options),
    );
    expect(named.entries[0]).toMatchObject({
      description: 'Carla Beispiel',
      counterparty: 'Carla Beispiel',
    });
  });

  it('sets aside a line of amount 0 (Rechnungsabschluss) with its line, its :86: with it', () => {
    expect(statement.setAside).toMatchObject([
      { line: 9, reason: 'The amount is 0: the row moves no money.' },
    ]);
    expect(statement.entries.map((e) => e.amount)).toEqual(['500', '-25.9', '-12', '-3.5']);
    expect(statement.entries.some((e) => e.description.includes('ABSCHLUSS'))).toBe(false);
  });

  it('reads a :62F: that leaves out the currency', () => {
    const old = parsed(mt940Parser.parse(fixture('no-currency-balance.sta'), options));
    expect(old.entries.map((e) => [e.date, e.amount])).toEqual([['2002-03-15', '5000']]);
    expect(old.balance).toEqual({ amount: '145000', date: '2002-03-15', currency: null });
    expect(old.notes).toEqual([]);
  });
});

// CAMT.053 statements (ISO 20022 BkToCstmrStmt), versions 001.02 and 001.08, through fast-xml-parser.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { camtParser } from '../../../server/domain/statements/camt.js';
import type { ParsedStatement, ParseResult } from '../../../server/domain/statements/types.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/camt/${name}`, import.meta.url), 'utf8');
const options = { maxEntries: 1000 };

function parsed(result: ParseResult): ParsedStatement {
  if ('error' in result) throw new Error(`expected a statement, got: ${result.error.text}`);
  if ('needsMapping' in result) throw new Error('expected a statement, got a mapping request');
  if ('needsAccount' in result) throw new Error('expected a statement, got a choice of account');
  return result;
}

const entry = (amount: string, mark: string, date: string, extra = '') =>
  `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${mark}</CdtDbtInd><BookgDt><Dt>${date}</Dt></BookgDt>${extra}</Ntry>`;

function stmt(iban: string, entries: string, closing?: string): string {
  const balance = closing
    ? `<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${closing}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-04-30</Dt></Dt></Bal>`
    : '';
  return `<Stmt><Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>${balance}${entries}</Stmt>`;
}

const camt = (statements: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.04"><BkToCstmrStmt>${statements}</BkToCstmrStmt></Document>`;

const IBAN = 'DE89370400440532013000';

describe('a CAMT.053.001.02 statement (Sparkasse-like)', () => {
  const statement = parsed(camtParser.parse(fixture('sparkasse-001.02.xml'), options));

  it('reads every entry with its sign, booking date, reference and currency', () => {
    expect(statement.format).toBe('camt053');
    expect(statement.currency).toBe('EUR');
    expect(statement.entries.map((e) => [e.date, e.amount, e.reference])).toEqual([
      ['2026-02-02', '2450', '2026020200001234'],
      ['2026-02-02', '-850', '2026020200001235'],
      ['2026-02-02', '-41.1', '2026013114323300'],
      ['2026-02-02', '-100', 'SEPA-DD-77'],
    ]);
    expect(statement.entries.every((e) => e.currency === 'EUR')).toBe(true);
  });

  it('joins repeated Ustrd, names the debtor of a credit and the creditor of a debit', () => {
    expect(statement.entries[0]).toEqual({
      date: '2026-02-02',
      amount: '2450',
      description: 'Lohn/Gehalt 01/2026 Personalnummer 0042',
      counterparty: 'Beispiel Arbeitgeber AG',
      reference: '2026020200001234',
      currency: 'EUR',
    });
    expect(statement.entries[1]).toMatchObject({
      description: 'Miete Februar 2026 Wohnung 3. OG links',
      counterparty: 'Hausverwaltung Muster & Partner GmbH',
    });
    expect(statement.entries[3]?.counterparty).toBe('Beispiel Versicherung AG');
  });

  it('falls back to AddtlNtryInf for the description and the EndToEndId for the reference', () => {
    expect(statement.entries[2]).toEqual({
      date: '2026-02-02',
      amount: '-41.1',
      description: 'KARTENZAHLUNG Supermarkt Beispiel 0815',
      counterparty: null,
      reference: '2026013114323300',
      currency: 'EUR',
    });
  });

  it('takes the closing booked balance (CLBD), not the opening one', () => {
    expect(statement.balance).toEqual({ amount: '2979.25', date: '2026-02-02', currency: 'EUR' });
  });
});

describe('a CAMT.053.001.08 statement', () => {
  const statement = parsed(camtParser.parse(fixture('giro-001.08.xml'), options));

  it('reads Sts/Cd BOOK entries and skips the pending one', () => {
    expect(statement.entries.map((e) => e.reference)).toEqual([
      '20260309-0001',
      'GEBURTSTAG-MAX',
      '20260309-0004',
    ]);
  });

  it('reads Pty/Nm names, a BookgDt/DtTm date and a numeric entity', () => {
    expect(statement.entries[0]).toEqual({
      date: '2026-03-09',
      amount: '-119.99',
      description: 'Rechnung 5521 Kaffeemaschine',
      counterparty: 'Elektro Beispiel GmbH',
      reference: '20260309-0001',
      currency: 'EUR',
    });
    expect(statement.entries[1]).toMatchObject({
      amount: '25',
      description: 'Alles Gute 🎂',
      counterparty: 'Max Mustermann',
    });
  });

  it('falls back to the value date and collapses whitespace', () => {
    expect(statement.entries[2]).toMatchObject({
      date: '2026-03-08',
      amount: '-5',
      description: 'App Store Abo monatlich',
    });
  });

  it('signs a debit closing balance and takes the day of its DtTm', () => {
    expect(statement.balance).toEqual({ amount: '-64.79', date: '2026-03-09', currency: 'EUR' });
  });
});

describe('several statements in one file', () => {
  it('merges statements of the same account in order and takes the last closing balance', () => {
    const text = camt(
      stmt(IBAN, entry('1.00', 'CRDT', '2026-04-01', '<NtryRef>a</NtryRef>'), '10.00') +
        stmt(
          'DE89 3704 0044 0532 0130 00',
          entry('2.00', 'DBIT', '2026-04-02', '<NtryRef>b</NtryRef>'),
          '8.00',
        ),
    );
    const statement = parsed(camtParser.parse(text, options));
    expect(statement.entries.map((e) => [e.reference, e.amount])).toEqual([
      ['a', '1'],
      ['b', '-2'],
    ]);
    expect(statement.balance).toEqual({ amount: '8', date: '2026-04-30', currency: 'EUR' });
  });

  it('asks which account to read when two hold entries, but ignores one without entries', () => {
    const other = 'DE02120300000000202051';
    const two = camt(
      stmt(IBAN, entry('1.00', 'CRDT', '2026-04-01')) +
        stmt(other, entry('2.00', 'CRDT', '2026-04-01')),
    );
    expect(camtParser.parse(two, options)).toEqual({
      needsAccount: true,
      accounts: [
        { number: IBAN, currency: 'EUR', count: 1, balance: null },
        { number: other, currency: 'EUR', count: 1, balance: null },
      ],
    });
    expect(parsed(camtParser.parse(two, { ...options, account: other })).entries).toEqual([
      expect.objectContaining({ amount: '2' }),
    ]);
    const oneEmpty = camt(
      stmt(IBAN, entry('1.00', 'CRDT', '2026-04-01')) + stmt(other, '', '99.00'),
    );
    const statement = parsed(camtParser.parse(oneEmpty, options));
    expect(statement.entries).toHaveLength(1);
    expect(statement.balance).toBeNull();
  });
});

describe('a file of several accounts (one export of all of a customer’s accounts)', () => {
  const text = fixture('two-accounts.xml');
  const read = (account?: string) => camtParser.parse(text, { ...options, account });
  const giro = {
    number: IBAN,
    currency: 'EUR',
    count: 3,
    balance: { amount: '1000', date: '2026-03-03', currency: 'EUR' },
  };
  const dollars = {
    number: 'DE02120300000000202051',
    currency: 'USD',
    count: 2,
    balance: { amount: '310.5', date: '2026-03-02', currency: 'USD' },
  };

  it('asks which account to read, with each one’s rows, currency and closing balance', () => {
    expect(read()).toEqual({ needsAccount: true, accounts: [giro, dollars] });
  });

  it('reads the chosen account’s statements of every day, and only them', () => {
    const statement = parsed(read('DE89 3704 0044 0532 0130 00'));
    expect(statement.entries.map((e) => [e.date, e.amount, e.reference])).toEqual([
      ['2026-03-02', '-25', 'G-0302-1'],
      ['2026-03-02', '100', 'G-0302-2'],
      ['2026-03-03', '-75', 'G-0303-1'],
    ]);
    expect(statement).toMatchObject({
      currency: 'EUR',
      balance: giro.balance,
      account: IBAN,
      accounts: [giro, dollars],
    });
    const usd = parsed(read('DE02120300000000202051'));
    expect(usd.entries.map((e) => [e.amount, e.currency, e.counterparty])).toEqual([
      ['80.5', 'USD', 'Example Inc.'],
      ['-20', 'USD', 'Hosting Example LLC'],
    ]);
    expect(usd).toMatchObject({ currency: 'USD', balance: dollars.balance });
  });

  it('finds the account by the account number its IBAN ends with', () => {
    expect(parsed(read('0532013000')).entries).toHaveLength(3);
    expect(parsed(read('202051 ')).entries).toHaveLength(2);
  });

  it('asks again for a number the file holds no statement of', () => {
    expect(read('DE75512108001245126199')).toEqual({
      needsAccount: true,
      accounts: [giro, dollars],
    });
  });

  it('names an entry that cannot be read by its place in the whole file', () => {
    const broken = text.replace('<Amt Ccy="EUR">75.00</Amt>', '<Amt Ccy="EUR">7x5</Amt>');
    expect(camtParser.parse(broken, { ...options, account: IBAN })).toMatchObject({
      error: { text: 'Entry 5 (reference G-0303-1): "7x5" is not an amount.' },
    });
  });
});

describe('files it refuses, with the reason', () => {
  it('refuses an entity bomb at once, before parsing anything', () => {
    const started = performance.now();
    expect(camtParser.parse(fixture('bomb.xml'), options)).toMatchObject({
      error: {
        text: 'The XML file declares entities, which bank statements never do; it was not read.',
      },
    });
    expect(performance.now() - started).toBeLessThan(100);
    const internalSubset = camt('').replace(
      '<Document',
      '<!DOCTYPE Document [<!ENTITY x "y">]><Document',
    );
    expect(camtParser.parse(internalSubset, options)).toMatchObject({
      error: {
        text: 'The XML file declares entities, which bank statements never do; it was not read.',
      },
    });
  });

  it('names the last line of a truncated file and the line of a broken tag', () => {
    const truncated = fixture('truncated.xml');
    expect(camtParser.parse(truncated, options)).toMatchObject({
      error: {
        text: `The XML file is damaged or incomplete (line ${truncated.split('\n').length}).`,
      },
    });
    const broken = fixture('sparkasse-001.02.xml').replace('</Ustrd>', '</Ustr>');
    expect(camtParser.parse(broken, options)).toMatchObject({
      error: {
        code: 'xmlDamagedAtLine',
        params: { line: 109 }, // the first <Ustrd>
        text: 'The XML file is damaged or incomplete (line 109).',
      },
    });
  });

  it('names the entry whose amount, mark or date cannot be read', () => {
    expect(camtParser.parse(fixture('bad-amount.xml'), options)).toMatchObject({
      error: { text: 'Entry 2 (reference 2026020200001235): "12.3.4" is not an amount.' },
    });
    expect(
      camtParser.parse(camt(stmt(IBAN, entry('-5.00', 'DBIT', '2026-04-01'))), options),
    ).toMatchObject({
      error: { text: 'Entry 1: "-5.00" is not an amount.' },
    });
    expect(
      camtParser.parse(camt(stmt(IBAN, entry('5.00', 'DEBIT', '2026-04-01'))), options),
    ).toMatchObject({
      error: { text: 'Entry 1: it is marked neither credit (CRDT) nor debit (DBIT).' },
    });
    expect(
      camtParser.parse(camt(stmt(IBAN, entry('5.00', 'DBIT', '2026-02-30'))), options),
    ).toMatchObject({
      error: { text: 'Entry 1: "2026-02-30" is not a date.' },
    });
    const noDate = '<Ntry><Amt Ccy="EUR">1</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry>';
    expect(camtParser.parse(camt(stmt(IBAN, noDate)), options)).toMatchObject({
      error: { text: 'Entry 1: it has no booking date (BookgDt) or value date (ValDt).' },
    });
  });

  it('says when no booked entry remains', () => {
    const pending = entry('1.00', 'CRDT', '2026-04-01', '<Sts>PDNG</Sts>');
    expect(camtParser.parse(camt(stmt(IBAN, pending)), options)).toMatchObject({
      error: { text: 'The statement has no transactions.' },
    });
    expect(camtParser.parse(camt(stmt(IBAN, '', '5.00')), options)).toMatchObject({
      error: { text: 'The statement has no transactions.' },
    });
  });

  it('refuses more rows than the upload allows', () => {
    const three = [1, 2, 3].map(() => entry('1.00', 'CRDT', '2026-04-01')).join('');
    expect(camtParser.parse(camt(stmt(IBAN, three)), { maxEntries: 2 })).toMatchObject({
      error: { text: 'The statement has more than 2 rows; split it into smaller files.' },
    });
  });

  it('refuses empty text and XML that is not a CAMT.053 statement', () => {
    expect(camtParser.parse('  \n', options)).toMatchObject({
      error: { text: 'The file is empty.' },
    });
    expect(
      camtParser.parse('<?xml version="1.0"?><Document><BkToCstmrAcctRpt/></Document>', options),
    ).toMatchObject({
      error: { text: 'The XML file is not a CAMT.053 bank statement (it has no BkToCstmrStmt).' },
    });
  });
});

describe('smaller details', () => {
  it('keeps amounts exact strings and reads namespace prefixes', () => {
    const text = camt(stmt(IBAN, entry('0012345678901234567.891', 'CRDT', '2026-04-01')))
      .replace(/<(\/?)(Document|BkToCstmrStmt)/g, '<$1ns2:$2')
      .replace('xmlns=', 'xmlns:ns2=');
    expect(parsed(camtParser.parse(text, options)).entries[0]?.amount).toBe(
      '12345678901234567.891',
    );
  });

  it('sniffs CAMT.053 by its namespace or root element only', () => {
    expect(camtParser.sniff(fixture('sparkasse-001.02.xml'))).toBe(true);
    expect(camtParser.sniff(fixture('giro-001.08.xml'))).toBe(true);
    expect(camtParser.sniff('<Document><BkToCstmrStmt>')).toBe(true);
    expect(
      camtParser.sniff(
        '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.02">',
      ),
    ).toBe(false);
    expect(camtParser.sniff('Date;Text\n2026-01-01;camt.053')).toBe(false);
    expect(camtParser.sniff('')).toBe(false);
  });
});

describe('files as banks really write them (issue 25)', () => {
  it('sets aside an entry of amount 0, naming the line it starts on', () => {
    const text = camt(
      stmt(
        IBAN,
        [entry('0.00', 'CRDT', '2026-03-31'), entry('5.00', 'DBIT', '2026-04-01')].join('\n'),
      ),
    );
    const statement = parsed(camtParser.parse(text, options));
    expect(statement.setAside).toMatchObject([
      { line: 2, reason: 'The amount is 0: the row moves no money.' },
    ]);
    expect(statement.entries.map((e) => e.amount)).toEqual(['-5']);
  });

  it('describes an entry without remittance text by its counterparty, else its reference', () => {
    const party =
      '<NtryDtls><TxDtls><RltdPties><Cdtr><Nm>Stadtwerke Beispiel</Nm></Cdtr></RltdPties></TxDtls></NtryDtls>';
    const text = camt(
      stmt(
        IBAN,
        [
          entry('5.00', 'DBIT', '2026-04-01', party),
          entry('6.00', 'DBIT', '2026-04-02', '<AcctSvcrRef>BANK-0002</AcctSvcrRef>'),
          entry('7.00', 'CRDT', '2026-04-03'),
        ].join(''),
      ),
    );
    expect(
      parsed(camtParser.parse(text, options)).entries.map((e) => [e.description, e.counterparty]),
    ).toEqual([
      ['Stadtwerke Beispiel', 'Stadtwerke Beispiel'],
      ['BANK-0002', null],
      ['Money in', null],
    ]);
  });

  it('reads a statement whose closing balance is empty or unreadable with no balance and a note', () => {
    const rows = entry('5.00', 'DBIT', '2026-04-01');
    const empty = parsed(camtParser.parse(camt(stmt(IBAN, rows, ' ')), options));
    expect(empty.balance).toBeNull();
    expect(empty.notes).toMatchObject([{ text: 'The file states no closing balance.' }]);
    const unreadable = parsed(camtParser.parse(camt(stmt(IBAN, rows, '1,5')), options));
    expect(unreadable.balance).toBeNull();
    expect(unreadable.notes).toMatchObject([
      {
        code: 'balanceUnreadable',
        params: { field: 'CLBD', value: '1,5' },
        text: 'The closing balance (CLBD) "1,5" cannot be read; the rows are read without it.',
      },
    ]);
    const undated = camt(stmt(IBAN, rows, '5.00')).replace(
      '<Dt>2026-04-30</Dt>',
      '<Dt>30.04.</Dt>',
    );
    expect(parsed(camtParser.parse(undated, options))).toMatchObject({
      balance: { amount: '5', date: null, currency: 'EUR' },
      notes: [
        {
          code: 'balanceDateNotADate',
          params: { value: '30.04.' },
          text: 'The closing balance\'s date "30.04." is not a date; it is left out.',
        },
      ],
    });
  });
});

// OFX/QFX statements: the SGML form of OFX 1.x and the XML form of OFX 2.x, read by hand.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ofxParser } from '../../../server/domain/statements/ofx.js';
import type { ParsedStatement, ParseResult } from '../../../server/domain/statements/types.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/ofx/${name}`, import.meta.url), 'utf8');
const options = { maxEntries: 1000 };

function parsed(result: ParseResult): ParsedStatement {
  if ('error' in result) throw new Error(`expected a statement, got: ${result.error.text}`);
  if ('needsMapping' in result) throw new Error('expected a statement, got a mapping request');
  if ('needsAccount' in result) throw new Error('expected a statement, got a choice of account');
  return result;
}

/** A small SGML statement around the given transactions. */
function sgml(transactions: string, statement = 'STMTRS'): string {
  return [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    '',
    '<OFX><BANKMSGSRSV1><STMTTRNRS>',
    `<${statement}><CURDEF>EUR`,
    '<BANKTRANLIST>',
    transactions,
    '</BANKTRANLIST>',
    `</${statement}>`,
    '</STMTTRNRS></BANKMSGSRSV1></OFX>',
  ].join('\n');
}

const row = (fitid: string, date: string, amount: string) =>
  `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${date}<TRNAMT>${amount}<FITID>${fitid}<NAME>Shop</STMTTRN>`;

describe('a QFX in SGML form (OFX 1.02, US checking, INTU.BID)', () => {
  const statement = parsed(ofxParser.parse(fixture('checking.qfx'), options));

  it('reads every transaction, keeping two identical ones with different FITIDs', () => {
    expect(statement.format).toBe('ofx');
    expect(statement.currency).toBe('USD');
    expect(statement.entries.map((e) => e.reference)).toEqual([
      '202601020001',
      '202601050001',
      '202601050002',
      '202601120001',
      '202601200001',
      '202601250001',
      '202601310001',
    ]);
    expect(statement.entries[1]).toEqual({
      date: '2026-01-05',
      amount: '-4.75',
      description: 'CORNER COFFEE #12',
      counterparty: 'CORNER COFFEE #12',
      reference: '202601050001',
      currency: null,
    });
    expect(statement.entries[2]).toEqual({ ...statement.entries[1], reference: '202601050002' });
  });

  it('takes the day of a date-time with zone, the MEMO as description and NAME as counterparty', () => {
    expect(statement.entries[0]).toEqual({
      date: '2026-01-02',
      amount: '2500',
      description: 'DIRECT DEP PPD ID: 9876543210',
      counterparty: 'ACME WIDGETS PAYROLL',
      reference: '202601020001',
      currency: null,
    });
    expect(statement.entries[3]).toMatchObject({ date: '2026-01-12', amount: '-1200' });
    expect(statement.entries[6]).toMatchObject({ date: '2026-01-31', amount: '0.42' });
  });

  it('decodes entities and keeps a raw ampersand; an empty MEMO falls back to NAME', () => {
    expect(statement.entries[4]).toMatchObject({
      description: 'Card 1234 <online>',
      counterparty: 'SMITH & SONS HARDWARE',
    });
    expect(statement.entries[5]).toMatchObject({
      description: 'AT&T MOBILITY',
      counterparty: 'AT&T MOBILITY',
    });
  });

  it('states the ledger balance as the closing balance', () => {
    expect(statement.balance).toEqual({ amount: '3640.83', date: '2026-01-31', currency: 'USD' });
  });

  it('reads the same file with LF line endings', () => {
    const lf = fixture('checking.qfx').replace(/\r\n/g, '\n');
    expect(parsed(ofxParser.parse(lf, options))).toEqual(statement);
  });
});

describe('an OFX 2.2 XML credit card statement (CCSTMTRS)', () => {
  const statement = parsed(ofxParser.parse(fixture('creditcard.ofx'), options));

  it('reads the transactions, amounts exact, a decimal comma tolerated', () => {
    expect(statement.currency).toBe('EUR');
    expect(statement.entries.map((e) => [e.date, e.amount])).toEqual([
      ['2026-02-03', '-54.2'],
      ['2026-02-07', '-12'],
      ['2026-02-07', '-12'],
      ['2026-02-14', '-27.5'],
      ['2026-02-19', '-45.99'],
      ['2026-02-25', '500'],
    ]);
    expect(new Set(statement.entries.map((e) => e.reference)).size).toBe(6);
  });

  it('collapses whitespace, decodes numeric entities and reads a CURRENCY aggregate', () => {
    expect(statement.entries[0]).toMatchObject({
      description: 'Kartenzahlung Filiale 0815',
      counterparty: 'Supermarkt Beispiel',
    });
    expect(statement.entries[3]).toMatchObject({
      description: 'Café "Zur Post"',
      counterparty: 'Café "Zur Post"',
    });
    expect(statement.entries[4]).toMatchObject({
      description: 'Order 113-4455 & shipping',
      counterparty: 'Example Books Inc.',
      currency: 'USD',
    });
  });

  it('states a negative ledger balance', () => {
    expect(statement.balance).toEqual({ amount: '-321.45', date: '2026-02-28', currency: 'EUR' });
  });
});

describe('files it refuses, with the reason', () => {
  it('names the transaction whose date is not a date', () => {
    expect(ofxParser.parse(fixture('bad-date.ofx'), options)).toMatchObject({
      error: {
        code: 'atTransactionWithId',
        params: {
          position: 5,
          fitid: '2026103101',
          problem: { code: 'notADate', params: { value: '20261345' } },
        },
        text: 'Transaction 5 (FITID 2026103101): "20261345" is not a date.',
      },
    });
    expect(ofxParser.parse(sgml(row('A1', '20260230', '-1.00')), options)).toMatchObject({
      error: { text: 'Transaction 1 (FITID A1): "20260230" is not a date.' },
    });
    expect(ofxParser.parse(sgml(row('A1', '19691231', '-1.00')), options)).toMatchObject({
      error: { text: 'Transaction 1 (FITID A1): "19691231" is not a date.' },
    });
  });

  it('says so when a transaction has no date or no amount, or an amount that is not one', () => {
    const noDate = '<STMTTRN><TRNTYPE>OTHER<TRNAMT>-1.00<FITID>X9</STMTTRN>';
    expect(
      ofxParser.parse(sgml(`${row('A1', '20260101', '1')}\n${noDate}`), options),
    ).toMatchObject({
      error: { text: 'Transaction 2 (FITID X9): it has no date (DTPOSTED).' },
    });
    const noAmount = '<STMTTRN><TRNTYPE>OTHER<DTPOSTED>20260101</STMTTRN>';
    expect(ofxParser.parse(sgml(noAmount), options)).toMatchObject({
      error: {
        code: 'atTransaction',
        params: { position: 1, problem: { code: 'ofxNoAmount' } },
        text: 'Transaction 1: it has no amount (TRNAMT).',
      },
    });
    expect(ofxParser.parse(sgml(row('A1', '20260101', '1.234,56')), options)).toMatchObject({
      error: { text: 'Transaction 1 (FITID A1): "1.234,56" is not an amount.' },
    });
    expect(ofxParser.parse(sgml(row('A1', '20260101', '1e5')), options)).toMatchObject({
      error: { text: 'Transaction 1 (FITID A1): "1e5" is not an amount.' },
    });
  });

  it('answers that a statement without STMTTRN has no transactions', () => {
    expect(ofxParser.parse(fixture('no-transactions.ofx'), options)).toMatchObject({
      error: { text: 'The statement has no transactions.' },
    });
  });

  it('refuses a file cut off in a transaction or before its end', () => {
    const text = fixture('creditcard.ofx');
    const inTransaction = text.slice(0, text.indexOf('<TRNAMT>-12.00') + 10);
    expect(ofxParser.parse(inTransaction, options)).toMatchObject({
      error: { text: 'The OFX file is incomplete: it ends in the middle of a transaction.' },
    });
    const afterList = text.slice(0, text.indexOf('</BANKTRANLIST>') + 15);
    expect(ofxParser.parse(afterList, options)).toMatchObject({
      error: { text: 'The OFX file is incomplete: it ends before its closing </OFX> tag.' },
    });
    const sgmlText = fixture('checking.qfx');
    const sgmlCut = sgmlText.slice(0, sgmlText.indexOf('<NAME>CHECK 1042'));
    expect(ofxParser.parse(sgmlCut, options)).toMatchObject({
      error: { text: 'The OFX file is incomplete: it ends in the middle of a transaction.' },
    });
  });

  it('asks which of several numbered accounts to read (a bank’s and a card’s statement)', () => {
    const statement = (tag: string, from: string, id: string, rows: string, balance: string) =>
      `<STMTTRNRS><${tag}><CURDEF>USD<${from}><ACCTID>${id}</${from}><BANKTRANLIST>${rows}</BANKTRANLIST><LEDGERBAL><BALAMT>${balance}<DTASOF>20260131</LEDGERBAL></${tag}></STMTTRNRS>`;
    const text = [
      'OFXHEADER:100',
      '',
      '<OFX><BANKMSGSRSV1>',
      statement('STMTRS', 'BANKACCTFROM', '1234567890', row('C1', '20260102', '-1'), '99.00'),
      '</BANKMSGSRSV1><CREDITCARDMSGSRSV1>',
      statement(
        'CCSTMTRS',
        'CCACCTFROM',
        '4111 1111 1111 1111',
        row('V1', '20260103', '-2') + row('V2', '20260104', '-3'),
        '-5.00',
      ),
      '</CREDITCARDMSGSRSV1></OFX>',
    ].join('\n');
    const balance = (amount: string) => ({ amount, date: '2026-01-31', currency: 'USD' });
    expect(ofxParser.parse(text, options)).toEqual({
      needsAccount: true,
      accounts: [
        { number: '1234567890', currency: 'USD', count: 1, balance: balance('99') },
        { number: '4111 1111 1111 1111', currency: 'USD', count: 2, balance: balance('-5') },
      ],
    });
    const card = parsed(ofxParser.parse(text, { ...options, account: '4111111111111111' }));
    expect(card.entries.map((e) => e.reference)).toEqual(['V1', 'V2']);
    expect(card).toMatchObject({ balance: balance('-5'), account: '4111 1111 1111 1111' });
    const checking = parsed(ofxParser.parse(text, { ...options, account: '1234567890' }));
    expect(checking.entries.map((e) => e.reference)).toEqual(['C1']);
    expect(checking.balance).toEqual(balance('99'));
  });

  it('refuses statements of several accounts it cannot tell apart but reads one among empty ones', () => {
    const one = sgml(row('A1', '20260101', '-1'));
    const second = `<STMTTRNRS><STMTRS><CURDEF>EUR<BANKTRANLIST>${row('B1', '20260102', '-2')}</BANKTRANLIST></STMTRS></STMTTRNRS>`;
    const two = one.replace('</STMTTRNRS>', `</STMTTRNRS>\n${second}`);
    expect(ofxParser.parse(two, options)).toMatchObject({
      error: {
        text: 'The file holds statements of several accounts; export one account per file.',
      },
    });
    const withEmpty = two.replace(row('B1', '20260102', '-2'), '');
    expect(parsed(ofxParser.parse(withEmpty, options)).entries.map((e) => e.reference)).toEqual([
      'A1',
    ]);
  });

  it('refuses more rows than the upload allows', () => {
    const rows = [1, 2, 3].map((n) => row(`F${n}`, '20260101', '-1')).join('\n');
    expect(ofxParser.parse(sgml(rows), { maxEntries: 2 })).toMatchObject({
      error: { text: 'The statement has more than 2 rows; split it into smaller files.' },
    });
    expect(parsed(ofxParser.parse(sgml(rows), { maxEntries: 3 })).entries).toHaveLength(3);
  });

  it('refuses empty text and text that is not OFX', () => {
    expect(ofxParser.parse('', options)).toMatchObject({ error: { text: 'The file is empty.' } });
    expect(ofxParser.parse('OFXHEADER:100\nno body', options)).toMatchObject({
      error: { text: 'This is not an OFX file: it has no <OFX> element.' },
    });
  });
});

describe('smaller details', () => {
  it('reads XML leaves, self-closed tags and mixed-case tag names', () => {
    const text = `<?xml version="1.0"?><?OFX OFXHEADER="200" VERSION="211"?>
<ofx><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>chf</CURDEF><BANKTRANLIST>
<StmtTrn><DTPOSTED>20260301</DTPOSTED><TRNAMT>-.5</TRNAMT><FITID>Z</FITID><NAME/><MEMO>Coffee</MEMO></StmtTrn>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></ofx>`;
    const statement = parsed(ofxParser.parse(text, options));
    expect(statement.entries).toEqual([
      {
        date: '2026-03-01',
        amount: '-0.5',
        description: 'Coffee',
        counterparty: null,
        reference: 'Z',
        currency: null,
      },
    ]);
    expect(statement.currency).toBe('CHF');
    expect(statement.balance).toBeNull();
  });

  it('takes the counterparty from a PAYEE aggregate when there is no NAME', () => {
    const payee =
      '<STMTTRN><DTPOSTED>20260301<TRNAMT>-9<FITID>P<PAYEE><NAME>Gas Co</PAYEE></STMTTRN>';
    expect(parsed(ofxParser.parse(sgml(payee), options)).entries[0]).toMatchObject({
      counterparty: 'Gas Co',
      description: 'Gas Co',
    });
  });

  it('sniffs OFX by its header or its <OFX> element, not other formats', () => {
    expect(ofxParser.sniff(fixture('checking.qfx'))).toBe(true);
    expect(ofxParser.sniff(fixture('creditcard.ofx'))).toBe(true);
    expect(ofxParser.sniff('\n\n  OFXHEADER:100\n')).toBe(true);
    expect(ofxParser.sniff('<OFX>\n<SIGNONMSGSRSV1>')).toBe(true);
    expect(ofxParser.sniff('Date;Amount;Text\n2026-01-01;1,00;OFX')).toBe(false);
    expect(ofxParser.sniff('<?xml version="1.0"?><Document>camt.053</Document>')).toBe(false);
    expect(ofxParser.sniff('')).toBe(false);
  });
});

describe('files as banks really write them (issue 25)', () => {
  const bare = parsed(ofxParser.parse(fixture('bare-rows-empty-balance.ofx'), options));

  it('describes a transaction without MEMO or NAME by its TRNTYPE in words, else its FITID', () => {
    expect(bare.entries.map((e) => [e.description, e.counterparty, e.reference])).toEqual([
      ['Debit', null, '90001'],
      ['Check 117', null, '90002'],
      ['90004', null, '90004'],
    ]);
    const payee = '<STMTTRN><TRNTYPE>POS<DTPOSTED>20260101<TRNAMT>-3<FITID>P1</STMTTRN>';
    expect(parsed(ofxParser.parse(sgml(payee), options)).entries[0]?.description).toBe(
      'Point of sale payment',
    );
    const nothing = '<STMTTRN><DTPOSTED>20260101<TRNAMT>-3</STMTTRN>';
    expect(parsed(ofxParser.parse(sgml(nothing), options)).entries[0]?.description).toBe(
      'Money out',
    );
  });

  it('sets aside a transaction of amount 0, naming the line it starts on', () => {
    expect(bare.setAside).toMatchObject([
      { line: 52, reason: 'The amount is 0: the row moves no money.' },
    ]);
    expect(bare.entries.map((e) => e.amount)).toEqual(['-12.4', '-300', '1500']);
    expect(ofxParser.parse(sgml(row('Z1', '20260101', '0.00')), options)).toMatchObject({
      error: { text: 'The statement has no transactions.' },
    });
  });

  it('reads a statement whose LEDGERBAL is empty with no balance and a note', () => {
    expect(bare.balance).toBeNull();
    expect(bare.notes).toMatchObject([{ text: 'The file states no closing balance.' }]);
    const xml = (balance: string, date = '20260131') =>
      sgml(row('A1', '20260101', '-1')).replace(
        '</STMTRS>',
        `<LEDGERBAL><BALAMT>${balance}</BALAMT><DTASOF>${date}</DTASOF></LEDGERBAL></STMTRS>`,
      );
    expect(parsed(ofxParser.parse(xml(' '), options)).notes).toMatchObject([
      { text: 'The file states no closing balance.' },
    ]);
    const unreadable = parsed(ofxParser.parse(xml('N/A'), options));
    expect(unreadable.balance).toBeNull();
    expect(unreadable.notes).toMatchObject([
      {
        text: 'The closing balance (LEDGERBAL) "N/A" cannot be read; the rows are read without it.',
      },
    ]);
    const undated = parsed(ofxParser.parse(xml('12.00', '2026'), options));
    expect(undated.balance).toEqual({ amount: '12', date: null, currency: 'EUR' });
    expect(undated.notes).toEqual([
      {
        code: 'balanceFieldDateNotADate',
        params: { field: 'DTASOF', value: '2026' },
        text: 'The closing balance\'s date (DTASOF) "2026" is not a date; it is left out.',
      },
    ]);
    expect(parsed(ofxParser.parse(xml('12.00'), options)).notes).toEqual([]);
  });

  it('reads the LEDGERBAL of an SGML credit card statement (CREDITCARDMSGSRSV1/CCSTMTRS)', () => {
    const text = fixture('creditcard-sgml.qfx');
    const card = parsed(ofxParser.parse(text, options));
    expect(card.entries.map((e) => e.amount)).toEqual(['-18.25', '-64.1', '200']);
    expect(card.balance).toEqual({ amount: '-482.35', date: '2026-02-28', currency: 'USD' });
    // A BANKTRANLIST never closed leaves the LEDGERBAL inside it: it is still the statement's.
    const unclosed = parsed(ofxParser.parse(text.replace('</BANKTRANLIST>\n', ''), options));
    expect(unclosed.entries).toHaveLength(3);
    expect(unclosed.balance).toEqual(card.balance);
  });
});

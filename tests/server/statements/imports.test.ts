// Bank statement import through the API: upload (stage, duplicates, categories, mapping), confirm
// (all or none, once, balances and the closing-balance check), ownership and bad files.
import iconv from 'iconv-lite';
import { and, count, eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  statement_upload_parts,
  statement_uploads,
  transactions,
} from '../../../server/db/schema.js';
import { TOO_LARGE } from '../../../server/domain/ledger/write.js';
import {
  BOOKING_CHUNK,
  MAX_ROW_CHANGES,
  MAX_STATEMENT_ROWS,
  MESSAGES,
  recoverBookings,
  STAGED_PART,
  removeStaleUploads,
  UPLOAD_MESSAGES,
} from '../../../server/domain/statements/imports.js';
import { CSRF_HEADER, ENVELOPE, makeApp, type Answer, type Row, type TestApp } from '../helpers.js';
import { ledgerCalls, L, type Ledger } from '../ledgerHelpers.js';

const UPLOAD = `mutation ($file: Upload!, $account_id: ID!, $mapping: StatementMappingInput,
  $statement_account: String) {
  uploadBankStatement(file: $file, account_id: $account_id, mapping: $mapping,
    statement_account: $statement_account) {
    ${ENVELOPE} upload_id balance balance_date format count
    nodes { upload_id account_id asset_id instrument_id category_id transaction_type amount fee
      description date row reference counterparty payee duplicate_of matched_by }
    duplicates { account_id description row transaction_id matched_by }
    columns { index name samples }
    mapping { date amount debit credit description counterparty currency reference direction }
    unplaced set_aside { line reason code params } set_aside_count notes { code params text }
    problem { code params text }
    statements { number currency count balance balance_date } statement_account } }`;

const ROWS = `query ($upload_id: ID!, $start: Int!, $limit: Int!) {
  getUploadRows(upload_id: $upload_id, start: $start, limit: $limit) {
    ${ENVELOPE} count nodes { row description amount duplicate_of } } }`;

const CONFIRM = `mutation ($account_id: ID!, $asset_id: ID, $upload_id: ID!, $rows: [Int!]!,
  $changes: [StatementRowInput!], $meta: JSON) {
  confirmUpload(account_id: $account_id, asset_id: $asset_id, upload_id: $upload_id,
    rows: $rows, changes: $changes, meta: $meta) {
    ${ENVELOPE} count balance statement_balance difference } }`;

const GERMAN_CSV = [
  '"Umsätze Girokonto";"Zeitraum: 01.10.2026 - 31.10.2026"',
  '"IBAN";"DE89370400440532013000"',
  '"Kontostand vom 31.10.2026:";"1.154,61 EUR"',
  '',
  '"Buchungstag";"Wertstellung";"Buchungstext";"Auftraggeber/Empfänger";"Verwendungszweck";"Betrag";"Währung"',
  '"01.10.2026";"01.10.2026";"Gehalt";"Muster GmbH";"Gehalt Oktober";"2.500,00";"EUR"',
  '"02.10.2026";"02.10.2026";"Lastschrift";"Hausverwaltung Müller";"Miete Oktober";"-1.200,00";"EUR"',
  '"05.10.2026";"05.10.2026";"Kartenzahlung";"REWE Markt";"Einkauf Straße 12";"-45,39";"EUR"',
  '"07.10.2026";"07.10.2026";"Entgelt";"";"Gebühr Kontoführung";"-100,00";"EUR"',
].join('\r\n');

const FARES_CSV = [
  'Date,Description,Amount',
  '2026-10-12,Tram fare,-2.90',
  '2026-10-12,Tram fare,-2.90',
  '2026-10-12,Tram fare,-2.90',
  '2026-10-13,Coffee,-3.50',
].join('\n');

const ofx = (transactionsSgml: string, balance = '500.00') => `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20261101120000<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>121000248<ACCTID>1234567890<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20261001<DTEND>20261031
${transactionsSgml}
</BANKTRANLIST>
<LEDGERBAL><BALAMT>${balance}<DTASOF>20261031</LEDGERBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1>
</OFX>
`;

const stmttrn = (fitid: string, date: string, amount: string, name: string) =>
  `<STMTTRN><TRNTYPE>${amount.startsWith('-') ? 'DEBIT' : 'CREDIT'}<DTPOSTED>${date}<TRNAMT>${amount}<FITID>${fitid}<NAME>${name}</STMTTRN>`;

const OFX_FILE = ofx(
  [
    stmttrn('202610010001', '20261001', '1500.00', 'ACME PAYROLL'),
    stmttrn('202610030001', '20261003', '-4.25', 'BLUE BOTTLE COFFEE'),
    stmttrn('202610030002', '20261003', '-4.25', 'BLUE BOTTLE COFFEE'),
    stmttrn('202610040001', '20261004', '-60.00', 'SHELL OIL'),
  ].join('\n'),
  '1431.50',
);

let app: TestApp;
let me: Ledger;
let other: Ledger;

beforeAll(async () => {
  app = await makeApp();
  me = ledgerCalls(app, await app.signUpVerified('importer@example.com'));
  other = ledgerCalls(app, await app.signUpVerified('someone-else@example.com'));
});
afterAll(() => app.close());

/** uploadBankStatement as the browser sends it: a multipart request with the CSRF header. */
async function upload(
  token: string | null,
  accountId: string,
  content: string | Uint8Array,
  {
    name = 'statement.csv',
    mapping,
    statement_account,
  }: { name?: string; mapping?: Record<string, unknown>; statement_account?: string } = {},
) {
  const form = new FormData();
  const variables = { file: null, account_id: accountId, mapping, statement_account };
  form.set('operations', JSON.stringify({ query: UPLOAD, variables }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([content as BlobPart]), name);
  const headers: Record<string, string> = { [CSRF_HEADER]: '1' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await app.yoga.fetch('http://app.test/api', {
    method: 'POST',
    headers,
    body: form,
  });
  const body = (await response.json()) as {
    data?: { uploadBankStatement: Answer } | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  return body;
}

async function uploaded(
  ledger: Ledger,
  accountId: string,
  content: string | Uint8Array,
  name?: string,
) {
  const body = await upload(ledger.token, accountId, content, { name });
  expect(body.errors).toBeUndefined();
  return body.data!.uploadBankStatement;
}

/** The staged rows a person books: all but the duplicates, as the screen starts. */
const chosen = (answer: Answer, keep: (row: Row) => boolean = (row) => !row.duplicate_of) =>
  (answer.nodes as Row[]).filter(keep).map((row) => row.row as number);

/** Books `rows` of the upload, with what the person changed in some of them. */
const confirm = (
  ledger: Ledger,
  accountId: string,
  answer: Answer,
  rows = chosen(answer),
  changes: object[] = [],
) => ledger.call(CONFIRM, { account_id: accountId, upload_id: answer.upload_id, rows, changes });

const stagedCount = async () => (await app.db.select({ n: count() }).from(statement_uploads))[0]!.n;

describe('uploadBankStatement', () => {
  it('reads a German giro CSV into rows to review and books nothing', async () => {
    const account = await me.account('Giro', '0', 'EUR');
    const answer = await uploaded(me, account.id as string, GERMAN_CSV);
    expect(answer).toMatchObject({
      success: true,
      format: 'csv',
      balance: '1154.61',
      balance_date: '2026-10-31',
      duplicates: [],
    });
    expect(answer.nodes).toHaveLength(4);
    expect((answer.nodes as Row[])[1]).toMatchObject({
      row: 1,
      account_id: account.id,
      instrument_id: account.instrument_id,
      transaction_type: 'debit',
      amount: '1200',
      fee: '0',
      date: '2026-10-02',
      counterparty: 'Hausverwaltung Müller',
      // the party is the payee; the description is the purpose alone
      payee: 'Hausverwaltung Müller',
      description: 'Lastschrift · Miete Oktober',
      duplicate_of: null,
    });
    expect((answer.nodes as Row[])[0]).toMatchObject({
      transaction_type: 'credit',
      amount: '2500',
    });
    expect((await me.getAccount(account.id as string)).value).toBe('0');
    const booked = await me.call(L.transactions, { account_id: account.id });
    expect(booked.count).toBe(0);
  });

  it('stages a bank’s file as it comes: a short row read, a zero row set aside, the balance from the running one', async () => {
    // a German bank's export: pension credits lack the booking-text field, a quarterly account
    // statement books 0,00, and the running balance gives the closing balance
    const csv = [
      'Buchung;Wertstellungsdatum;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Betrag;Währung;Saldo nach Buchung',
      '30.11.2025;30.11.2025;;Rechnungsabschluss;Saldo nach Abschluss;0,00;EUR;3.147,74',
      '28.11.2025;28.11.2025;Rentenservice;Rente 12/2025;2.647,74;EUR;3.147,74',
      '27.11.2025;27.11.2025;REWE Markt;Kartenzahlung;Einkauf;-52,26;EUR;500,00',
    ].join('\n');
    const account = await me.account('Rentenkonto', '552.26', 'EUR');
    const answer = await uploaded(me, account.id as string, csv);
    expect(answer).toMatchObject({
      success: true,
      count: 2,
      balance: '3147.74',
      set_aside_count: 1,
      set_aside: [
        {
          line: 2,
          reason: 'The amount is 0: the row moves no money.',
          code: 'movesNoMoney',
          params: {},
        },
      ],
      problem: null,
    });
    expect(
      (answer.nodes as Row[]).map((row) => [row.date, row.transaction_type, row.amount]),
    ).toEqual([
      ['2025-11-28', 'credit', '2647.74'],
      ['2025-11-27', 'debit', '52.26'],
    ]);
    // every staged row can be booked, and the balance then agrees with the statement
    const booked = await confirm(me, account.id as string, answer);
    expect(booked).toMatchObject({ success: true, count: 2, difference: null });
  });

  it('counts duplicates one to one: three equal fares against one booked are one duplicate', async () => {
    const account = await me.account('Transit card', '100', 'USD');
    const booked = await me.transaction({
      account_id: account.id,
      amount: '2.90',
      transaction_type: 'debit',
      description: 'Tram  fare.',
      date: '2026-10-12',
    });
    const answer = await uploaded(me, account.id as string, FARES_CSV);
    expect(answer.duplicates).toEqual([
      {
        account_id: account.id,
        description: 'Tram fare',
        row: 0,
        transaction_id: booked.id,
        matched_by: 'content',
      },
    ]);
    expect((answer.nodes as Row[]).map((row) => row.duplicate_of)).toEqual([
      booked.id,
      null,
      null,
      null,
    ]);
    const result = await confirm(me, account.id as string, answer);
    expect(result).toMatchObject({ success: true, count: 3, balance: '87.8' });
    expect((await me.getAccount(account.id as string)).value).toBe('87.8');

    // the same file again: every row is now a duplicate, even one whose description was edited
    const again = await uploaded(me, account.id as string, FARES_CSV);
    expect(again.duplicates).toHaveLength(4);
    expect(chosen(again)).toEqual([]);
  });

  it('flags what the person entered by hand as probably booked, and the other side of a transfer', async () => {
    const giro = await me.account('Giro probable', '1000', 'EUR');
    const savings = await me.account('Savings probable', '2000', 'EUR');
    // entered by hand: a payment in their own words, and a transfer from savings two days early
    const payment = await me.transaction({
      account_id: giro.id,
      amount: '86.40',
      transaction_type: 'debit',
      description: 'REWE Markt',
      date: '2025-11-20',
    });
    const transfer = await me.transaction({
      account_id: savings.id,
      amount: '518.40',
      transaction_type: 'transfer',
      destination_account_id: giro.id,
      description: 'To giro',
      date: '2025-11-18',
    });
    const csv = [
      'Buchungstag;Verwendungszweck;Betrag',
      '20.11.2025;REWE Markt · Kartenzahlung · REWE SAGT DANKE;-86,40',
      '20.11.2025;Umbuchung Tagesgeld;518,40',
      // alike but 5 days from the hand-entered payment: new
      '25.11.2025;REWE Markt · Kartenzahlung;-86,40',
      // a second equal payment on the same day: one hand-entered payment matches one row only
      '20.11.2025;REWE Markt · Kartenzahlung · Filiale 2;-86,40',
    ].join('\n');
    const answer = await uploaded(me, giro.id as string, csv);
    const status = (answer.nodes as Row[]).map((row) => [row.duplicate_of, row.matched_by]);
    expect(status).toEqual([
      [payment.id, 'probable'],
      [transfer.id, 'transfer'],
      [null, null],
      [null, null],
    ]);
    expect(answer.duplicates).toMatchObject([
      { row: 0, transaction_id: payment.id, matched_by: 'probable' },
      { row: 1, transaction_id: transfer.id, matched_by: 'transfer' },
    ]);
    // the person may book a probable one anyway: it is no "booked since" refusal
    const booked = await confirm(me, giro.id as string, answer, [0, 2, 3]);
    expect(booked).toMatchObject({ success: true, count: 3 });
  });

  it('keeps a row recognisable after its description was edited before booking', async () => {
    const account = await me.account('Edited', '0', 'USD');
    const first = await uploaded(me, account.id as string, FARES_CSV);
    const changes = [{ row: 3, description: 'Espresso' }];
    expect(await confirm(me, account.id as string, first, chosen(first), changes)).toMatchObject({
      count: 4,
    });
    const again = await uploaded(me, account.id as string, FARES_CSV);
    expect((again.duplicates as Row[]).map((d) => d.row)).toEqual([0, 1, 2, 3]);
  });

  it('tells rows of one day and amount apart by their text, typed in or imported', async () => {
    const account = await me.account('Same day', '100', 'USD');
    const typed = await me.transaction({
      account_id: account.id,
      amount: '2.90',
      transaction_type: 'debit',
      description: 'Tram  fare.',
      date: '2026-10-12',
    });
    const first = await uploaded(
      me,
      account.id as string,
      ['Date,Description,Amount', '2026-10-12,Bakery,-2.90', '2026-10-12,TRAM FARE,-2.90'].join(
        '\n',
      ),
    );
    expect((first.nodes as Row[]).map((row) => row.duplicate_of)).toEqual([null, typed.id]);
    expect(await confirm(me, account.id as string, first)).toMatchObject({ count: 1 });
    const [bakery] = await app.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          eq(transactions.account_id, account.id as string),
          eq(transactions.description, 'Bakery'),
        ),
      );
    // the imported row is found by the text it was imported with, the typed one by its own
    const second = await uploaded(
      me,
      account.id as string,
      [
        'Date,Description,Amount',
        '2026-10-12,Bakery,-2.90',
        '2026-10-12,Newsagent,-2.90',
        '2026-10-12,Tram fare,-2.90',
      ].join('\n'),
    );
    expect((second.nodes as Row[]).map((row) => row.duplicate_of)).toEqual([
      bakery!.id,
      null,
      typed.id,
    ]);
  });

  it("matches OFX rows by the bank's id, and keeps alike rows with different ids", async () => {
    const account = await me.account('Checking', '0', 'USD');
    const answer = await uploaded(me, account.id as string, OFX_FILE, 'export.qfx');
    expect(answer).toMatchObject({ success: true, format: 'ofx', balance: '1431.5' });
    expect(answer.nodes).toHaveLength(4);
    expect((answer.nodes as Row[]).map((row) => row.reference)).toEqual([
      '202610010001',
      '202610030001',
      '202610030002',
      '202610040001',
    ]);
    const result = await confirm(me, account.id as string, answer);
    expect(result).toMatchObject({
      success: true,
      count: 4,
      balance: '1431.5',
      statement_balance: '1431.5',
      difference: null,
    });
    const again = await uploaded(me, account.id as string, OFX_FILE, 'export.qfx');
    expect((again.duplicates as Row[]).map((d) => d.matched_by)).toEqual([
      'reference',
      'reference',
      'reference',
      'reference',
    ]);
    // one more statement overlapping the first: only the new row is new
    const next = ofx(
      [
        stmttrn('202610040001', '20261004', '-60.00', 'SHELL OIL'),
        stmttrn('202610050001', '20261005', '-60.00', 'SHELL OIL'),
      ].join('\n'),
    );
    const overlap = await uploaded(me, account.id as string, next);
    expect((overlap.nodes as Row[]).map((row) => !!row.duplicate_of)).toEqual([true, false]);
  });

  it("says by how much the balance differs from the statement's closing balance", async () => {
    const account = await me.account('Giro 2', '100', 'EUR');
    const answer = await uploaded(me, account.id as string, GERMAN_CSV);
    const result = await confirm(me, account.id as string, answer);
    expect(result).toMatchObject({
      success: true,
      count: 4,
      balance: '1254.61',
      statement_balance: '1154.61',
      difference: '100',
    });
    expect(result.message).toBeNull();
  });

  it('suggests the category of the earlier transaction with the same counterparty', async () => {
    const account = await me.account('Giro 3', '0', 'EUR');
    const groceries = (
      await me.call('query { getCategories(limit: 100) { nodes { id category } } }')
    ).nodes!.find((c) => c.category === 'Groceries')!;
    const first = await uploaded(me, account.id as string, GERMAN_CSV);
    const changes = (first.nodes as Row[])
      .filter((row) => row.counterparty === 'REWE Markt')
      .map((row) => ({ row: row.row, category_id: groceries.id }));
    await confirm(me, account.id as string, first, chosen(first), changes);
    const next = GERMAN_CSV.replace('"05.10.2026";"05.10.2026"', '"08.11.2026";"08.11.2026"');
    const second = await uploaded(me, account.id as string, next);
    const rewe = (second.nodes as Row[]).find((row) => row.counterparty === 'REWE Markt')!;
    expect(rewe).toMatchObject({ duplicate_of: null, category_id: groceries.id });
  });

  it('asks for a mapping when it cannot place the columns, and remembers it for the account', async () => {
    const account = await me.account('Odd bank', '0', 'USD');
    const file = ['When,What,How much', '2026-10-01,Lunch,-12.00', '2026-10-02,Refund,3.00'].join(
      '\n',
    );
    const asked = await uploaded(me, account.id as string, file);
    expect(asked.success).toBe(false);
    expect(asked.upload_id).toBeNull();
    expect(asked.unplaced).toEqual(expect.arrayContaining(['date', 'amount', 'description']));
    expect((asked.columns as Row[]).map((c) => c.name)).toEqual(['When', 'What', 'How much']);
    const mapping = { date: 0, description: [1], amount: 2 };
    const body = await upload(me.token, account.id as string, file, { mapping });
    expect(body.data!.uploadBankStatement).toMatchObject({ success: true });
    expect(body.data!.uploadBankStatement.nodes).toHaveLength(2);
    const remembered = await uploaded(me, account.id as string, file);
    expect(remembered).toMatchObject({ success: true, mapping: { date: 0, amount: 2 } });
    expect(remembered.nodes).toHaveLength(2);
  });

  it('refuses a statement in another currency than the account', async () => {
    const account = await me.account('Dollar account', '0', 'USD');
    const answer = await uploaded(me, account.id as string, GERMAN_CSV);
    expect(answer).toMatchObject({
      success: false,
      message: 'The statement is in EUR, but the account holds USD.',
      problem: {
        code: 'foreignCurrency',
        params: { currency: 'EUR', held: 'USD' },
        text: 'The statement is in EUR, but the account holds USD.',
      },
    });
  });

  it('answers what reading noticed and why lines were set aside, as messages to translate', async () => {
    const qif = [
      '!Type:Bank',
      'D01/13/2026',
      'T-12.50',
      'PCoffee',
      '^',
      'D01/14/2026',
      'Tabc',
      '^',
    ];
    const account = await me.account('Wallet', '0', 'USD');
    const answer = await uploaded(me, account.id as string, qif.join('\n'));
    expect(answer).toMatchObject({
      success: true,
      count: 1,
      set_aside: [
        {
          line: 6,
          reason: '"abc" is not an amount.',
          code: 'notAnAmount',
          params: { value: 'abc' },
        },
      ],
      notes: [{ code: 'noBalance', params: {}, text: 'The file states no closing balance.' }],
      problem: null,
    });
  });

  it.each([
    ['an empty file', '', 'The file is empty.', 'emptyFile'],
    [
      'an image renamed to .csv',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      /image/,
      'looksLikeImage',
    ],
    [
      'a CSV with no rows',
      'Date,Description,Amount\n',
      'The statement has no transactions.',
      'noTransactions',
    ],
    [
      'a truncated XML',
      '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Ntry><Amt Ccy="EUR">1',
      /incomplete|damaged/,
      'xmlDamagedAtLine',
    ],
    [
      'an XML bomb',
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>&lol2;</BkToCstmrStmt></Document>',
      /entities/,
      'xmlDeclaresEntities',
    ],
    [
      'an OFX with a bad date',
      ofx(stmttrn('1', '20261345', '-1.00', 'X')),
      /not a date/,
      'atTransactionWithId',
    ],
  ])('answers %s with a message and stages nothing', async (_, content, message, code) => {
    const account = await me.account(`Bad ${_}`, '0', 'USD');
    const before = await stagedCount();
    const answer = await uploaded(me, account.id as string, content);
    expect(answer.success).toBe(false);
    expect(answer.message).toMatch(message);
    // the message the app translates: its code, and the same English text
    expect(answer.problem).toMatchObject({ code, text: answer.message });
    expect(answer.upload_id).toBeNull();
    expect(await stagedCount()).toBe(before);
  });

  it("uploads only into the caller's own account, and only with a token", async () => {
    const mine = await me.account('Private', '0', 'USD');
    const theirs = await uploaded(other, mine.id as string, FARES_CSV);
    expect(theirs).toMatchObject({ success: false, message: 'Account not found' });
    const anonymous = await upload(null, mine.id as string, FARES_CSV);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('every format through the API', () => {
  const fixture = (path: string) => readFileSync(new URL(`./fixtures/${path}`, import.meta.url));

  it.each([
    [
      'a German giro CSV in Windows-1252',
      'csv',
      iconv.encode(
        fixture('csv/giro-sparkasse.csv')
          .toString('utf8')
          .replace(/^\uFEFF/, ''),
        'win1252',
      ),
    ],
    [
      'a German giro CSV in UTF-16LE',
      'csv',
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        iconv.encode(
          fixture('csv/giro-sparkasse.csv')
            .toString('utf8')
            .replace(/^\uFEFF/, ''),
          'utf16le',
        ),
      ]),
    ],
    ['CAMT.053.001.02', 'camt053', fixture('camt/sparkasse-001.02.xml')],
    ['CAMT.053.001.08', 'camt053', fixture('camt/giro-001.08.xml')],
    ['MT940', 'mt940', fixture('mt940/german-bank.sta')],
  ])('reads %s into a euro account', async (_, format, bytes) => {
    const account = await me.account(`Euro ${_}`, '0', 'EUR');
    const answer = await uploaded(me, account.id as string, new Uint8Array(bytes));
    expect(answer, String(answer.message)).toMatchObject({ success: true, format });
    expect((answer.nodes as Row[]).length).toBeGreaterThan(1);
    expect(answer.balance).toMatch(/^-?\d+(\.\d+)?$/);
    const again = await confirm(me, account.id as string, answer);
    expect(again).toMatchObject({ success: true, count: (answer.nodes as Row[]).length });
  });

  it('refuses a CSV of 650,000 rows (just under 10 MB) at once, and answers others meanwhile', async () => {
    const account = await me.account('Huge', '0', 'USD');
    const huge = `Date,Description,Amount\n${'2026-10-01,x,-1\n'.repeat(650_000)}`;
    const started = performance.now();
    const [answer, other] = await Promise.all([
      uploaded(me, account.id as string, huge),
      me.call('query { getMe { success } }'),
    ]);
    expect(answer).toMatchObject({ success: false, upload_id: null });
    expect(answer.message).toMatch(/more than 20000 rows|more than 20,000 rows/);
    expect(other.success).toBe(true);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('confirmUpload', () => {
  it('books all rows or none: a bad row in the middle books nothing', async () => {
    const account = await me.account('Atomic', '10', 'USD');
    const answer = await uploaded(me, account.id as string, FARES_CSV);
    const changes = [{ row: chosen(answer)[2], amount: '0' }];
    const failed = await confirm(me, account.id as string, answer, chosen(answer), changes);
    expect(failed).toMatchObject({ success: false, count: 0 });
    expect(failed.field_errors).toEqual([
      { field: 'rows.2.amount', message: 'Row 3: Amount must be greater than 0' },
    ]);
    expect((await me.call(L.transactions, { account_id: account.id })).count).toBe(0);
    expect((await me.getAccount(account.id as string)).value).toBe('10');
    // fixed, the same upload books
    expect(await confirm(me, account.id as string, answer)).toMatchObject({
      success: true,
      count: 4,
      balance: '-2.2',
    });
    const [row] = await app.db
      .select()
      .from(transactions)
      .where(eq(transactions.upload_id, answer.upload_id as string))
      .limit(1);
    expect(row).toMatchObject({ account_id: account.id, statement_text: 'tram fare' });
  });

  it('books an upload once', async () => {
    const account = await me.account('Once', '0', 'USD');
    const answer = await uploaded(me, account.id as string, FARES_CSV);
    expect(await confirm(me, account.id as string, answer)).toMatchObject({ success: true });
    expect(await confirm(me, account.id as string, answer)).toMatchObject({
      success: false,
      message: 'This statement has already been booked.',
    });
    expect((await me.call(L.transactions, { account_id: account.id })).count).toBe(4);
  });

  it('refuses rows booked since the upload (the same file uploaded twice)', async () => {
    const account = await me.account('Twice', '0', 'USD');
    const first = await uploaded(me, account.id as string, FARES_CSV);
    const second = await uploaded(me, account.id as string, FARES_CSV);
    expect(await confirm(me, account.id as string, first)).toMatchObject({ success: true });
    expect(await confirm(me, account.id as string, second)).toMatchObject({
      success: false,
      message:
        '4 of the chosen rows were booked since this statement was uploaded: upload it again to review them.',
    });
    expect((await me.call(L.transactions, { account_id: account.id })).count).toBe(4);
  });

  it("refuses another user's upload, unknown rows and rows chosen twice", async () => {
    const account = await me.account('Guarded', '0', 'USD');
    const answer = await uploaded(me, account.id as string, FARES_CSV);
    const theirs = await other.account('Theirs', '0', 'USD');
    expect(
      await other.call(CONFIRM, {
        account_id: theirs.id,
        upload_id: answer.upload_id,
        rows: chosen(answer),
      }),
    ).toMatchObject({
      success: false,
      message: 'This upload has expired or does not exist: upload the statement again.',
    });
    expect(
      await other.call(CONFIRM, {
        account_id: account.id,
        upload_id: answer.upload_id,
        rows: chosen(answer),
      }),
    ).toMatchObject({ success: false, message: 'Account not found' });
    const twice = await confirm(me, account.id as string, answer, [0, 0]);
    expect(twice.field_errors).toEqual([{ field: 'rows.1', message: 'Row 1: chosen twice' }]);
    const unknown = await confirm(me, account.id as string, answer, [99]);
    expect(unknown.message).toBe('Row 100: not a row of this statement');
    const unchosen = await confirm(me, account.id as string, answer, [0], [{ row: 1, fee: '1' }]);
    expect(unchosen.field_errors).toEqual([
      { field: 'changes.0.row', message: 'Row 2: not chosen' },
    ]);
    const changedTwice = [
      { row: 0, fee: '1' },
      { row: 0, amount: '2' },
    ];
    expect(
      (await confirm(me, account.id as string, answer, [0], changedTwice)).field_errors,
    ).toEqual([{ field: 'changes.1.row', message: 'Row 1: changed twice' }]);
    expect((await me.call(L.transactions, { account_id: account.id })).count).toBe(0);
  });

  it('removes staged uploads nobody confirmed after a day', async () => {
    const account = await me.account('Forgotten', '0', 'USD');
    const answer = await uploaded(me, account.id as string, FARES_CSV);
    expect(await removeStaleUploads(app.db)).toBe(0);
    const tomorrow = new Date(Date.now() + 25 * 3600_000);
    expect(await removeStaleUploads(app.db, tomorrow)).toBeGreaterThan(0);
    expect(await confirm(me, account.id as string, answer)).toMatchObject({
      success: false,
      message: 'This upload has expired or does not exist: upload the statement again.',
    });
  });

  it('stages a statement in parts and books every row of every part, with its changes', async () => {
    const account = await me.account('Long', '0', 'USD');
    const rows = 2 * STAGED_PART + 345;
    const lines = ['Date,Description,Amount'];
    for (let i = 0; i < rows; i++)
      lines.push(`2026-09-${String((i % 28) + 1).padStart(2, '0')},Row ${i},-1.${i % 100}`);
    const answer = await uploaded(me, account.id as string, lines.join('\n'));
    expect(answer).toMatchObject({ count: rows });
    expect(answer.nodes).toHaveLength(STAGED_PART);
    const page = (start: number, limit = STAGED_PART) =>
      me.call(ROWS, { upload_id: answer.upload_id, start, limit });
    const second = await page(STAGED_PART);
    const third = await page(2 * STAGED_PART);
    expect(second).toMatchObject({ success: true, count: rows });
    expect((second.nodes as Row[]).map((row) => row.row)).toEqual(
      Array.from({ length: STAGED_PART }, (_, i) => STAGED_PART + i),
    );
    expect((third.nodes as Row[]).map((row) => row.description)).toHaveLength(345);
    expect((third.nodes as Row[]).at(-1)).toMatchObject({ row: rows - 1, amount: '1.44' });
    // a page across two parts, and a page past the end
    expect(((await page(999, 2)).nodes as Row[]).map((row) => row.row)).toEqual([999, 1000]);
    expect((await page(rows)).nodes).toEqual([]);
    expect((await page(-1)).field_errors).toEqual([
      { field: 'start', message: 'start must be 0 or more' },
    ]);
    expect((await page(0, STAGED_PART + 1)).field_errors).toEqual([
      { field: 'limit', message: `limit must be between 1 and ${STAGED_PART}` },
    ]);
    // someone else's upload answers as a missing one
    expect(
      await other.call(ROWS, { upload_id: answer.upload_id, start: 0, limit: 10 }),
    ).toMatchObject({ success: false, message: MESSAGES.expired, nodes: [] });
    const parts = () =>
      app.db
        .select({ part: statement_upload_parts.part })
        .from(statement_upload_parts)
        .where(eq(statement_upload_parts.upload_id, answer.upload_id as string));
    expect((await parts()).map((p) => p.part).sort()).toEqual([0, 1, 2]);
    const last = rows - 1;
    const changes = [{ row: last, description: 'The last row, renamed' }];
    const all = Array.from({ length: rows }, (_, row) => row);
    expect(await confirm(me, account.id as string, answer, all, changes)).toMatchObject({
      success: true,
      count: rows,
    });
    const renamed = await me.call(L.transactions, {
      account_id: account.id,
      where: { description_contains: 'renamed' },
    });
    expect(renamed.nodes).toMatchObject([{ description: 'The last row, renamed', amount: '1.44' }]);
    // the rows live on as transactions: the parts are gone
    expect(await parts()).toEqual([]);
    // duplicates are looked for 1,000 rows to a query: each row of every slice is found
    const again = await uploaded(me, account.id as string, lines.join('\n'));
    expect(again.duplicates).toHaveLength(rows);
    expect((await me.call(ROWS, { upload_id: answer.upload_id, start: 0, limit: 1 })).message).toBe(
      MESSAGES.alreadyBooked,
    );
  });

  it('books in chunks, all or none: a chunk that fails takes back the chunks before it', async () => {
    const account = await me.account('Chunked', '10', 'USD');
    // 250 small rows, then two that together overflow the balance (20 digits before the point):
    // the third chunk fails after two have been booked.
    const lines = ['Date,Description,Amount'];
    for (let i = 0; i < 250; i++) lines.push(`2026-10-01,Small ${i},1`);
    lines.push(
      '2026-10-02,Huge one,99999999999999999999',
      '2026-10-02,Huge two,99999999999999999999',
    );
    const answer = await uploaded(me, account.id as string, lines.join('\n'));
    expect(BOOKING_CHUNK).toBeLessThan(250);
    expect(await confirm(me, account.id as string, answer)).toMatchObject({
      success: false,
      message: TOO_LARGE,
      count: 0,
    });
    expect((await me.call(L.transactions, { account_id: account.id })).count).toBe(0);
    expect((await me.getAccount(account.id as string)).value).toBe('10');
    // still pending: the small rows alone book
    const small = chosen(answer).slice(0, 250);
    expect(await confirm(me, account.id as string, answer, small)).toMatchObject({
      success: true,
      count: 250,
      balance: '260',
    });
  });

  it('takes back a booking cut short (the process died) and books it again, once', async () => {
    const account = await me.account('Cut short', '0', 'USD');
    const answer = await uploaded(me, account.id as string, FARES_CSV);
    const upload = eq(statement_uploads.id, answer.upload_id as string);
    const staged = await app.db
      .select()
      .from(statement_upload_parts)
      .where(eq(statement_upload_parts.upload_id, answer.upload_id as string));
    expect(await confirm(me, account.id as string, answer)).toMatchObject({ balance: '-12.2' });
    // as if the process had died before the booking's last step, a while ago
    const booking_at = new Date(Date.now() - 120_000);
    await app.db.update(statement_uploads).set({ status: 'booking', booking_at }).where(upload);
    await app.db.insert(statement_upload_parts).values(staged);
    expect(await recoverBookings(app.db)).toBe(1);
    expect((await me.call(L.transactions, { account_id: account.id })).count).toBe(0);
    expect((await me.getAccount(account.id as string)).value).toBe('0');
    expect(await confirm(me, account.id as string, answer)).toMatchObject({
      success: true,
      count: 4,
      balance: '-12.2',
    });
    // a booking that is alive is left alone, and a second confirm is told to wait
    await app.db
      .update(statement_uploads)
      .set({ status: 'booking', booking_at: new Date() })
      .where(upload);
    expect(await recoverBookings(app.db)).toBe(0);
    const again = await uploaded(me, account.id as string, FARES_CSV);
    expect(
      await confirm(
        me,
        account.id as string,
        again,
        chosen(again, () => true),
      ),
    ).toMatchObject({
      success: false,
      message: 'A statement of this account is being booked: try again when it is done.',
    });
    expect((await me.call(L.transactions, { account_id: account.id })).count).toBe(4);
  });

  it('a booking cut short never holds the account: the next confirm takes it back first', async () => {
    const account = await me.account('Held', '0', 'USD');
    const first = await uploaded(me, account.id as string, FARES_CSV);
    const second = await uploaded(me, account.id as string, GERMAN_CSV.replaceAll('EUR', 'USD'));
    // the first upload's booking died a while ago (nothing of it was booked yet)
    await app.db
      .update(statement_uploads)
      .set({ status: 'booking', booking_at: new Date(Date.now() - 120_000) })
      .where(eq(statement_uploads.id, first.upload_id as string));
    expect(await confirm(me, account.id as string, second)).toMatchObject({ success: true });
    expect(await confirm(me, account.id as string, first)).toMatchObject({
      success: true,
      count: 4,
    });
  });

  it('refuses more rows than a statement may hold before reading them, in milliseconds', async () => {
    const account = await me.account('Flooded', '0', 'USD');
    const rows = Array.from({ length: MAX_STATEMENT_ROWS + 1 }, (_, row) => row);
    const started = performance.now();
    const answer = await app.gql(
      CONFIRM,
      { account_id: account.id, upload_id: account.id, rows },
      me.token,
    );
    expect(performance.now() - started).toBeLessThan(500);
    expect(answer.errors).toEqual([
      {
        message: `The variables' lists hold more than ${MAX_STATEMENT_ROWS} items`,
        extensions: { code: 'VARIABLES_TOO_LARGE' },
      },
    ]);
  });

  it('takes as many changed rows as a confirm may hold, and refuses more before reading them', async () => {
    const account = await me.account('Rewritten', '0', 'USD');
    const changes = (count: number) => Array.from({ length: count }, (_, row) => ({ row }));
    const variables = { account_id: account.id, upload_id: account.id, rows: [0] };
    const most = await app.gql(
      CONFIRM,
      { ...variables, changes: changes(MAX_ROW_CHANGES) },
      me.token,
    );
    expect(most.errors).toBeUndefined();
    expect(most.data!.confirmUpload).toMatchObject({ success: false, message: MESSAGES.expired });
    const more = await app.gql(
      CONFIRM,
      { ...variables, changes: changes(MAX_ROW_CHANGES + 1) },
      me.token,
    );
    expect(more.errors).toEqual([
      {
        message: `The variables' lists hold more than ${MAX_ROW_CHANGES} objects`,
        extensions: { code: 'VARIABLES_TOO_LARGE' },
      },
    ]);
  });
});

describe('a file holding statements of several accounts', () => {
  const fixture = (path: string) =>
    readFileSync(new URL(`./fixtures/${path}`, import.meta.url), 'utf8');
  const CAMT = fixture('camt/two-accounts.xml');
  const MT940 = fixture('mt940/two-accounts.sta');
  const GIRO = 'DE89370400440532013000';
  const DOLLARS = 'DE02120300000000202051';
  const inFile = [
    { number: GIRO, currency: 'EUR', count: 3, balance: '1000', balance_date: '2026-03-03' },
    { number: DOLLARS, currency: 'USD', count: 2, balance: '310.5', balance_date: '2026-03-02' },
  ];
  const CREATE = `mutation ($name: String!, $instrument_id: ID, $account_number: String) {
    createAccount(name: $name, value: "0", instrument_id: $instrument_id, account_class: bank,
      account_number: $account_number) { ${ENVELOPE} account { id account_number } } }`;
  const UPDATE = `mutation ($id: ID!, $account_number: String) {
    updateAccount(id: $id, description: "Savings", account_number: $account_number) {
      ${ENVELOPE} account { id account_number } } }`;
  const NUMBER = `query ($id: ID!) { getAccount(id: $id) { account { account_number } } }`;

  /** A bank account in `ticker`, with `number` stored as its account number. */
  const numbered = async (name: string, ticker: string, number: string | null) => {
    const instrument_id = await me.instrumentId(ticker);
    const answer = await me.ok(CREATE, { name, instrument_id, account_number: number });
    return answer.account!.id as string;
  };
  const numberOf = async (id: string) =>
    ((await me.call(NUMBER, { id })).account as Row).account_number;
  const send = async (accountId: string, content: string, statement_account?: string) => {
    const body = await upload(me.token, accountId, content, {
      name: 'statement.xml',
      statement_account,
    });
    expect(body.errors).toBeUndefined();
    return body.data!.uploadBankStatement;
  };
  const descriptions = (answer: Answer) => (answer.nodes as Row[]).map((row) => row.description);

  it('asks which account’s statement to import, listing them, and stages nothing', async () => {
    const account = await numbered('Giro (no number yet)', 'EUR', null);
    const before = await stagedCount();
    const answer = await send(account, CAMT);
    expect(answer).toMatchObject({
      success: false,
      message: UPLOAD_MESSAGES.severalAccounts.text,
      problem: { code: 'chooseAccount' },
      upload_id: null,
      nodes: [],
      count: 0,
      statements: inFile,
    });
    expect(await stagedCount()).toBe(before);
    expect(await numberOf(account)).toBeNull();
  });

  it('imports the chosen account’s rows and remembers its number, which then chooses by itself', async () => {
    const account = await numbered('Giro', 'EUR', null);
    const chosenOne = await send(account, CAMT, GIRO);
    expect(chosenOne).toMatchObject({
      success: true,
      count: 3,
      balance: '1000',
      balance_date: '2026-03-03',
      statement_account: GIRO,
      statements: null,
    });
    expect(descriptions(chosenOne)).toEqual([
      'REWE Markt Filiale 12',
      'Anteil Miete Maerz',
      'Strom Maerz 2026',
    ]);
    expect(await numberOf(account)).toBe(GIRO);
    expect(await confirm(me, account, chosenOne)).toMatchObject({ success: true, count: 3 });

    // the next export of every account: this one's statement is read without asking
    const next = await send(account, CAMT);
    expect(next).toMatchObject({ success: true, count: 3, statement_account: GIRO });
    expect(next.duplicates).toHaveLength(3);
    // and in another format, where the bank writes the account as "BLZ/Kontonummer"
    const mt940 = await send(account, MT940);
    expect(mt940).toMatchObject({
      success: true,
      count: 3,
      statement_account: '37040044/0532013000',
    });
    expect((mt940.nodes as Row[]).map((row) => [row.date, row.amount])).toEqual([
      ['2026-03-02', '25'],
      ['2026-03-02', '100'],
      ['2026-03-03', '75'],
    ]);
  });

  it('reads the statement of the number stored on the account, and only its rows', async () => {
    const dollars = await numbered('Dollar account', 'USD', 'de02 1203 0000 0000 2020 51');
    expect(await numberOf(dollars)).toBe(DOLLARS);
    const answer = await send(dollars, CAMT);
    expect(answer).toMatchObject({ success: true, count: 2, statement_account: DOLLARS });
    expect((answer.nodes as Row[]).map((row) => [row.transaction_type, row.amount])).toEqual([
      ['credit', '80.5'],
      ['debit', '20'],
    ]);
    expect(await confirm(me, dollars, answer)).toMatchObject({ success: true, balance: '60.5' });
    const booked = await me.call(L.transactions, { account_id: dollars });
    expect((booked.nodes as Row[]).map((row) => row.description).sort()).toEqual([
      'Invoice 2026-17',
      'Server March',
    ]);
  });

  it('asks rather than import another account’s rows when the stored number is none of the file’s', async () => {
    const elsewhere = 'DE75512108001245126199';
    const account = await numbered('Elsewhere', 'EUR', elsewhere);
    const answer = await send(account, CAMT);
    expect(answer).toMatchObject({
      success: false,
      message: `No statement in this file is of this account's number ${elsewhere}: choose which one to import, if any.`,
      problem: { code: 'noStatementOfNumber', params: { number: elsewhere } },
      statements: inFile,
      upload_id: null,
    });
    // a file of one account, of another number, is not read for it either
    const ofxAnswer = await send(account, OFX_FILE.replaceAll('USD', 'EUR'));
    expect(ofxAnswer).toMatchObject({
      success: false,
      statements: [{ number: '1234567890', currency: 'EUR', count: 4, balance: '1431.5' }],
    });
    // the person may still choose one; the number the account has stays
    const chosenOne = await send(account, CAMT, 'DE89 3704 0044 0532 0130 00');
    expect(chosenOne).toMatchObject({ success: true, count: 3, statement_account: GIRO });
    expect(await numberOf(account)).toBe(elsewhere);
    // a file that names no account (a CSV) is read as it always was
    expect(await send(account, GERMAN_CSV)).toMatchObject({ success: true, count: 4 });
  });

  it('asks again for a choice the file holds no statement of', async () => {
    const account = await numbered('Giro 2', 'EUR', null);
    const answer = await send(account, MT940, 'DE12 5001 0517 0648 4898 90');
    expect(answer).toMatchObject({
      success: false,
      message: 'The statement has no transactions.',
    });
    const unknown = await send(account, MT940, 'DE75512108001245126199');
    expect(unknown).toMatchObject({
      success: false,
      message:
        'The file holds no statement of account DE75512108001245126199: choose one of its accounts.',
      problem: { code: 'noStatementOfAccount', params: { account: 'DE75512108001245126199' } },
      statements: [
        { number: '37040044/0532013000', currency: 'EUR', count: 3, balance: '1000' },
        { number: DOLLARS, currency: 'EUR', count: 1, balance: '5002.15' },
      ],
    });
    expect(await numberOf(account)).toBeNull();
  });

  it('checks an account number as the form does, and keeps it without spaces', async () => {
    const instrument_id = await me.instrumentId('EUR');
    for (const [number, message] of [
      ['DE89-3704-0044', 'An account number holds letters, digits and spaces only'],
      ['X'.repeat(35), 'An account number is at most 34 letters and digits'],
    ] as const) {
      expect(
        await me.call(CREATE, { name: 'Bad', instrument_id, account_number: number }),
      ).toMatchObject({ success: false, field_errors: [{ field: 'account_number', message }] });
    }
    const id = await numbered('Spaced', 'EUR', ` ${'X'.repeat(34).replace(/(.{4})/g, '$1 ')}`);
    expect(await numberOf(id)).toBe('X'.repeat(34));
    expect(
      await me.ok(UPDATE, { id, account_number: 'gb82 west 1234 5698 7654 32' }),
    ).toMatchObject({ account: { account_number: 'GB82WEST12345698765432' } });
    expect(await me.ok(UPDATE, { id, account_number: '' })).toMatchObject({
      account: { account_number: null },
    });
    expect(await other.call(UPDATE, { id, account_number: GIRO })).toMatchObject({
      success: false,
    });
  });
});

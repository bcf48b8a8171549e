// Issue 25, item 9: a statement imports into an account of every currency an account can hold
// (the bank class's instruments, as the account form offers them), its currency column included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENVELOPE, makeApp, uploadAs, type Row, type TestApp } from '../helpers.js';
import { ledgerCalls, type Ledger } from '../ledgerHelpers.js';

const UPLOAD = `mutation ($file: Upload!, $account_id: ID!) {
  uploadBankStatement(file: $file, account_id: $account_id) {
    ${ENVELOPE} upload_id count nodes { row amount } set_aside { line reason code params } } }`;
const CONFIRM = `mutation ($account_id: ID!, $upload_id: ID!, $rows: [Int!]!) {
  confirmUpload(account_id: $account_id, upload_id: $upload_id, rows: $rows) {
    ${ENVELOPE} count balance } }`;

let app: TestApp;
let me: Ledger;

beforeAll(async () => {
  app = await makeApp();
  me = ledgerCalls(app, await app.signUpVerified('currencies@example.com'));
});
afterAll(() => app.close());

describe('a statement in each currency a bank account can hold', () => {
  it('is read and booked in that currency', async () => {
    const held = (
      await me.ok(
        'query { getNAVInstruments(account_class: bank) { success nodes { id ticker decimals } } }',
        {},
      )
    ).nodes as Row[];
    expect(held.length).toBeGreaterThanOrEqual(5);
    for (const { ticker, decimals } of held) {
      // as the bank writes them: a yen has no cents
      const [pay, rent, left] =
        decimals === 0 ? ['1000', '-400', '600'] : ['1000.50', '-400.25', '600.25'];
      const account = await me.account(`Account in ${ticker as string}`, '0', ticker as string);
      const file = [
        'Date,Description,Amount,Currency',
        `2026-10-01,Salary,${pay},${ticker as string}`,
        `2026-10-02,Rent,${rent},${ticker as string}`,
      ].join('\n');
      const staged = await uploadAs(
        app,
        me.token,
        UPLOAD,
        { account_id: account.id },
        {
          content: file,
          name: `${ticker as string}.csv`,
        },
      );
      expect(staged, `${ticker as string}: ${JSON.stringify(staged)}`).toMatchObject({
        success: true,
        count: 2,
      });
      const booked = await me.ok(CONFIRM, {
        account_id: account.id,
        upload_id: staged.upload_id,
        rows: [0, 1],
      });
      expect(booked, ticker as string).toMatchObject({ count: 2, balance: left });
    }
  });

  it('sets aside a row with more decimal places than the currency has, and stages the rest', async () => {
    const yen = await me.account('Yen account', '0', 'JPY');
    const file = [
      'Date,Description,Amount',
      '2026-10-01,Salary,250000',
      '2026-10-02,Coffee,-450.50',
      '2026-10-03,Lunch,-1200.00',
    ].join('\n');
    const staged = await uploadAs(
      app,
      me.token,
      UPLOAD,
      { account_id: yen.id },
      {
        content: file,
        name: 'yen.csv',
      },
    );
    expect(staged).toMatchObject({
      success: true,
      count: 2,
      set_aside: [
        {
          line: 3,
          reason: 'The amount "-450.5" has more decimal places than JPY has (0).',
          code: 'tooManyDecimals',
          params: { value: '-450.5', currency: 'JPY', decimals: 0 },
        },
      ],
    });
    // every staged row books: 1200.00 is 1200
    const booked = await me.ok(CONFIRM, {
      account_id: yen.id,
      upload_id: staged.upload_id,
      rows: [0, 1],
    });
    expect(booked).toMatchObject({ count: 2, balance: '248800' });
  });
});

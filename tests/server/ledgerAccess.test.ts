// Who reaches the ledger: every operation for the owner, another user, a stranger and an
// unverified user. Another user's id answers exactly as a missing id and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, ENVELOPE, makeApp, type Row, type TestApp } from './helpers.js';
import { L, ledgerCalls, type Ledger } from './ledgerHelpers.js';

let app: TestApp;
let a: Ledger;
let b: Ledger;
let unverified: string;
const ids: Record<string, string> = {};
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  app = await makeApp();
  a = ledgerCalls(app, await app.signUpVerified('owner@example.com'));
  b = ledgerCalls(app, await app.signUpVerified('other@example.com'));
  unverified = await app.signUp('new@example.com');
  const a1 = await a.account('A main', '100');
  const a2 = await a.account('A savings', '50');
  const asset = (await a.ok(L.createAsset, { name: 'A side', value: '5', account_id: a1.id }))
    .asset!;
  const credit = await a.transaction({ account_id: a1.id, amount: '10' });
  await a.transaction({
    account_id: a1.id,
    amount: '20',
    transaction_type: 'transfer',
    destination_account_id: a2.id,
  });
  const b1 = await b.account('B main', '10');
  const bAsset = (await b.ok(L.createAsset, { name: 'B side', value: '1', account_id: b1.id }))
    .asset!;
  const bRow = await b.transaction({ account_id: b1.id, amount: '1' });
  Object.assign(ids, {
    account: a1.id,
    asset: asset.id,
    transaction: credit.id,
    bAccount: b1.id,
    bAsset: bAsset.id,
    bTransaction: bRow.id,
  });
});
afterAll(() => app.close());

/** Everything A has, as A sees it. */
async function snapshot(): Promise<unknown> {
  const all = { limit: 100, sort: 'id:asc' };
  return {
    accounts: (await a.call(L.accounts, all)).nodes,
    assets: (await a.call(L.assets, all)).nodes,
    transactions: (await a.call(L.transactions, all)).nodes,
  };
}

/** Each operation with A's ids (`id` standing for the record it is about). */
const byId: [string, string, (id: string) => Record<string, unknown>][] = [
  ['getAccount', L.account, (id) => ({ id })],
  ['updateAccount', L.updateAccount, (id) => ({ id, name: 'Mine now', description: 'x' })],
  ['deleteAccount', L.deleteAccount, (id) => ({ id })],
  ['getAsset', L.asset, (id) => ({ id })],
  ['updateAsset', L.updateAsset, (id) => ({ id, name: 'Mine now', description: 'x' })],
  ['deleteAsset', L.deleteAsset, (id) => ({ id })],
  ['getTransaction', L.transaction, (id) => ({ id })],
  ['updateTransaction', L.updateTransaction, (id) => ({ id, amount: '999' })],
  ['deleteTransaction', L.deleteTransaction, (id) => ({ id })],
];
const recordOf = (operation: string) =>
  operation.includes('Account') ? 'account' : operation.includes('Asset') ? 'asset' : 'transaction';

describe("another user's records", () => {
  it.each(byId)(
    '%s answers "Not found", exactly as for a missing id',
    async (operation, query, vars) => {
      const before = await snapshot();
      const theirs = await b.call(query, vars(ids[recordOf(operation)]!));
      const missing = await b.call(query, vars(MISSING));
      expect(theirs).toMatchObject({ success: false, message: 'Not found' });
      expect(theirs).toEqual(missing);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('ids in arguments that point at their records answer as missing ones', async () => {
    const before = await snapshot();
    const attempts: [string, (id: string) => Record<string, unknown>, string][] = [
      [L.createAsset, (id) => ({ name: 'X', value: '1', account_id: id }), 'account'],
      [
        L.createTransaction,
        (id) => ({
          account_id: id,
          amount: '1',
          description: 'x',
          date: '2026-01-01',
          transaction_type: 'credit',
        }),
        'account',
      ],
      [
        L.createTransaction,
        (id) => ({
          account_id: ids.bAccount,
          destination_account_id: id,
          amount: '1',
          description: 'x',
          date: '2026-01-01',
          transaction_type: 'transfer',
        }),
        'account',
      ],
      [
        L.createTransaction,
        (id) => ({
          account_id: ids.bAccount,
          asset_id: id,
          amount: '1',
          description: 'x',
          date: '2026-01-01',
          transaction_type: 'credit',
        }),
        'asset',
      ],
      [L.updateAsset, (id) => ({ id: ids.bAsset, account_id: id, description: 'x' }), 'account'],
      [
        L.updateTransaction,
        (id) => ({
          id: ids.bTransaction,
          transaction_type: 'transfer',
          destination_account_id: id,
        }),
        'account',
      ],
    ];
    for (const [query, vars, record] of attempts) {
      const theirs = await b.call(query, vars(ids[record]!));
      expect(theirs.success).toBe(false);
      expect(theirs.field_errors!.map((e) => e.message).join()).toMatch(/not found/);
      expect(theirs).toEqual(await b.call(query, vars(MISSING)));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lists never show them, whatever the filters', async () => {
    for (const [query, vars] of [
      [L.accounts, { where: { id: ids.account } }],
      [L.assets, { account_id: ids.account }],
      [L.assets, { where: { id: ids.asset } }],
      [L.transactions, { account_id: ids.account }],
      [L.transactions, { asset_id: ids.asset }],
      [L.transactions, { where: { account_id: ids.account } }],
    ] as const) {
      expect(await b.call(query, vars)).toMatchObject({ success: true, count: 0, nodes: [] });
    }
    expect((await b.call(L.accounts)).nodes!.map((n: Row) => n.name)).toEqual(['B main']);
    // B's credit and the opening balance of B's side asset
    expect((await b.call(L.transactions)).count).toBe(2);
  });
});

describe('strangers and unverified users', () => {
  const operations: [string, Record<string, unknown>][] = [
    [L.accounts, {}],
    [L.assets, {}],
    [L.transactions, {}],
    [CATEGORIES, {}],
    [`query ($id: ID!) { getCategory(id: $id) { ${ENVELOPE} } }`, { id: MISSING }],
    ...byId.map(([, query, vars]): [string, Record<string, unknown>] => [query, vars(MISSING)]),
    [L.createAccount, { name: 'X', account_class: 'cash', value: '1', instrument_id: MISSING }],
    [L.createAsset, { name: 'X', value: '1', account_id: MISSING }],
    [
      L.createTransaction,
      {
        account_id: MISSING,
        amount: '1',
        description: 'x',
        date: '2026-01-01',
        transaction_type: 'credit',
      },
    ],
  ];

  it.each(operations)('refuses: %s', async (query, variables) => {
    expect((await app.errorCode(query, variables)).code).toBe('UNAUTHENTICATED');
    expect(await app.errorCode(query, variables, unverified)).toEqual({
      code: 'FORBIDDEN',
      message: 'Please confirm your e-mail address first',
    });
  });

  it('lets a verified user read the categories', async () => {
    const categories = await b.call(CATEGORIES, { limit: 1 });
    expect(categories).toMatchObject({ success: true, count: 10 });
    const id = categories.nodes![0]!.id;
    const one = await b.call(
      `query ($id: ID!) { getCategory(id: $id) { ${ENVELOPE} category { id } } }`,
      {
        id,
      },
    );
    expect(one).toMatchObject({ success: true, category: { id } });
  });
});

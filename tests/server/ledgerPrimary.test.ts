// The primary asset is stored, not inferred: an older asset moved into another account does not
// take over that account's own balance. And malformed ids in the lists' named filters answer an
// empty list, as unknown ids do, rather than a database error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from './helpers.js';
import { L, ledgerCalls, type Ledger } from './ledgerHelpers.js';

let app: TestApp;
let me: Ledger;
beforeAll(async () => {
  app = await makeApp();
  me = ledgerCalls(app, await app.signUpVerified('primary@example.com'));
});
afterAll(() => app.close());

const balanceOf = async (id: unknown) => (await me.ok(L.asset, { id })).asset!.balance as string;

describe('the primary asset', () => {
  it('stays the one createAccount made when an older asset moves in', async () => {
    const x = await me.account('X', '10');
    // Older than Y and everything in it, in the same currency.
    const pocket = (await me.ok(L.createAsset, { name: 'Pocket', value: '5', account_id: x.id }))
      .asset!;
    const y = await me.account('Y', '100');
    const [yPrimary] = await me.assetsOf(y.id as string);
    await me.ok(L.updateAsset, { id: pocket.id, account_id: y.id, description: 'moved' });
    expect(await me.getAccount(y.id as string)).toMatchObject({
      value: '105',
      initial_value: '100',
    });

    // A transfer into Y lands on Y's own asset, not on the moved one.
    await me.transaction({
      account_id: x.id,
      transaction_type: 'transfer',
      destination_account_id: y.id,
      amount: '3',
    });
    expect([await balanceOf(yPrimary!.id), await balanceOf(pocket.id)]).toEqual(['103', '5']);

    // A new initial balance moves Y's own asset; correcting the moved one leaves it alone.
    await me.ok(L.updateAccount, { id: y.id, initial_value: '110', description: 'd' });
    expect([await balanceOf(yPrimary!.id), await balanceOf(pocket.id)]).toEqual(['113', '5']);
    await me.ok(L.updateAsset, { id: pocket.id, balance: '7', description: 'd' });
    expect(await me.getAccount(y.id as string)).toMatchObject({
      value: '120',
      initial_value: '110',
    });

    // The moved asset can go; Y's own cannot, nor move away.
    const own = await me.call(L.deleteAsset, { id: yPrimary!.id });
    expect(own).toMatchObject({ success: false, message: expect.stringMatching(/own balance/) });
    const away = await me.call(L.updateAsset, {
      id: yPrimary!.id,
      account_id: x.id,
      description: 'd',
    });
    expect(away.field_errors).toEqual([
      { field: 'account_id', message: expect.stringMatching(/stays in its account/) },
    ]);
    await me.ok(L.deleteAsset, { id: pocket.id });
    expect(await me.getAccount(y.id as string)).toMatchObject({
      value: '113',
      initial_value: '110',
    });
  });
});

describe('named filters with a malformed id', () => {
  it('answer an empty list, as an unknown id does', async () => {
    const account = await me.account('Filtered', '1');
    await me.transaction({ account_id: account.id, amount: '1' });
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      for (const [query, variables] of [
        [L.assets, { account_id: id }],
        [L.assets, { instrument_id: id }],
        [L.transactions, { account_id: id }],
        [L.transactions, { asset_id: id }],
      ] as const) {
        expect(
          await me.call(query, variables),
          `${query} ${JSON.stringify(variables)}`,
        ).toMatchObject({ success: true, count: 0, nodes: [] });
      }
    }
  });
});

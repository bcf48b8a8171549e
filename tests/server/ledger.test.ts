// Accounts, assets and transactions through the API: each operation, its rules and its checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type Row, type TestApp } from './helpers.js';
import { L, ledgerCalls, type Ledger } from './ledgerHelpers.js';

let app: TestApp;
let me: Ledger;
beforeAll(async () => {
  app = await makeApp();
  me = ledgerCalls(app, await app.signUpVerified('ledger@example.com'));
});
afterAll(() => app.close());

const fieldErrors = (answer: { field_errors: { field: string; message: string }[] | null }) =>
  Object.fromEntries((answer.field_errors ?? []).map((e) => [e.field, e.message]));

const balances = async (...ids: string[]) =>
  Promise.all(ids.map(async (id) => (await me.getAccount(id)).value));

describe('accounts', () => {
  it('creates a manual account with one asset holding its balance', async () => {
    const account = await me.account('Main bank', '1000.50');
    expect(account).toMatchObject({
      name: 'Main bank',
      slug: 'main-bank',
      account_class: 'bank',
      account_type: 'bank',
      initial_value: '1000.5',
      value: '1000.5',
      instrument: { ticker: 'USD', decimals: 2 },
      venue: null,
    });
    const assets = await me.assetsOf(account.id as string);
    expect(assets).toHaveLength(1);
    expect(assets[0]).toMatchObject({
      name: 'Main bank',
      balance: '1000.5',
      value: '1000.5',
      asset_class: 'bank',
      instrument_id: account.instrument_id,
    });
  });

  it('takes the account type from the class unless given', async () => {
    const types: Record<string, string> = {
      cash: 'cash',
      bank: 'bank',
      crypto: 'crypto',
      equity: 'equity_broker',
      real: 'asset',
    };
    for (const [account_class, type] of Object.entries(types)) {
      const account = await me.account(`Type ${account_class}`, '1', 'USD', account_class);
      expect(account.account_type).toBe(type);
    }
    const card = await me.ok(L.createAccount, {
      name: 'Card',
      value: '-250',
      instrument_id: await me.instrumentId('EUR'),
      account_class: 'bank',
      account_type: 'credit',
      description: ' Visa ',
    });
    expect(card.account).toMatchObject({
      account_type: 'credit',
      value: '-250',
      description: 'Visa',
    });
  });

  it('refuses credentials without a venue and stores nothing (venues.test.ts links accounts)', async () => {
    const before = (await me.call(L.accounts)).count;
    const answer = await me.call(L.createAccount, {
      name: 'Kraken',
      account_class: 'crypto',
      instrument_id: await me.instrumentId('USD'),
      value: '0',
      secrets: { api_key: 'a', api_secret: 'b' },
    });
    expect(answer).toMatchObject({ success: false, account: null });
    expect(answer.field_errors).toEqual([
      {
        field: 'secrets',
        message: 'Credentials are only taken for an account linked to a venue: choose the venue',
      },
    ]);
    expect((await me.call(L.accounts)).count).toBe(before);
  });

  it('checks every field', async () => {
    const bad = await me.call(L.createAccount, { name: ' ', account_class: 'cash' });
    expect(bad.success).toBe(false);
    expect(fieldErrors(bad)).toEqual({
      name: 'Name is required',
      instrument_id: 'Currency is required',
      value: 'Balance is required',
    });
    const usd = await me.instrumentId('USD');
    const more = await me.call(L.createAccount, {
      name: 'x'.repeat(101),
      account_class: 'cash',
      instrument_id: usd,
      value: '1.005',
      initial_value: '2',
      description: 'd'.repeat(501),
    });
    expect(fieldErrors(more)).toEqual({
      name: 'Name must be at most 100 characters',
      description: 'Description must be at most 500 characters',
      value: 'At most 2 decimal places',
      initial_value: "A new account's initial balance is its balance",
    });
    const unknown = await me.call(L.createAccount, {
      name: 'A',
      account_class: 'cash',
      instrument_id: '00000000-0000-0000-0000-000000000000',
      value: '1',
    });
    expect(fieldErrors(unknown)).toEqual({ instrument_id: 'Currency not found' });
    const jpy = await me.call(L.createAccount, {
      name: 'Yen',
      account_class: 'cash',
      instrument_id: await me.instrumentId('JPY'),
      value: '1.5',
    });
    expect(fieldErrors(jpy)).toEqual({ value: 'At most 0 decimal places' });
  });

  it('moves balance and initial balance together on edit', async () => {
    const account = await me.account('Editable', '100');
    const id = account.id as string;
    const edit = (variables: Record<string, unknown>) =>
      me.call(L.updateAccount, { id, description: 'Savings', ...variables });
    await me.transaction({ account_id: id, amount: '10' });

    expect((await edit({ initial_value: '150' })).account).toMatchObject({
      initial_value: '150',
      value: '160',
    });
    expect((await edit({ value: '200' })).account).toMatchObject({
      initial_value: '190',
      value: '200',
    });
    expect((await edit({ value: '210', initial_value: '200' })).account).toMatchObject({
      initial_value: '200',
      value: '210',
    });
    const inconsistent = await edit({ value: '300', initial_value: '250' });
    expect(inconsistent.success).toBe(false);
    expect(fieldErrors(inconsistent).value).toMatch(/move together/);
    const [asset] = await me.assetsOf(id);
    expect(asset).toMatchObject({ balance: '210', value: '210' });

    const edited = await edit({ name: 'Renamed', account_type: 'investment', status: false });
    expect(edited.account).toMatchObject({
      name: 'Renamed',
      description: 'Savings',
      account_type: 'investment',
      status: false,
      value: '210',
    });
  });

  it('requires balance, initial balance, currency and description on edit', async () => {
    const account = await me.account('Strict', '5');
    const answer = await me.call(L.updateAccount, {
      id: account.id,
      name: '',
      value: null,
      initial_value: null,
      instrument_id: null,
      description: ' ',
    });
    expect(fieldErrors(answer)).toEqual({
      name: 'Name is required',
      value: 'Balance is required',
      initial_value: 'Initial balance is required',
      instrument_id: 'Currency is required',
      description: 'Description is required',
    });
    expect((await me.getAccount(account.id as string)).name).toBe('Strict');
  });

  it('changes the currency only while the account has no transactions', async () => {
    const account = await me.account('Currency', '42');
    const id = account.id as string;
    const eur = await me.instrumentId('EUR');
    const changed = await me.ok(L.updateAccount, { id, instrument_id: eur, description: 'd' });
    expect(changed.account).toMatchObject({ instrument: { ticker: 'EUR' }, value: '42' });
    const [asset] = await me.assetsOf(id);
    // No EUR price is known yet: the value is missing, never $0 nor 42.
    expect(asset).toMatchObject({ instrument_id: eur, balance: '42', value: null });

    await me.transaction({ account_id: id, amount: '1' });
    const refused = await me.call(L.updateAccount, {
      id,
      instrument_id: await me.instrumentId('USD'),
      description: 'd',
    });
    expect(fieldErrors(refused)).toEqual({
      instrument_id: 'The currency cannot change once the account has transactions',
    });
    expect((await me.getAccount(id)).instrument_id).toBe(eur);
  });

  it('lists with sort, filters, paging and the class filter', async () => {
    const all = await me.call(L.accounts, { limit: 100 });
    expect(all.success).toBe(true);
    const created = all.nodes!.map((n) => n.created_at as string);
    expect([...created].sort().reverse()).toEqual(created);
    expect(all.count).toBe(all.nodes!.length);

    const crypto = await me.call(L.accounts, { account_class: 'crypto' });
    expect(crypto.nodes!.map((n) => n.name)).toEqual(['Type crypto']);

    const byName = await me.call(L.accounts, {
      sort: 'name:asc',
      where: {
        name_startsWith: 'type ',
        _or: [{ account_class: 'cash' }, { account_class: 'real' }],
      },
    });
    expect(byName.nodes!.map((n) => n.name)).toEqual(['Type cash', 'Type real']);

    const page = await me.call(L.accounts, { sort: 'name:asc', start: 1, limit: 2 });
    expect(page.nodes!.map((n) => n.name)).toEqual(
      all
        .nodes!.map((n) => n.name as string)
        .sort()
        .slice(1, 3),
    );
    expect(page.count).toBe(all.count);

    const negative = await me.call(L.accounts, { where: { value_lt: '0' } });
    expect(negative.nodes!.map((n) => n.name)).toEqual(['Card']);

    expect(await me.call(L.accounts, { sort: 'secrets_encrypted:asc' })).toMatchObject({
      success: false,
      message: 'Cannot sort by "secrets_encrypted"',
      nodes: [],
    });
  });
});

describe('transactions', () => {
  let checking: Row;
  let savings: Row;
  beforeAll(async () => {
    checking = await me.account('Checking', '100');
    savings = await me.account('Savings', '0');
  });

  it('credits amount − fee, debits amount + fee, transfers amount with the fee on the source', async () => {
    const credit = await me.transaction({ account_id: checking.id, amount: '50', fee: '1.5' });
    expect(credit).toMatchObject({
      transaction_type: 'credit',
      amount: '50',
      fee: '1.5',
      account: { id: checking.id, name: 'Checking', account_class: 'bank' },
      instrument_id: checking.instrument_id,
    });
    expect(await balances(checking.id as string)).toEqual(['148.5']);
    await me.transaction({
      account_id: checking.id,
      amount: '20',
      fee: '0.5',
      transaction_type: 'debit',
    });
    expect(await balances(checking.id as string)).toEqual(['128']);
    const transfer = await me.transaction({
      account_id: checking.id,
      amount: '28',
      fee: '2',
      transaction_type: 'transfer',
      destination_account_id: savings.id,
    });
    expect(transfer.destination_account_id).toBe(savings.id);
    expect(await balances(checking.id as string, savings.id as string)).toEqual(['98', '28']);
  });

  it('edits by undoing the old effect and applying the new one', async () => {
    const row = await me.transaction({ account_id: checking.id, amount: '10' });
    const id = row.id as string;
    expect(await balances(checking.id as string)).toEqual(['108']);
    const edited = await me.ok(L.updateTransaction, {
      id,
      amount: '15',
      transaction_type: 'debit',
    });
    expect(edited.transaction).toMatchObject({ amount: '15', transaction_type: 'debit', fee: '0' });
    expect(await balances(checking.id as string)).toEqual(['83']);

    const toTransfer = await me.call(L.updateTransaction, { id, transaction_type: 'transfer' });
    expect(fieldErrors(toTransfer)).toEqual({
      destination_account_id: 'Destination account is required',
    });
    await me.ok(L.updateTransaction, {
      id,
      transaction_type: 'transfer',
      destination_account_id: savings.id,
      fee: '1',
      description: 'Moved',
      date: '2026-02-01',
    });
    expect(await balances(checking.id as string, savings.id as string)).toEqual(['82', '43']);
    await me.ok(L.updateTransaction, { id, transaction_type: 'credit' });
    expect(await balances(checking.id as string, savings.id as string)).toEqual(['112', '28']);
    expect((await me.ok(L.transaction, { id })).transaction).toMatchObject({
      destination_account_id: null,
      description: 'Moved',
      date: '2026-02-01',
    });

    await me.ok(L.deleteTransaction, { id });
    expect(await balances(checking.id as string)).toEqual(['98']);
    expect(await me.call(L.transaction, { id })).toMatchObject({
      success: false,
      message: 'Not found',
    });
  });

  it('books on the primary asset unless another asset of the account is named', async () => {
    const extra = (
      await me.ok(L.createAsset, { name: 'Pocket', value: '5', account_id: checking.id })
    ).asset!;
    expect(await balances(checking.id as string)).toEqual(['103']);
    const row = await me.transaction({ account_id: checking.id, asset_id: extra.id, amount: '1' });
    expect(row.asset_id).toBe(extra.id);
    expect((await me.ok(L.asset, { id: extra.id })).asset).toMatchObject({ balance: '6' });
    const other = await me.call(L.createTransaction, {
      account_id: savings.id,
      asset_id: extra.id,
      amount: '1',
      description: 'x',
      date: '2026-01-01',
      transaction_type: 'credit',
    });
    expect(fieldErrors(other)).toEqual({ asset_id: 'Asset not found' });
  });

  it('checks every field', async () => {
    const base = {
      account_id: checking.id,
      date: '2026-01-01',
      description: 'ok',
      transaction_type: 'credit',
      amount: '1',
    };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ amount: '0' }, { amount: 'Amount must be greater than 0' }],
      [{ amount: '-5' }, { amount: 'Amount must be greater than 0' }],
      [{ amount: '1.001' }, { amount: 'At most 2 decimal places' }],
      [{ fee: '-1' }, { fee: 'Fee cannot be negative' }],
      [{ fee: '0.001' }, { fee: 'At most 2 decimal places' }],
      [{ description: '  ' }, { description: 'Description is required' }],
      [
        { description: 'x'.repeat(501) },
        { description: 'Description must be at most 500 characters' },
      ],
      [
        { category_id: '00000000-0000-0000-0000-000000000000' },
        { category_id: 'Category not found' },
      ],
      [{ account_id: '00000000-0000-0000-0000-000000000000' }, { account_id: 'Account not found' }],
      [
        { transaction_type: 'transfer' },
        { destination_account_id: 'Destination account is required' },
      ],
      [
        { transaction_type: 'transfer', destination_account_id: checking.id },
        { destination_account_id: 'The destination must be another account' },
      ],
    ];
    for (const [change, errors] of cases) {
      const answer = await me.call(L.createTransaction, { ...base, ...change });
      expect(answer.success, JSON.stringify(change)).toBe(false);
      expect(fieldErrors(answer)).toEqual(errors);
      expect(answer.transaction).toBeNull();
    }
    const euro = await me.account('Euro', '10', 'EUR');
    const otherCurrency = await me.call(L.createTransaction, {
      ...base,
      transaction_type: 'transfer',
      destination_account_id: euro.id,
    });
    expect(fieldErrors(otherCurrency)).toEqual({
      destination_amount: 'The amount received is required',
    });
    const notADate = await app.gql(L.createTransaction, { ...base, date: '2026-02-30' }, me.token);
    expect(notADate.errors?.[0]?.message).toMatch(/not a date/);
    expect(await balances(checking.id as string)).toEqual(['104']);

    const row = await me.transaction({ account_id: checking.id, amount: '1' });
    const badEdit = await me.call(L.updateTransaction, {
      id: row.id,
      amount: null,
      description: '',
      date: null,
      transaction_type: null,
    });
    expect(fieldErrors(badEdit)).toEqual({
      amount: 'Amount is required',
      description: 'Description is required',
      date: 'Date is required',
      transaction_type: 'Type is required',
    });
    await me.ok(L.deleteTransaction, { id: row.id });
  });

  it('keeps amounts exact', async () => {
    const account = await me.account('Exact', '0');
    await me.transaction({ account_id: account.id, amount: '0.1' });
    await me.transaction({ account_id: account.id, amount: '0.2' });
    expect((await me.getAccount(account.id as string)).value).toBe('0.3');

    const wallet = await me.account('Wallet', '0.000000000000000001', 'ETH', 'crypto');
    const wei = await me.transaction({ account_id: wallet.id, amount: '0.000000000000000001' });
    expect(wei.amount).toBe('0.000000000000000001');
    expect((await me.getAccount(wallet.id as string)).value).toBe('0.000000000000000002');
    const tooFine = await app.gql(
      L.createTransaction,
      {
        account_id: wallet.id,
        amount: '0.0000000000000000001',
        description: 'x',
        date: '2026-01-01',
        transaction_type: 'credit',
      },
      me.token,
    );
    expect(tooFine.errors?.[0]?.message).toMatch(/not a decimal number/);

    const big = await me.account('Big', '99999999999999999998.999999999999999999', 'ETH', 'crypto');
    await me.transaction({ account_id: big.id, amount: '1', fee: '0' });
    expect((await me.getAccount(big.id as string)).value).toBe(
      '99999999999999999999.999999999999999999',
    );
    const overflow = await me.call(L.createTransaction, {
      account_id: big.id,
      amount: '1',
      description: 'x',
      date: '2026-01-01',
      transaction_type: 'credit',
    });
    expect(overflow).toMatchObject({
      success: false,
      message: 'The amount is too large for this balance',
    });
    expect((await me.getAccount(big.id as string)).value).toBe(
      '99999999999999999999.999999999999999999',
    );
  });
});

describe('assets', () => {
  it('adds an asset in the account currency and moves the account value with it', async () => {
    const account = await me.account('Holdings', '10');
    const asset = (
      await me.ok(L.createAsset, {
        name: ' Coins ',
        description: 'Jar',
        value: '7.25',
        account_id: account.id,
      })
    ).asset!;
    expect(asset).toMatchObject({
      name: 'Coins',
      description: 'Jar',
      balance: '7.25',
      value: '7.25',
      asset_class: 'bank',
      instrument_id: account.instrument_id,
    });
    expect(await balances(account.id as string)).toEqual(['17.25']);

    // A dollar holding is worth its balance: a value of its own is refused, not dropped.
    const refused = await me.call(L.updateAsset, {
      id: asset.id,
      description: 'Kitchen',
      balance: '5',
      value: '999',
    });
    expect(fieldErrors(refused)).toEqual({
      value: 'The value of a USD holding follows its price: change the balance instead',
    });
    const corrected = await me.ok(L.updateAsset, {
      id: asset.id,
      name: 'Coin jar',
      description: 'Kitchen',
      balance: '5',
      value: '5',
      account_id: account.id,
    });
    expect(corrected.asset).toMatchObject({ name: 'Coin jar', balance: '5', value: '5' });
    expect(await me.getAccount(account.id as string)).toMatchObject({
      value: '15',
      initial_value: '10',
    });
  });

  it('refuses a value of its own for a non-USD asset: its value is missing until a price is known', async () => {
    const account = await me.account('Euros', '0', 'SOL');
    const implied = await me.call(L.createAsset, {
      name: 'Notes',
      balance: '100',
      value: '110',
      account_id: account.id,
    });
    expect(fieldErrors(implied)).toEqual({
      value: 'The value of a SOL holding follows its price: change the balance instead',
    });
    const asset = (
      await me.ok(L.createAsset, {
        name: 'Notes',
        balance: '100',
        value: '100',
        account_id: account.id,
      })
    ).asset!;
    expect(asset).toMatchObject({ balance: '100', value: null, unit_price: null });
    await me.transaction({ account_id: account.id, asset_id: asset.id, amount: '50' });
    expect((await me.ok(L.asset, { id: asset.id })).asset).toMatchObject({
      balance: '150',
      value: null,
    });
    const [primary] = await me.assetsOf(account.id as string);
    expect(primary).toMatchObject({ balance: '0', value: null });
    expect(await balances(account.id as string)).toEqual(['150']);
  });

  it('checks every field, and keeps the primary asset in its account', async () => {
    const account = await me.account('Asset checks', '1');
    const other = await me.account('Elsewhere', '1');
    const bad = await me.call(L.createAsset, {
      name: '',
      value: '1.234',
      account_id: '00000000-0000-0000-0000-000000000000',
    });
    expect(fieldErrors(bad)).toEqual({ name: 'Name is required', account_id: 'Account not found' });
    const decimals = await me.call(L.createAsset, {
      name: 'A',
      value: '1.234',
      account_id: account.id,
    });
    expect(fieldErrors(decimals)).toEqual({ balance: 'At most 2 decimal places' });

    const [primary] = await me.assetsOf(account.id as string);
    const move = await me.call(L.updateAsset, {
      id: primary!.id,
      account_id: other.id,
      description: 'd',
    });
    expect(fieldErrors(move).account_id).toMatch(/stays in its account/);
    const edit = await me.call(L.updateAsset, {
      id: primary!.id,
      name: ' ',
      balance: null,
      value: null,
      account_id: null,
    });
    expect(fieldErrors(edit)).toEqual({
      name: 'Name is required',
      account_id: 'Account is required',
      balance: 'Balance is required',
      description: 'Description is required',
    });
    expect(await me.call(L.deleteAsset, { id: primary!.id })).toMatchObject({
      success: false,
      message: "This asset holds its account's own balance: delete the account instead",
    });

    const loose = (
      await me.ok(L.createAsset, { name: 'Loose', value: '3', account_id: account.id })
    ).asset!;
    await me.ok(L.updateAsset, { id: loose.id, account_id: other.id, description: 'moved' });
    expect(await balances(account.id as string, other.id as string)).toEqual(['1', '4']);
    expect((await me.ok(L.asset, { id: loose.id })).asset).toMatchObject({ account_id: other.id });
    // its opening balance, a transaction of its own, went with it
    const opening = await me.call(L.transactions, { asset_id: loose.id });
    expect(opening.nodes).toMatchObject([
      { description: 'Opening balance', amount: '3', account_id: other.id },
    ]);
    expect((await me.call(L.transactions, { account_id: account.id })).count).toBe(0);
    await me.transaction({
      account_id: other.id,
      asset_id: loose.id,
      amount: '1',
      transaction_type: 'transfer',
      destination_account_id: account.id,
    });
    const stuck = await me.call(L.updateAsset, {
      id: loose.id,
      account_id: account.id,
      description: 'd',
    });
    expect(fieldErrors(stuck)).toEqual({
      account_id: 'An asset with transfers cannot move to another account',
    });
  });

  it('lists by account, instrument and class', async () => {
    const wallet = await me.account('Asset wallet', '2', 'BTC', 'crypto');
    const byAccount = await me.call(L.assets, { account_id: wallet.id });
    expect(byAccount.nodes!.map((n) => n.name)).toEqual(['Asset wallet']);
    const btc = await me.call(L.assets, { instrument_id: await me.instrumentId('BTC') });
    expect(btc.nodes!.map((n) => n.name)).toEqual(['Asset wallet']);
    const crypto = await me.call(L.assets, { asset_class: 'crypto', sort: 'balance:desc' });
    expect(crypto.nodes!.every((n) => n.asset_class === 'crypto')).toBe(true);
    expect(crypto.count).toBe(crypto.nodes!.length);
    const rich = await me.call(L.assets, { where: { balance_gte: '99999999999999999999' } });
    expect(rich.nodes!.map((n) => n.name)).toEqual(['Big']);
  });
});

describe('deleting accounts and assets', () => {
  it('undoes transfers from and to other accounts', async () => {
    const a = await me.account('Delete A', '100');
    const b = await me.account('Delete B', '100');
    const c = await me.account('Delete C', '100');
    await me.transaction({
      account_id: a.id,
      amount: '10',
      fee: '1',
      transaction_type: 'transfer',
      destination_account_id: b.id,
    });
    await me.transaction({
      account_id: b.id,
      amount: '5',
      transaction_type: 'transfer',
      destination_account_id: a.id,
    });
    await me.transaction({
      account_id: c.id,
      amount: '7',
      transaction_type: 'transfer',
      destination_account_id: b.id,
    });
    await me.transaction({ account_id: b.id, amount: '3', transaction_type: 'debit' });
    expect(await balances(a.id as string, b.id as string, c.id as string)).toEqual([
      '94',
      '109',
      '93',
    ]);

    expect(await me.call(L.deleteAccount, { id: b.id })).toMatchObject({
      success: true,
      message: 'Account deleted',
    });
    expect(await balances(a.id as string, c.id as string)).toEqual(['100', '100']);
    expect(await me.call(L.account, { id: b.id })).toMatchObject({
      success: false,
      message: 'Not found',
    });
    expect((await me.call(L.transactions, { account_id: a.id })).count).toBe(0);
  });

  it('deleting an asset undoes its transfers and lowers its account value', async () => {
    const a = await me.account('Asset del A', '50');
    const b = await me.account('Asset del B', '50');
    const side = (await me.ok(L.createAsset, { name: 'Side', value: '20', account_id: b.id }))
      .asset!;
    await me.transaction({
      account_id: b.id,
      asset_id: side.id,
      amount: '8',
      fee: '2',
      transaction_type: 'transfer',
      destination_account_id: a.id,
    });
    await me.transaction({ account_id: b.id, asset_id: side.id, amount: '1' });
    expect(await balances(a.id as string, b.id as string)).toEqual(['58', '61']);
    await me.ok(L.deleteAsset, { id: side.id });
    expect(await balances(a.id as string, b.id as string)).toEqual(['50', '50']);
    expect((await me.call(L.transactions, { account_id: b.id })).count).toBe(0);
  });
});

describe('transaction lists', () => {
  let one: Row;
  let two: Row;
  const ids: string[] = [];
  beforeAll(async () => {
    one = await me.account('List one', '0');
    two = await me.account('List two', '0', 'USD', 'cash');
    const dates = ['2026-03-01', '2026-03-03', '2026-03-02', '2026-03-03', '2026-03-05'];
    for (const [i, date] of dates.entries()) {
      const row = await me.transaction({
        account_id: i % 2 ? two.id : one.id,
        amount: String(i + 1),
        date,
        description: `Row ${i}`,
      });
      ids.push(row.id as string);
    }
    const transfer = await me.transaction({
      account_id: two.id,
      amount: '10',
      transaction_type: 'transfer',
      destination_account_id: one.id,
      date: '2026-03-04',
      description: 'Row transfer',
    });
    ids.push(transfer.id as string);
  });

  const names = (answer: { nodes?: Row[] }) => answer.nodes!.map((n) => n.description);

  it('pages newest first, with the cursor', async () => {
    const first = await me.call(L.transactions, { account_id: one.id, limit: 2 });
    expect(names(first)).toEqual(['Row 4', 'Row transfer']);
    expect(first.cursor).toEqual({ limit: 2, page: 1, total: 4 });
    expect(first.count).toBe(4);
    const second = await me.call(L.transactions, { account_id: one.id, limit: 2, start: 2 });
    expect(names(second)).toEqual(['Row 2', 'Row 0']);
    expect(second.cursor).toEqual({ limit: 2, page: 2, total: 4 });
    expect(second.nodes![0]!.account).toEqual({
      id: one.id,
      name: 'List one',
      account_class: 'bank',
    });
  });

  it('filters by the named filters and the where mapping', async () => {
    expect(names(await me.call(L.transactions, { account_id: two.id }))).toEqual([
      'Row transfer',
      'Row 3',
      'Row 1',
    ]);
    const cash = await me.call(L.transactions, { account_class: 'cash' });
    expect(names(cash)).toEqual(['Row transfer', 'Row 3', 'Row 1']);
    const [primary] = await me.assetsOf(one.id as string);
    // an asset's list, as its account's, has the transfers it receives
    const ofAsset = await me.call(L.transactions, { asset_id: primary!.id });
    expect(ofAsset.count).toBe(4);
    expect(names(ofAsset)).toEqual(['Row 4', 'Row transfer', 'Row 2', 'Row 0']);

    const where = {
      description_startsWith: 'Row',
      _or: [{ amount_gte: '4' }, { date: '2026-03-01' }],
    };
    const filtered = await me.call(L.transactions, { where, sort: 'amount:asc' });
    expect(names(filtered)).toEqual(['Row 0', 'Row 3', 'Row 4', 'Row transfer']);
    expect(filtered.count).toBe(4);
    expect(filtered.cursor).toEqual({ limit: 10, page: 1, total: 4 });
    const inIds = await me.call(L.transactions, {
      where: { id_in: ids.slice(0, 2), transaction_type_ne: 'transfer' },
      sort: 'date:asc',
    });
    expect(names(inIds)).toEqual(['Row 0', 'Row 1']);
    expect(await me.call(L.transactions, { where: { fee_gt: '1' } })).toMatchObject({
      success: false,
      message: 'Cannot filter by "fee_gt"',
      cursor: { limit: 10, page: 1, total: 0 },
    });
  });

  it('counts all of the user’s transactions from the maintained counter', async () => {
    const all = await me.call(L.transactions, { limit: 1 });
    const counted = await me.call(L.transactions, { limit: 1, where: { amount_gte: '0' } });
    expect(all.count).toBe(counted.count);
    expect(all.cursor).toEqual({ limit: 1, page: 1, total: all.count });
  });
});

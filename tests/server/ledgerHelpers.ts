// The ledger's operations as test calls, and a user with a few accounts to call them on.
import { expect } from 'vitest';
import { ENVELOPE, LIST_ENVELOPE, type Answer, type Row, type TestApp } from './helpers.js';

const ACCOUNT = `id name slug description account_class account_type initial_value value instrument_id
  venue_id status created_at updated_at instrument { id ticker name decimals } venue { id name } base_value base_currency
  unpriced master_account_id`;
const ASSET = `id name account_id instrument_id venue_id balance value unit_price base_currency valued_at description
  asset_class status created_at updated_at instrument { id ticker decimals }`;
const TRANSACTION = `id account_id asset_id instrument_id category_id destination_account_id
  transaction_type amount fee description date created_at updated_at account { id name account_class }`;
const LIST_ARGS = '$sort: String, $where: JSON, $start: Int, $limit: Int';
const LIST_VARS = 'sort: $sort, where: $where, start: $start, limit: $limit';

export const L = {
  accounts: `query ($account_class: AccountClass, ${LIST_ARGS}) {
    getAccounts(account_class: $account_class, ${LIST_VARS}) { ${LIST_ENVELOPE} count nodes { ${ACCOUNT} } } }`,
  account: `query ($id: ID!) { getAccount(id: $id) { ${ENVELOPE} account { ${ACCOUNT} } } }`,
  createAccount: `mutation ($name: String!, $description: String, $value: Decimal, $initial_value: Decimal,
    $instrument_id: ID, $venue_id: ID, $account_class: AccountClass!, $account_type: AccountType, $secrets: JSON, $master_account_id: ID) {
    createAccount(name: $name, description: $description, value: $value, initial_value: $initial_value,
      instrument_id: $instrument_id, venue_id: $venue_id, account_class: $account_class,
      account_type: $account_type, secrets: $secrets, master_account_id: $master_account_id) { ${ENVELOPE} account { ${ACCOUNT} } } }`,
  updateAccount: `mutation ($id: ID!, $name: String, $description: String, $value: Decimal,
    $initial_value: Decimal, $instrument_id: ID, $account_type: AccountType, $status: Boolean) {
    updateAccount(id: $id, name: $name, description: $description, value: $value,
      initial_value: $initial_value, instrument_id: $instrument_id, account_type: $account_type,
      status: $status) { ${ENVELOPE} account { ${ACCOUNT} } } }`,
  deleteAccount: `mutation ($id: ID!) { deleteAccount(id: $id) { ${ENVELOPE} } }`,
  assets: `query ($account_id: ID, $instrument_id: ID, $asset_class: AccountClass, ${LIST_ARGS}) {
    getAssets(account_id: $account_id, instrument_id: $instrument_id, asset_class: $asset_class,
      ${LIST_VARS}) { ${LIST_ENVELOPE} count nodes { ${ASSET} } } }`,
  asset: `query ($id: ID!) { getAsset(id: $id) { ${ENVELOPE} asset { ${ASSET} } } }`,
  createAsset: `mutation ($name: String!, $description: String, $balance: Decimal, $value: Decimal!, $account_id: ID!,
    $instrument_id: ID, $date: Date) {
    createAsset(name: $name, description: $description, balance: $balance, value: $value,
      account_id: $account_id, instrument_id: $instrument_id, date: $date) { ${ENVELOPE} asset { ${ASSET} } } }`,
  updateAsset: `mutation ($id: ID!, $name: String, $description: String, $balance: Decimal, $value: Decimal, $account_id: ID) {
    updateAsset(id: $id, name: $name, description: $description, balance: $balance, value: $value,
      account_id: $account_id) { ${ENVELOPE} asset { ${ASSET} } } }`,
  deleteAsset: `mutation ($id: ID!) { deleteAsset(id: $id) { ${ENVELOPE} } }`,
  transactions: `query ($account_id: ID, $account_class: AccountClass, $asset_id: ID, ${LIST_ARGS}) {
    getTransactions(account_id: $account_id, account_class: $account_class, asset_id: $asset_id,
      ${LIST_VARS}) { ${LIST_ENVELOPE} count cursor { limit page total } nodes { ${TRANSACTION} } } }`,
  transaction: `query ($id: ID!) { getTransaction(id: $id) { ${ENVELOPE} transaction { ${TRANSACTION} } } }`,
  createTransaction: `mutation ($date: Date!, $account_id: ID!, $category_id: ID, $amount: Decimal!,
    $description: String!, $asset_id: ID, $transaction_type: TransactionType!, $fee: Decimal,
    $destination_account_id: ID, $destination_amount: Decimal) {
    createTransaction(date: $date, account_id: $account_id, category_id: $category_id, amount: $amount,
      description: $description, asset_id: $asset_id, transaction_type: $transaction_type, fee: $fee,
      destination_account_id: $destination_account_id, destination_amount: $destination_amount) {
      ${ENVELOPE} transaction { ${TRANSACTION} } } }`,
  updateTransaction: `mutation ($id: ID!, $date: Date, $category_id: ID, $amount: Decimal,
    $description: String, $transaction_type: TransactionType, $fee: Decimal, $destination_account_id: ID) {
    updateTransaction(id: $id, date: $date, category_id: $category_id, amount: $amount,
      description: $description, transaction_type: $transaction_type, fee: $fee,
      destination_account_id: $destination_account_id) { ${ENVELOPE} transaction { ${TRANSACTION} } } }`,
  deleteTransaction: `mutation ($id: ID!) { deleteTransaction(id: $id) { ${ENVELOPE} } }`,
};

/** Ten pages of 100 transactions with every field: as much as one request may ask. */
export const largestAllowed = `{${Array.from(
  { length: 10 },
  (_, i) => `p${i}: getTransactions(start: ${i * 100}, limit: 100) { success count nodes {
    id account_id asset_id instrument_id category_id destination_account_id transaction_type amount
    fee description date created_at updated_at account { id name account_class }
    instrument { id ticker decimals } } }`,
).join('\n')}}`;

export type Ledger = ReturnType<typeof ledgerCalls>;

/** The ledger's calls as one user makes them; each expects success unless told otherwise. */
export function ledgerCalls(app: Pick<TestApp, 'call'>, token: string) {
  const instruments = new Map<string, string>();
  async function instrumentId(ticker: string): Promise<string> {
    if (!instruments.has(ticker)) {
      const answer = await app.call(
        'query ($where: JSON) { getInstruments(where: $where) { nodes { id } } }',
        { where: { ticker } },
        token,
      );
      instruments.set(ticker, answer.nodes![0]!.id as string);
    }
    return instruments.get(ticker)!;
  }
  const ok = async (query: string, variables: Record<string, unknown>) => {
    const answer = await app.call(query, variables, token);
    expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
    return answer;
  };
  return {
    token,
    instrumentId,
    call: (query: string, variables: Record<string, unknown> = {}): Promise<Answer> =>
      app.call(query, variables, token),
    ok,
    async account(
      name: string,
      value: string,
      ticker = 'USD',
      account_class = 'bank',
    ): Promise<Row> {
      const instrument_id = await instrumentId(ticker);
      const answer = await ok(L.createAccount, { name, value, instrument_id, account_class });
      return answer.account!;
    },
    async transaction(variables: Record<string, unknown>): Promise<Row> {
      const answer = await ok(L.createTransaction, {
        date: '2026-01-15',
        description: 'test',
        transaction_type: 'credit',
        ...variables,
      });
      return answer.transaction!;
    },
    async getAccount(id: string): Promise<Row> {
      return (await ok(L.account, { id })).account!;
    },
    async assetsOf(account_id: string): Promise<Row[]> {
      return (await ok(L.assets, { account_id, limit: 100, sort: 'created_at:asc' })).nodes!;
    },
  };
}

// The unit tests' schema mock (schemaMock.ts): what it answers, and that a test's exact mocks win.
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { GetCategoriesDocument } from '../../src/graphql/Categories.generated';
import { GetTopAssetsDocument } from '../../src/graphql/TopAssets.generated';
import type { AccountClass } from '../../src/graphql/types';
import { GetAccountsDocument } from '../../src/ledger/accounts/Accounts.generated';
import { makeAccount } from './accountFactories';
import { makeTopAsset } from './dashboardFactories';
import { mockLink, type MockData } from './schemaMock';
import { spiedMock } from './transactionsFactories';

function clientOf(mocks: ReturnType<typeof spiedMock>[], data: MockData) {
  const { link, asked } = mockLink(mocks, data);
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), asked };
}

const savings = makeAccount({ name: 'Savings' });
const checking = makeAccount({ name: 'Checking' });
const wallet = makeAccount({ name: 'Cold wallet', account_class: 'crypto' });

describe('schema mock', () => {
  it('answers a list from the records, filtered, sorted and paged by the variables sent', async () => {
    const { client, asked } = clientOf([], { accounts: [checking, wallet, savings] });
    const variables = { account_class: 'bank' as const, sort: 'name:desc', limit: 1 };
    const { data } = await client.query({ query: GetAccountsDocument, variables });
    expect(data?.getAccounts.count).toBe(2);
    expect(data?.getAccounts.nodes.map((a) => a.name)).toEqual(['Savings']);
    expect(asked).toHaveBeenCalledWith('getAccounts', variables);
  });

  it('answers the top assets of a class by value, those without a price last', async () => {
    const asset = (
      name: string,
      balance: string,
      value: string | null,
      asset_class: AccountClass = 'crypto',
    ) =>
      makeTopAsset({
        id: `asset-${name}`,
        name,
        account_id: wallet.id,
        instrument_id: null,
        balance,
        value,
        asset_class,
      });
    const assets = [
      asset('Dust', '1', null),
      asset('Ether', '2', '6000'),
      asset('Savings', '9000', '9000', 'bank'),
      asset('Obscure', '1000', null),
      asset('Bitcoin', '0.5', '30000'),
      asset('Solana', '10', '1500.5'),
    ];
    const { client, asked } = clientOf([], { assets });
    const variables = { asset_class: 'crypto' as const, limit: 4 };
    const { data } = await client.query({ query: GetTopAssetsDocument, variables });
    expect(data?.getTopAssets.count).toBe(5);
    expect(data?.getTopAssets.nodes.map((a) => a.name)).toEqual([
      'Bitcoin',
      'Ether',
      'Solana',
      'Obscure',
    ]);
    expect(asked).toHaveBeenCalledWith('getTopAssets', variables);
  });

  it("leaves to a test's exact mock what it matches", async () => {
    const exact = spiedMock(
      GetAccountsDocument,
      { sort: 'name:asc' },
      {
        getAccounts: {
          __typename: 'AccountList',
          success: true,
          message: null,
          errors: null,
          count: 1,
          nodes: [wallet],
        },
      },
    );
    const { client, asked } = clientOf([exact], { accounts: [savings] });
    const { data } = await client.query({
      query: GetAccountsDocument,
      variables: { sort: 'name:asc' },
    });
    expect(data?.getAccounts.nodes.map((a) => a.name)).toEqual(['Cold wallet']);
    expect(asked).not.toHaveBeenCalled();
  });

  it('answers no list the test gave no records of, as a missing mock', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = clientOf([], { accounts: [savings] });
    await expect(client.query({ query: GetCategoriesDocument })).rejects.toThrow(
      /No more mocked responses/,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^No more mocked responses/));
  });
});

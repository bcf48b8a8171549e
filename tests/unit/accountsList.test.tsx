import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GetAccountsDocument } from '../../src/ledger/accounts/Accounts.generated';
import { BTC, accountsMock, makeAccount } from './accountFactories';

const SEK = {
  __typename: 'AccountInstrument' as const,
  id: '00000000-0000-4000-a000-000000009105',
  ticker: 'SEK',
  name: 'Swedish Krona',
  decimals: 2,
};
import { renderWithProviders, type ProviderOptions } from './render';
import { ResourceListPage } from '../../src/resource/ResourceListPage';
import { accountsResource } from '../../src/ledger/accounts/accountsResource';

const firstPage = { sort: 'created_at:desc', start: 0, limit: 12 };

function renderList(route: string, mocks: ProviderOptions['mocks']) {
  return renderWithProviders(<ResourceListPage resource={accountsResource} />, {
    route,
    path: '/accounts',
    mocks,
  });
}

describe('accounts list', () => {
  it('asks for 12 accounts, newest first, and shows balances in each account currency and in USD', async () => {
    const accounts = [
      makeAccount({ name: 'Savings', value: '1234.5' }),
      makeAccount({
        name: 'Cold wallet',
        account_class: 'crypto',
        account_type: 'crypto',
        value: '0.12345678',
        base_value: '7407.41',
        instrument: BTC,
        instrument_id: BTC.id,
      }),
      makeAccount({ name: 'Unpriced', value: '5', base_value: null }),
    ];
    const mock = accountsMock(firstPage, accounts);
    renderList('/accounts', [mock]);
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('Savings')).toBeInTheDocument();
    // the balance and, for a USD account, the same value in USD
    expect(within(grid).getAllByText('$1,234.50')).toHaveLength(2);
    expect(within(grid).getByText('0.12345678 BTC')).toBeInTheDocument();
    expect(within(grid).getByText('$7,407.41')).toBeInTheDocument();
    // no price: never $0
    expect(within(grid).getByText('No price')).toBeInTheDocument();
    expect(mock.result).toHaveBeenCalledTimes(1);
  });

  it('shows each account’s value in the currency the answer gives it in (the owner’s)', async () => {
    const accounts = [
      makeAccount({
        name: 'Checking',
        value: '1234.5',
        base_value: '1050.25',
        base_currency: 'EUR',
      }),
      makeAccount({
        name: 'Krona account',
        value: '10000',
        instrument: SEK,
        instrument_id: SEK.id,
        base_value: '871.1',
        base_currency: 'EUR',
      }),
    ];
    renderList('/accounts', [accountsMock(firstPage, accounts)]);
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('Checking')).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'Value' })).toBeInTheDocument();
    // the balance in the account's currency, its value in the owner's
    expect(within(grid).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(grid).getByText('€1,050.25')).toBeInTheDocument();
    expect(within(grid).getByText('€871.10')).toBeInTheDocument();
    expect(within(grid).queryByText('$1,050.25')).toBeNull();
  });

  it('pages on the server: the next page asks for start 12', async () => {
    const page1 = accountsMock(firstPage, [makeAccount({ name: 'First page' })], 30);
    const page2 = accountsMock(
      { ...firstPage, start: 12 },
      [makeAccount({ name: 'Second page' })],
      30,
    );
    const { user } = renderList('/accounts', [page1, page2]);
    expect(await screen.findByText('First page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Second page')).toBeInTheDocument();
    expect(page2.result).toHaveBeenCalledTimes(1);
  });

  it('keeps a sort from the URL while paging (the grid does not fall back to page 1)', async () => {
    const sorted = { ...firstPage, sort: 'name:asc' };
    const page1 = accountsMock(sorted, [makeAccount({ name: 'Alpha' })], 30);
    const page2 = accountsMock({ ...sorted, start: 12 }, [makeAccount({ name: 'Mike' })], 30);
    const { user } = renderList('/accounts?sort=name:asc', [page1, page2]);
    expect(await screen.findByText('Alpha')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Mike')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByText('Mike')).toBeInTheDocument();
    expect(page1.result).toHaveBeenCalledTimes(1);
  });

  it('restores page and search from the URL', async () => {
    const mock = accountsMock(
      { ...firstPage, start: 24, where: { name_contains: 'sav' } },
      [makeAccount({ name: 'Savings 25' })],
      30,
    );
    renderList('/accounts?page=3&q=sav', [mock]);
    expect(await screen.findByText('Savings 25')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('sav');
  });

  it('searches by name once typing pauses for 500 ms', async () => {
    const all = accountsMock(firstPage, [
      makeAccount({ name: 'Savings' }),
      makeAccount({ name: 'Wallet' }),
    ]);
    const found = accountsMock({ ...firstPage, where: { name_contains: 'sav' } }, [
      makeAccount({ name: 'Savings' }),
    ]);
    const { user } = renderList('/accounts', [all, found]);
    expect(await screen.findByText('Wallet')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'sav');
    expect(found.result).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText('Wallet')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    // one request for the whole word, none for "s" or "sa"
    expect(found.result).toHaveBeenCalledTimes(1);
  });

  it('switches to cards and remembers the choice', async () => {
    const mock = accountsMock(firstPage, [makeAccount({ name: 'Savings' })]);
    const { user, unmount } = renderList('/accounts', [mock]);
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Card view' }));
    const cards = await screen.findByRole('list');
    expect(within(cards).getByRole('heading', { name: 'Savings' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(localStorage.getItem('accounts-view')).toBe('card');
    unmount();

    renderList('/accounts', [accountsMock(firstPage, [makeAccount({ name: 'Savings' })])]);
    expect(await screen.findByRole('heading', { name: 'Savings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Card view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the empty state with a create action', async () => {
    renderList('/accounts', [accountsMock(firstPage, [])]);
    expect(await screen.findByText('No accounts yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create account' }).length).toBeGreaterThan(0);
  });

  it('shows the error with a retry', async () => {
    const failed = {
      request: { query: GetAccountsDocument, variables: firstPage },
      result: {
        data: {
          getAccounts: {
            __typename: 'AccountList',
            success: false,
            message: 'Cannot sort by "created_at"',
            errors: ['Cannot sort by "created_at"'],
            count: 0,
            nodes: [],
          },
        },
      },
    };
    renderList('/accounts', [failed]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot sort by "created_at"');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('accounts list past its last page', () => {
  it('moves to the last page when the URL names a page that no longer exists', async () => {
    const tooFar = accountsMock({ ...firstPage, start: 48 }, [], 13);
    const last = accountsMock({ ...firstPage, start: 12 }, [makeAccount({ name: 'The 13th' })], 13);
    renderList('/accounts?page=5', [tooFar, last]);
    expect(await screen.findByText('The 13th')).toBeInTheDocument();
    expect(screen.queryByText('No accounts yet')).not.toBeInTheDocument();
  });
});

describe('accounts list in German', () => {
  it('translates the page and the grid itself', async () => {
    const { i18n } = renderList('/accounts', [
      accountsMock(firstPage, [makeAccount({ name: 'Sparbuch' })]),
    ]);
    // the grid's pager is labelled as the card view's is
    expect(await screen.findByText('Sparbuch')).toBeInTheDocument();
    expect(screen.getByText('Per page:')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByRole('heading', { name: 'Konten' })).toBeInTheDocument();
    expect(await screen.findByText('Sparbuch')).toBeInTheDocument();
    expect(screen.getAllByText('1.234,50 $')).toHaveLength(2);
    expect(screen.getByText('Pro Seite:')).toBeInTheDocument();
    expect(screen.getByText('1–1 von 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kartenansicht' })).toBeInTheDocument();
  });
});

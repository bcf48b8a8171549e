import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmountText } from '../../src/ledger/AmountText';
import { periodRange } from '../../src/lib/periods';
import {
  DeleteTransactionDocument,
  GetTransactionsDocument,
} from '../../src/ledger/transactions/Transactions.generated';
import { BTC, makeAccount } from './accountFactories';
import { renderWithProviders } from './render';
import {
  makeCategories,
  makeTransaction,
  spiedMock,
  transactionsMock,
} from './transactionsFactories';
import { ResourceListPage } from '../../src/resource/ResourceListPage';
import { transactionsResource } from '../../src/ledger/transactions/transactionsResource';

const checking = makeAccount({ name: 'Checking' });
const wallet = makeAccount({ name: 'Cold wallet', instrument: BTC, instrument_id: BTC.id });
const firstPage = { sort: 'date:desc,created_at:desc', start: 0, limit: 10 };

function renderList(route: string, ...mocks: ReturnType<typeof transactionsMock>[]) {
  return renderWithProviders(<ResourceListPage resource={transactionsResource} />, {
    route,
    path: '/transactions',
    mocks,
    data: { accounts: [checking, wallet] },
  });
}

describe('transactions list', () => {
  it('asks for 10 transactions, newest first, and shows them in the account currency', async () => {
    const salary = makeTransaction(checking, {
      description: 'Salary',
      transaction_type: 'credit',
      amount: '2500',
      fee: '0',
    });
    const coins = makeTransaction(wallet, {
      description: 'Bought coins',
      transaction_type: 'debit',
      amount: '0.00012345',
      fee: '0.000001',
    });
    const list = transactionsMock(firstPage, [salary, coins]);
    renderList('/transactions', list);
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('Salary')).toBeInTheDocument();
    expect(within(grid).getByText('Bought coins')).toBeInTheDocument();
    expect(within(grid).getByText('Checking')).toBeInTheDocument();
    expect(within(grid).getByText('+$2,500.00')).toBeInTheDocument();
    expect(within(grid).getByText('−0.00012345 BTC')).toBeInTheDocument();
    // a fee is said under its amount
    expect(within(grid).getByText('Fee 0.000001 BTC')).toBeInTheDocument();
    expect(within(grid).getAllByText('Credit').length).toBeGreaterThan(0);
    expect(list.result).toHaveBeenCalledTimes(1);
  });

  it("on an account's own list, a transfer into it shows what it received, in its currency", async () => {
    const buy = makeTransaction(checking, {
      description: 'Buy coins',
      transaction_type: 'transfer',
      amount: '223',
      fee: '1.99',
      destination_account_id: wallet.id,
      destination_amount: '0.0024',
    });
    const embedded = { prefix: 'tx', scope: { account_id: wallet.id }, toolbar: false };
    renderWithProviders(<ResourceListPage resource={transactionsResource} embedded={embedded} />, {
      route: '/accounts/show/x',
      path: '/accounts/show/x',
      mocks: [transactionsMock({ account_id: wallet.id, ...firstPage }, [buy])],
      data: { accounts: [checking, wallet] },
    });
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('+0.0024 BTC')).toBeInTheDocument();
    expect(within(grid).queryByText(/223/)).not.toBeInTheDocument();
  });

  it('colours money in as credit and out as debit; a transfer is neither, from one account to another', async () => {
    const rows = [
      makeTransaction(checking, { description: 'In', transaction_type: 'credit', amount: '5' }),
      makeTransaction(checking, { description: 'Out', transaction_type: 'debit', amount: '6' }),
      makeTransaction(checking, {
        description: 'Move',
        transaction_type: 'transfer',
        amount: '7',
        destination_account_id: wallet.id,
        destination_amount: '0.0001',
      }),
    ];
    renderList('/transactions', transactionsMock(firstPage, rows));
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('+$5.00')).toHaveAttribute('data-kind', 'credit');
    expect(within(grid).getByText('−$6.00')).toHaveAttribute('data-kind', 'debit');
    expect(within(grid).getByText('$7.00')).toHaveAttribute('data-kind', 'neutral');
    // each account is a link to its page, a transfer's both ends
    const move = within(grid).getByText('Move').closest('[role="row"]') as HTMLElement;
    await waitFor(() =>
      expect(within(move).getByRole('link', { name: 'Cold wallet' })).toHaveAttribute(
        'href',
        `/accounts/show/${wallet.id}`,
      ),
    );
    expect(within(move).getByRole('link', { name: 'Checking' })).toHaveAttribute(
      'href',
      `/accounts/show/${checking.id}`,
    );
  });

  it.each(['credit', 'receivable', 'income', 'deposit'])('shows "%s" as credit', (type) => {
    renderWithProviders(<AmountText type={type}>1</AmountText>);
    expect(screen.getByText('1')).toHaveAttribute('data-kind', 'credit');
  });

  it('pages on the server: page 2 asks for start 10', async () => {
    const rows = [makeTransaction(checking, { description: 'On page one' })];
    const page1 = transactionsMock(firstPage, rows, 25);
    const page2 = transactionsMock(
      { ...firstPage, start: 10 },
      [makeTransaction(checking, { description: 'On page two' })],
      25,
    );
    const { user } = renderList('/transactions', page1, page2);
    expect(await screen.findByText('On page one')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('On page two')).toBeInTheDocument();
    expect(page2.result).toHaveBeenCalledTimes(1);
  });

  it('filters by type and account, and searches the description and the payee, from the URL', async () => {
    const filtered = transactionsMock(
      {
        ...firstPage,
        start: 10,
        where: {
          transaction_type: 'credit',
          account_id: checking.id,
          _or: [{ description_contains: 'sal' }, { payee_contains: 'sal' }],
        },
      },
      [makeTransaction(checking, { description: 'Salary', transaction_type: 'credit' })],
      11,
    );
    const params = new URLSearchParams({ page: '2', q: 'sal' });
    params.append('filter', 'transaction_type:eq:"credit"');
    params.append('filter', `account_id:eq:"${checking.id}"`);
    renderList(`/transactions?${params.toString()}`, filtered);
    expect(await screen.findByText('Salary')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('sal');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Credit');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Account' })).toHaveTextContent('Checking'),
    );
  });

  it('filters by type from the toolbar', async () => {
    const all = transactionsMock(firstPage, [
      makeTransaction(checking, { description: 'Salary', transaction_type: 'credit' }),
      makeTransaction(checking, { description: 'Rent', transaction_type: 'debit' }),
    ]);
    const debits = transactionsMock({ ...firstPage, where: { transaction_type: 'debit' } }, [
      makeTransaction(checking, { description: 'Rent', transaction_type: 'debit' }),
    ]);
    const { user } = renderList('/transactions', all, debits);
    expect(await screen.findByText('Salary')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Debit' }));
    await waitFor(() => expect(screen.queryByText('Salary')).not.toBeInTheDocument());
    expect(debits.result).toHaveBeenCalledTimes(1);
  });

  it('names the app’s own categories in the reader’s language, and any other as written', async () => {
    const [groceries, pets] = makeCategories(['Groceries', 'Hundefutter']);
    groceries!.key = 'groceries';
    const category = (c: typeof groceries) => ({
      __typename: 'TransactionCategory' as const,
      id: c!.id,
      category: c!.category,
      key: c!.key,
    });
    const list = transactionsMock(firstPage, [
      makeTransaction(checking, { description: 'REWE', category: category(groceries) }),
      makeTransaction(checking, { description: 'Fressnapf', category: category(pets) }),
    ]);
    const { i18n, user } = renderWithProviders(
      <ResourceListPage resource={transactionsResource} />,
      {
        route: '/transactions',
        path: '/transactions',
        mocks: [list],
        data: { accounts: [checking], categories: [groceries!, pets!] },
      },
    );
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByText('Groceries')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('de'));
    expect(await within(grid).findByText('Lebensmittel')).toBeInTheDocument();
    expect(within(grid).getByText('Hundefutter')).toBeInTheDocument();
    // the filter offers them by those names, in the language's order
    await user.click(screen.getByRole('combobox', { name: 'Kategorie' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Hundefutter', 'Lebensmittel']),
    );
    const names = options.map((o) => o.textContent);
    expect(names.indexOf('Hundefutter')).toBeLessThan(names.indexOf('Lebensmittel'));
  });

  it('narrows to a period from the toolbar, kept in the URL as from and to dates', async () => {
    const month = periodRange('thisMonth');
    const all = transactionsMock(firstPage, [
      makeTransaction(checking, { description: 'Last year', date: '2025-06-01' }),
      makeTransaction(checking, { description: 'This month', date: month.from }),
    ]);
    const thisMonth = transactionsMock(
      { ...firstPage, where: { date_gte: month.from, date_lte: month.to } },
      [makeTransaction(checking, { description: 'This month', date: month.from })],
    );
    const custom = transactionsMock(
      { ...firstPage, where: { date_gte: month.from, date_lte: '2099-12-31' } },
      [makeTransaction(checking, { description: 'This month', date: month.from })],
    );
    const { user } = renderList('/transactions', all, thisMonth, custom);
    expect(await screen.findByText('Last year')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'This month' }));
    await waitFor(() => expect(screen.queryByText('Last year')).not.toBeInTheDocument());
    expect(thisMonth.result).toHaveBeenCalledTimes(1);

    // custom: the dates show, and the end can be moved
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Custom…' }));
    expect(screen.getByLabelText('From')).toHaveValue(month.from);
    const to = screen.getByLabelText('To');
    expect(to).toHaveValue(month.to);
    fireEvent.change(to, { target: { value: '2099-12-31' } });
    await waitFor(() => expect(custom.result).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Custom…');
  });

  it('offers to add the first transaction when there are none', async () => {
    renderList('/transactions', transactionsMock(firstPage, []));
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add transaction' })[0]).toHaveAttribute(
      'href',
      '/transactions/create',
    );
  });

  it('switches to cards and remembers the choice under transactions-view', async () => {
    const list = transactionsMock(firstPage, [makeTransaction(checking, { description: 'Rent' })]);
    const { user } = renderList('/transactions', list);
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Card view' }));
    const cards = await screen.findByRole('list');
    expect(within(cards).getByRole('heading', { name: 'Rent' })).toBeInTheDocument();
    expect(localStorage.getItem('transactions-view')).toBe('card');
  });

  it('deletes a row after a confirmation and asks for the list again', async () => {
    const rent = makeTransaction(checking, { description: 'Rent' });
    const list = transactionsMock(firstPage, [rent]);
    const remove = spiedMock(
      DeleteTransactionDocument,
      { id: rent.id },
      { deleteTransaction: { __typename: 'Result', success: true, message: null, errors: null } },
    );
    const { user } = renderList('/transactions', list, remove);
    await user.click(await screen.findByRole('button', { name: 'Delete Rent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this transaction?' });
    expect(dialog).toHaveTextContent('"Rent" will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove.result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(list.result).toHaveBeenCalledTimes(2));
  });

  it('shows why the list could not be loaded, with a way to try again', async () => {
    renderList('/transactions', {
      request: { query: GetTransactionsDocument, variables: firstPage },
      error: new Error('Network down'),
    } as unknown as ReturnType<typeof transactionsMock>);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network down');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DeleteTransactionDocument,
  GetTransactionDocument,
  UpdateTransactionDocument,
} from '../../src/ledger/transactions/Transactions.generated';
import { makeAccount } from './accountFactories';
import { loadParts, renderWithProviders } from './render';
import { makeCategories, makeTransaction, spiedMock } from './transactionsFactories';
import { ResourceEditPage } from '../../src/resource/ResourceEditPage';
import { ResourceShowPage } from '../../src/resource/ResourceShowPage';
import { transactionsResource } from '../../src/ledger/transactions/transactionsResource';

beforeAll(() => loadParts(transactionsResource));

const checking = makeAccount({ name: 'Checking' });
const rent = makeTransaction(checking, {
  description: 'Rent',
  transaction_type: 'debit',
  amount: '950',
  fee: '1.5',
  date: '2026-11-01',
});

const transactionMock = (transaction: typeof rent | null, message: string | null = null) =>
  spiedMock(
    GetTransactionDocument,
    { id: rent.id },
    {
      getTransaction: {
        __typename: 'TransactionResult',
        success: transaction !== null,
        message,
        errors: null,
        transaction,
      },
    },
  );

function renderPage(page: 'show' | 'edit', ...mocks: ReturnType<typeof spiedMock>[]) {
  return renderWithProviders(
    page === 'show' ? (
      <ResourceShowPage resource={transactionsResource} />
    ) : (
      <ResourceEditPage resource={transactionsResource} />
    ),
    {
      route: `/transactions/${page}/${rent.id}`,
      path: `/transactions/${page}/:id`,
      mocks,
      data: { accounts: [checking], categories: makeCategories() },
    },
  );
}

describe('transaction show page', () => {
  it('shows the details and deletes only after a confirmation, then returns to the list', async () => {
    const remove = spiedMock(
      DeleteTransactionDocument,
      { id: rent.id },
      { deleteTransaction: { __typename: 'Result', success: true, message: null, errors: null } },
    );
    const { user } = renderPage('show', transactionMock(rent), remove);
    expect(await screen.findByRole('heading', { name: 'Rent' })).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveTextContent('−$950.00');
    expect(screen.getByText('$1.50')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Checking' })).toHaveAttribute(
      'href',
      `/accounts/show/${checking.id}`,
    );

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this transaction?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove.result).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/transactions$/),
    );
    expect(remove.result).toHaveBeenCalledTimes(1);
  });

  it('says so when the transaction does not exist', async () => {
    renderPage('show', transactionMock(null, 'Transaction not found.'));
    expect(await screen.findByText('Transaction not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
  });
});

describe('transaction edit page', () => {
  it('requires description, amount, fee and date, and saves nothing invalid', async () => {
    const update = spiedMock(UpdateTransactionDocument, undefined, {});
    const { user } = renderPage('edit', transactionMock(rent), update);
    const description = await screen.findByLabelText(/^Description/);
    expect(description).toHaveValue('Rent');
    await user.clear(description);
    await user.clear(screen.getByLabelText(/^Amount/));
    await user.clear(screen.getByLabelText(/^Fee/));
    await user.clear(screen.getByLabelText(/^Date/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a description')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount')).toBeInTheDocument();
    expect(screen.getByText('Enter a fee (0 for none)')).toBeInTheDocument();
    expect(screen.getByText('Enter a date')).toBeInTheDocument();
    expect(update.result).not.toHaveBeenCalled();
  });

  it('saves a valid change by itself and shows the auto-save state', async () => {
    const saved = { ...rent, amount: '975' };
    const update = spiedMock(
      UpdateTransactionDocument,
      {
        id: rent.id,
        transaction_type: 'debit',
        amount: '975',
        fee: '1.5',
        description: 'Rent',
        payee: null,
        date: '2026-11-01',
        category_id: null,
        destination_account_id: null,
      },
      {
        updateTransaction: {
          __typename: 'TransactionResult',
          success: true,
          message: null,
          errors: null,
          field_errors: null,
          transaction: saved,
        },
      },
    );
    const { user } = renderPage('edit', transactionMock(rent), update);
    expect(await screen.findByText('Changes are saved automatically')).toBeInTheDocument();
    const amount = screen.getByLabelText(/^Amount/);
    await user.clear(amount);
    await user.type(amount, '975');
    // no click: a valid change saves itself after a short pause
    await waitFor(() => expect(update.result).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});

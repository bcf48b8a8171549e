import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TransactionCreatePage } from '../../src/ledger/transactions/TransactionCreatePage';
import { CreateTransactionDocument } from '../../src/ledger/transactions/Transactions.generated';
import { BTC, makeAccount } from './accountFactories';
import { loadParts, renderWithProviders, type Rendered } from './render';
import { makeCategories, makeTransaction, spiedMock } from './transactionsFactories';
import { transactionsResource } from '../../src/ledger/transactions/transactionsResource';

beforeAll(() => loadParts(transactionsResource));

const checking = makeAccount({ name: 'Checking' });
const wallet = makeAccount({ name: 'Wallet', instrument: BTC, instrument_id: BTC.id });
const created = makeTransaction(checking, { description: 'Coffee' });

function answer(
  success: boolean,
  {
    message = null,
    field_errors = null,
  }: { message?: string | null; field_errors?: { field: string; message: string }[] | null } = {},
) {
  return {
    createTransaction: {
      __typename: 'TransactionResult',
      success,
      message,
      errors: message ? [message] : null,
      field_errors: field_errors?.map((e) => ({ __typename: 'FieldError', ...e })) ?? null,
      transaction: success ? created : null,
    },
  };
}

/** What the form sends for a 12.50 debit "Coffee" from Checking on 5 January 2026. */
const coffee = {
  transaction_type: 'debit',
  amount: '12.50',
  fee: '0',
  description: 'Coffee',
  payee: null,
  date: '2026-01-05',
  category_id: null,
  destination_account_id: null,
  account_id: checking.id,
  asset_id: null,
};

function renderCreate(route = '/transactions/create', ...mocks: ReturnType<typeof spiedMock>[]) {
  return renderWithProviders(<TransactionCreatePage />, {
    route,
    path: '/transactions/create',
    mocks,
    data: { accounts: [checking, wallet], categories: makeCategories() },
  });
}

async function pick(user: Rendered['user'], label: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillCoffee(user: Rendered['user']) {
  await pick(user, /^Account/, 'Checking');
  await user.type(screen.getByLabelText(/^Amount/), '12,50');
  await user.type(screen.getByLabelText(/^Description/), 'Coffee');
}

const submit = (user: Rendered['user']) =>
  user.click(screen.getByRole('button', { name: 'Add transaction' }));

describe('create transaction', () => {
  afterEach(() => vi.useRealTimers());

  it('says what is missing and sends nothing', async () => {
    const create = spiedMock(CreateTransactionDocument, coffee, answer(true));
    const { user } = renderCreate(undefined, create);
    await user.clear(screen.getByLabelText(/^Fee/));
    await submit(user);
    expect(await screen.findByText('Choose an account')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount')).toBeInTheDocument();
    expect(screen.getByText('Enter a fee (0 for none)')).toBeInTheDocument();
    expect(screen.getByText('Enter a description')).toBeInTheDocument();
    expect(create.result).not.toHaveBeenCalled();
  });

  it('checks amounts, fees and dates as the API does', async () => {
    const { user } = renderCreate();
    const amount = screen.getByLabelText(/^Amount/);
    const fee = screen.getByLabelText(/^Fee/);
    const date = screen.getByLabelText(/^Date/);

    await user.type(amount, '0');
    await user.clear(fee);
    await user.type(fee, '-1');
    await submit(user);
    expect(await screen.findByText('The amount must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('Cannot be negative')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '12.5.0');
    await user.clear(fee);
    await user.type(fee, '0.1234567890123456789');
    await user.clear(date);
    await submit(user);
    // "12.5.0" is no number; 19 decimal places are more than the API keeps
    expect(
      await screen.findAllByText(/^Enter a number with at most 18 decimal places/),
    ).toHaveLength(2);
    expect(screen.getByText('Enter a date')).toBeInTheDocument();

    // A date field takes a whole date at once, as its picker gives it. Typed a character at a
    // time, a date stayed empty once in five runs with both cores busy: a late re-render of the
    // controlled field (the last submit's validation) dropped the part typed so far.
    fireEvent.change(date, { target: { value: '1899-12-31' } });
    await submit(user);
    expect(
      await screen.findByText('The date must be on or after 1 January 1900'),
    ).toBeInTheDocument();
    fireEvent.change(date, { target: { value: `${new Date().getFullYear() + 2}-01-01` } });
    await submit(user);
    expect(
      await screen.findByText('The date can be at most a year from today'),
    ).toBeInTheDocument();
  });

  it('rejects a description over 500 characters', async () => {
    const { user } = renderCreate();
    await user.click(screen.getByLabelText(/^Description/));
    await user.paste('x'.repeat(501));
    await submit(user);
    expect(await screen.findByText('At most 500 characters')).toBeInTheDocument();
  });

  it('sends fee 0 and today as YYYY-MM-DD in the local date, then opens the new transaction', async () => {
    // late evening: in UTC+ zones the UTC date would already be the next day
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 5, 23, 30));
    const create = spiedMock(CreateTransactionDocument, coffee, answer(true));
    const { user } = renderCreate(undefined, create);
    expect(screen.getByLabelText(/^Fee/)).toHaveValue('0');
    expect(screen.getByLabelText(/^Date/)).toHaveValue('2026-01-05');
    await fillCoffee(user);
    await submit(user);
    await waitFor(() => expect(create.result).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(
        `/transactions/show/${created.id}`,
      ),
    );
  });

  it('goes back to where it was opened from (returnTo)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 5, 9, 0));
    const create = spiedMock(CreateTransactionDocument, coffee, answer(true));
    const from = `/accounts/show/${checking.id}`;
    const { user } = renderCreate(
      `/transactions/create?account_id=${checking.id}&returnTo=${encodeURIComponent(from)}`,
      create,
    );
    // the account is preselected
    expect(await screen.findByRole('combobox', { name: /^Account/ })).toHaveTextContent('Checking');
    await user.type(screen.getByLabelText(/^Amount/), '12.50');
    await user.type(screen.getByLabelText(/^Description/), 'Coffee');
    await submit(user);
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(from));
  });

  it('requires a destination for a transfer, other than the source', async () => {
    const create = spiedMock(CreateTransactionDocument, undefined, answer(true));
    const { user } = renderCreate(undefined, create);
    expect(screen.queryByRole('combobox', { name: /^To account/ })).not.toBeInTheDocument();
    await fillCoffee(user);
    await pick(user, /^Type/, 'Transfer');
    await submit(user);
    expect(await screen.findByText('Choose the account the amount goes to')).toBeInTheDocument();
    // the source account is not offered as destination
    await user.click(screen.getByRole('combobox', { name: /^To account/ }));
    expect(screen.queryByRole('option', { name: 'Checking' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Wallet' }));
    await waitFor(() =>
      expect(screen.queryByText('Choose the account the amount goes to')).not.toBeInTheDocument(),
    );
    expect(create.result).not.toHaveBeenCalled();
  });

  it.each([
    ['the server message', 'The account is closed', 'The account is closed'],
    ['"Failed" without one', null, 'Failed'],
  ])('fails with %s', async (_, message, shown) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 5, 9, 0));
    const create = spiedMock(CreateTransactionDocument, coffee, answer(false, { message }));
    const { user } = renderCreate(undefined, create);
    await fillCoffee(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByTestId('current-path')).toHaveTextContent('/transactions/create');
  });

  it("shows the server's field errors on their fields", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 5, 9, 0));
    const create = spiedMock(
      CreateTransactionDocument,
      coffee,
      answer(false, {
        message: 'Please check the highlighted fields.',
        field_errors: [{ field: 'amount', message: 'The fee is larger than the amount.' }],
      }),
    );
    const { user } = renderCreate(undefined, create);
    await fillCoffee(user);
    await submit(user);
    expect(await screen.findByText('The fee is larger than the amount.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount/)).toHaveAttribute('aria-invalid', 'true');
  });
});

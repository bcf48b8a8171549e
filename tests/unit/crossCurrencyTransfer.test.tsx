// A transfer into an account held in another currency asks for the amount received and shows the
// rate it implies before submit; a transfer in one currency does not.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TransactionCreatePage } from '../../src/ledger/transactions/TransactionCreatePage';
import { impliedRate } from '../../src/ledger/transactions/TransactionFormFields';
import { CreateTransactionDocument } from '../../src/ledger/transactions/Transactions.generated';
import { divideDecimal, negateDecimal, percentOf } from '../../src/lib/decimal';
import { EUR, makeAccount } from './accountFactories';
import { loadParts, renderWithProviders, type Rendered } from './render';
import { makeCategories, makeTransaction, spiedMock } from './transactionsFactories';
import { transactionsResource } from '../../src/ledger/transactions/transactionsResource';

beforeAll(() => loadParts(transactionsResource));

const checking = makeAccount({ name: 'Checking' });
const savings = makeAccount({ name: 'Savings' });
const euros = makeAccount({ name: 'Euro account', instrument: EUR, instrument_id: EUR.id });

const answer = {
  createTransaction: {
    __typename: 'TransactionResult',
    success: true,
    message: null,
    errors: null,
    field_errors: null,
    transaction: makeTransaction(checking, { transaction_type: 'transfer' }),
  },
};

const transfer = {
  transaction_type: 'transfer',
  amount: '100',
  fee: '0',
  description: 'To the euro account',
  payee: null,
  date: '2026-01-05',
  category_id: null,
  account_id: checking.id,
  asset_id: null,
};

async function pick(user: Rendered['user'], label: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

function renderForm(...mocks: ReturnType<typeof spiedMock>[]) {
  return renderWithProviders(<TransactionCreatePage />, {
    route: '/transactions/create',
    mocks,
    data: { accounts: [checking, savings, euros], categories: makeCategories() },
  });
}

async function fillTransfer(user: Rendered['user'], destination: string) {
  await pick(user, /^Account/, 'Checking');
  await pick(user, /^Type/, 'Transfer');
  await pick(user, /^To account/, destination);
  await user.type(screen.getByRole('textbox', { name: /^Amount\W*$/ }), '100');
  await user.type(screen.getByLabelText(/^Description/), 'To the euro account');
}

const submit = (user: Rendered['user']) =>
  user.click(screen.getByRole('button', { name: 'Add transaction' }));

describe('transfer between currencies', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 5, 9, 0));
  });
  afterEach(() => vi.useRealTimers());

  /** The create mutation of the transfer to `destination` (with `extra` variables). */
  const createTransferMock = (destination: { id: string }, extra = {}) =>
    spiedMock(
      CreateTransactionDocument,
      { ...transfer, destination_account_id: destination.id, ...extra },
      answer,
    );

  it('asks for the amount received, shows the implied rate, and sends it', async () => {
    const create = createTransferMock(euros, { destination_amount: '92' });
    const { user } = renderForm(create);
    await fillTransfer(user, 'Euro account');

    const received = screen.getByRole('textbox', { name: /^Amount received \(EUR\)/ });
    // said before submit: what to enter, and why
    expect(
      screen.getByText(
        'The destination account is held in EUR: enter what arrives there. The exchange rate follows from both amounts.',
      ),
    ).toBeInTheDocument();
    await submit(user);
    expect(
      await screen.findByText('Enter the amount the destination account receives'),
    ).toBeInTheDocument();
    expect(create.result).not.toHaveBeenCalled();

    await user.type(received, '0');
    await submit(user);
    expect(await screen.findByText('The amount must be greater than 0')).toBeInTheDocument();

    await user.clear(received);
    await user.type(received, '92');
    expect(await screen.findByText('1 USD = 0.92 EUR')).toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(create.result).toHaveBeenCalledTimes(1));
  });

  it('does not ask for it when both accounts have the same currency', async () => {
    const create = createTransferMock(savings);
    const { user } = renderForm(create);
    await fillTransfer(user, 'Savings');
    expect(screen.queryByRole('textbox', { name: /^Amount received/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^1 USD =/)).not.toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(create.result).toHaveBeenCalledTimes(1));
  });

  it('leaves a stale amount received out once the destination has the same currency', async () => {
    const create = createTransferMock(savings);
    const { user } = renderForm(create);
    await fillTransfer(user, 'Euro account');
    await user.type(screen.getByRole('textbox', { name: /^Amount received/ }), '92');
    await pick(user, /^To account/, 'Savings');
    await submit(user);
    await waitFor(() => expect(create.result).toHaveBeenCalledTimes(1));
  });
});

describe('exact decimal display helpers', () => {
  it('divides and rounds for display only', () => {
    expect(divideDecimal('92', '100', 4)).toBe('0.9200');
    expect(divideDecimal('1', '3', 6)).toBe('0.333333');
    expect(divideDecimal('2', '3', 2)).toBe('0.67');
    expect(divideDecimal('-2', '3', 2)).toBe('-0.67');
    expect(divideDecimal('0.1', '0.3', 3)).toBe('0.333');
    expect(divideDecimal('1', '0', 2)).toBeNull();
    expect(percentOf('2500', '10000')).toBe('25.00');
    expect(negateDecimal('250000.50')).toBe('-250000.50');
    expect(negateDecimal('-3')).toBe('3');
    expect(negateDecimal('0')).toBe('0');
  });

  it('shows the implied rate with the reader’s number format', () => {
    expect(impliedRate('100', '92', 'en')).toBe('0.92');
    expect(impliedRate('100', '92', 'de')).toBe('0,92');
    // as every rate: 4 places, below 1 four significant digits (formatPrice's priceDigits)
    expect(impliedRate('0.5', '30617.285', 'en')).toBe('61,234.57');
    expect(impliedRate('1000', '6.213456', 'en')).toBe('0.006213');
    expect(impliedRate('1000000', '694.123', 'en')).toBe('0.0006941');
    expect(impliedRate('', '92', 'en')).toBeNull();
    expect(impliedRate('0', '92', 'en')).toBeNull();
  });
});

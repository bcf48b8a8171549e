// The manual account form: the currency list follows the chosen class (getNAVInstruments with
// account_class), and a debt is entered as the amount owed and sent negated.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountCreatePage } from '../../src/ledger/accounts/AccountCreatePage';
import { CreateAccountDocument } from '../../src/ledger/accounts/Accounts.generated';
import { LedgerAreaContext, ledgerAreas } from '../../src/ledger/ledgerArea';
import { BTC, ETH, EUR, USD, makeAccount, navInstrumentsMock } from './accountFactories';
import { answeredMock } from './factories';
import { loadParts, renderWithProviders, type Rendered } from './render';
import { accountsResource } from '../../src/ledger/accounts/accountsResource';

beforeAll(() => loadParts(accountsResource));

async function pick(user: Rendered['user'], label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function currencyOptions(user: Rendered['user']) {
  await user.click(screen.getByRole('combobox', { name: /^Currency/ }));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return names;
}

const created = (account = makeAccount()) => ({
  createAccount: {
    __typename: 'AccountResult',
    success: true,
    message: null,
    errors: null,
    field_errors: null,
    account,
  },
});

describe('manual account: the currency list follows the class', () => {
  it('asks nothing before a class is chosen, then the instruments of that class', async () => {
    const crypto = navInstrumentsMock('crypto', [BTC, ETH]);
    const bank = navInstrumentsMock('bank', [USD, EUR]);
    const { user } = renderWithProviders(<AccountCreatePage />, {
      route: '/accounts/create',
      mocks: [crypto, bank],
    });
    expect(screen.getByRole('combobox', { name: /^Currency/ })).toBeDisabled();
    expect(
      screen.getByText(
        'Choose the class first: it decides which currencies and coins are offered.',
      ),
    ).toBeInTheDocument();

    await pick(user, /^Class/, 'Crypto');
    await waitFor(() => expect(crypto.result).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Currency/ })).toBeEnabled());
    expect(await currencyOptions(user)).toEqual(['BTC · Bitcoin', 'ETH · Ether']);
    expect(bank.result).not.toHaveBeenCalled();

    // a chosen coin does not survive a change to a class that cannot hold it
    await pick(user, /^Currency/, 'BTC · Bitcoin');
    await pick(user, /^Class/, 'Bank');
    await waitFor(() => expect(bank.result).toHaveBeenCalled());
    expect(screen.getByRole('combobox', { name: /^Currency/ })).toHaveValue('');
    expect(await currencyOptions(user)).toEqual(['USD · US Dollar', 'EUR · Euro']);
  });

  it('an area presets and fixes the class (a crypto account from /crypto/accounts/create)', async () => {
    const crypto = navInstrumentsMock('crypto', [BTC, ETH]);
    renderWithProviders(
      <LedgerAreaContext value={ledgerAreas.crypto}>
        <AccountCreatePage />
      </LedgerAreaContext>,
      { route: '/crypto/accounts/create', mocks: [crypto] },
    );
    const accountClass = screen.getByRole('combobox', { name: /^Class/ });
    expect(accountClass).toHaveTextContent('Crypto');
    expect(accountClass).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(crypto.result).toHaveBeenCalled());
  });
});

describe('manual account: a debt', () => {
  const home = makeAccount({ name: 'Home', account_class: 'real', account_type: 'asset' });

  it('takes the amount owed as a positive number and sends it negated, with kind and security', async () => {
    const mortgage = makeAccount({ name: 'Mortgage', account_class: 'liability' });
    const { mock, result } = answeredMock(
      CreateAccountDocument,
      {
        name: 'Mortgage',
        instrument_id: EUR.id,
        value: '-250000.50',
        account_class: 'liability',
        description: null,
        account_type: 'liability',
        master_account_id: home.id,
      },
      created(mortgage),
    );
    const { user } = renderWithProviders(<AccountCreatePage />, {
      route: '/accounts/create',
      mocks: [navInstrumentsMock('liability', [USD, EUR]), mock],
      data: { accounts: [home] },
    });
    await user.type(screen.getByLabelText(/^Name/), 'Mortgage');
    await pick(user, /^Class/, 'Liabilities');
    // the balance becomes what is owed
    expect(screen.queryByLabelText(/^Balance/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Currency/ })).toBeEnabled());
    await pick(user, /^Currency/, 'EUR · Euro');

    // a negative amount owed is refused
    await user.type(screen.getByLabelText(/^Amount owed/), '-5');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter what you owe as a positive number')).toBeInTheDocument();
    // the kind of debt is required
    expect(screen.getByText('Kind of debt is required')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Amount owed/));
    await user.type(screen.getByLabelText(/^Amount owed/), '250000,50');
    await pick(user, /^Kind of debt/, 'Mortgage or other debt');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Secured on/ })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    await pick(user, /^Secured on/, 'Home');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(`/accounts/show/${mortgage.id}`),
    );
  });

  it('offers loan, credit card and mortgage as kinds, and only real-asset accounts as security', async () => {
    const savings = makeAccount({ name: 'Savings', account_class: 'bank' });
    const { user } = renderWithProviders(<AccountCreatePage />, {
      route: '/accounts/create',
      mocks: [navInstrumentsMock('liability', [USD])],
      data: { accounts: [home, savings] },
    });
    await pick(user, /^Class/, 'Liabilities');
    await user.click(screen.getByRole('combobox', { name: /^Kind of debt/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Loan', 'Credit card', 'Mortgage or other debt']);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Secured on/ })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    await user.click(screen.getByRole('combobox', { name: /^Secured on/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'Home']);
  });
});

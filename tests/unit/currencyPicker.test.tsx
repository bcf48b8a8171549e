// Issue 26: with every currency the ECB quotes, the account form's currency is a searchable select
// (FormSelectField searchable): typed to find by code or by name, Enter takes the first match,
// and the chosen currency is what is sent.
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CreateAccountDocument } from '../../src/ledger/accounts/Accounts.generated';
import { AccountCreatePage } from '../../src/ledger/accounts/AccountCreatePage';
import { accountsResource } from '../../src/ledger/accounts/accountsResource';
import { EUR, USD, makeAccount, navInstrumentsMock } from './accountFactories';
import { answeredMock } from './factories';
import { loadParts, renderWithProviders, type Rendered } from './render';

beforeAll(() => loadParts(accountsResource));

const currency = (n: number, ticker: string, name: string, decimals = 2) => ({
  __typename: 'AccountInstrument' as const,
  id: `00000000-0000-4000-a000-${String(9100 + n).padStart(12, '0')}`,
  ticker,
  name,
  decimals,
});
const DKK = currency(1, 'DKK', 'Danish Krone');
const JPY = currency(2, 'JPY', 'Japanese Yen', 0);
const NOK = currency(3, 'NOK', 'Norwegian Krone');
const PLN = currency(4, 'PLN', 'Polish Zloty');
const SEK = currency(5, 'SEK', 'Swedish Krona');
const BANK = [DKK, EUR, JPY, NOK, PLN, SEK, USD];

/** Types into the currency list. */
async function search(user: Rendered['user'], typed: string) {
  const input = screen.getByRole('combobox', { name: /^Currency/ });
  await user.clear(input);
  await user.type(input, typed);
}

/** The options the currency list shows for what is typed into it. */
async function matches(user: Rendered['user'], typed: string) {
  await search(user, typed);
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

async function chooseBank(user: Rendered['user']) {
  await user.click(screen.getByRole('combobox', { name: /^Class/ }));
  await user.click(await screen.findByRole('option', { name: 'Bank' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Currency/ })).toBeEnabled());
}

describe('the currency picker', () => {
  it('finds a currency by its code or by its name, in any case', async () => {
    const { user, i18n } = renderWithProviders(<AccountCreatePage />, {
      route: '/accounts/create',
      mocks: [navInstrumentsMock('bank', BANK)],
    });
    await chooseBank(user);
    expect(await matches(user, 'sek')).toEqual(['SEK · Swedish Krona']);
    expect(await matches(user, 'kron')).toEqual([
      'DKK · Danish Krone',
      'NOK · Norwegian Krone',
      'SEK · Swedish Krona',
    ]);
    expect(await matches(user, 'Zloty')).toEqual(['PLN · Polish Zloty']);
    await search(user, 'xyz');
    expect(await screen.findByText('Nothing matches')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByText('Keine Treffer')).toBeInTheDocument();
  });

  it('takes the first match with Enter and sends it', async () => {
    const account = makeAccount({ name: 'Konto osobiste' });
    const { mock, result } = answeredMock(
      CreateAccountDocument,
      {
        name: 'Konto osobiste',
        instrument_id: PLN.id,
        value: '2500',
        account_class: 'bank',
        description: null,
      },
      {
        createAccount: {
          __typename: 'AccountResult',
          success: true,
          message: null,
          errors: null,
          field_errors: null,
          account,
        },
      },
    );
    const { user } = renderWithProviders(<AccountCreatePage />, {
      route: '/accounts/create',
      mocks: [navInstrumentsMock('bank', BANK), mock],
    });
    // pasted: typing key by key re-validates the form on each key
    await user.click(screen.getByLabelText(/^Name/));
    await user.paste('Konto osobiste');
    await chooseBank(user);
    const input = screen.getByRole('combobox', { name: /^Currency/ });
    await user.type(input, 'pln{Enter}');
    expect(input).toHaveValue('PLN · Polish Zloty');
    await user.click(screen.getByLabelText(/^Balance/));
    await user.paste('2500');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
  });

  it('requires a currency like any required field', async () => {
    const { user } = renderWithProviders(<AccountCreatePage />, {
      route: '/accounts/create',
      mocks: [navInstrumentsMock('bank', BANK)],
    });
    await chooseBank(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const input = screen.getByRole('combobox', { name: /^Currency/ });
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('Currency is required');
  });
});

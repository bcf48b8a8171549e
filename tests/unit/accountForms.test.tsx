import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountCreatePage } from '../../src/ledger/accounts/AccountCreatePage';
import {
  CreateAccountDocument,
  GetVenuesDocument,
} from '../../src/ledger/accounts/Accounts.generated';
import { USD, accountMock, makeAccount, navInstrumentsMock } from './accountFactories';
import { answeredMock } from './factories';
import { loadParts, renderWithProviders, type Rendered } from './render';
import { ResourceEditPage } from '../../src/resource/ResourceEditPage';
import { accountsResource } from '../../src/ledger/accounts/accountsResource';

beforeAll(() => loadParts(accountsResource));

const manualInput = {
  name: 'Savings',
  instrument_id: USD.id,
  value: '1000.50',
  account_class: 'bank',
  description: null,
};

function createAnswer(success: boolean, message: string | null = null, account = makeAccount()) {
  return {
    createAccount: {
      __typename: 'AccountResult',
      success,
      message,
      errors: message ? [message] : null,
      field_errors: null,
      account: success ? account : null,
    },
  };
}

async function pick(user: Rendered['user'], label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillManual(user: Rendered['user']) {
  await user.type(screen.getByLabelText(/^Name/), 'Savings');
  // the class first: it decides which instruments the currency list offers
  await pick(user, /^Class/, 'Bank');
  await pick(user, /^Currency/, 'USD · US Dollar');
  await user.type(screen.getByLabelText(/^Balance/), '1000,50');
}

function renderCreate(mocks: readonly MockedResponse[] = [navInstrumentsMock()]) {
  return renderWithProviders(<AccountCreatePage />, { route: '/accounts/create', mocks });
}

describe('create account: manual', () => {
  it('requires name, currency, balance and class before calling the API', async () => {
    const { mock, result } = answeredMock(CreateAccountDocument, manualInput, createAnswer(true));
    const { user } = renderCreate([navInstrumentsMock(), mock]);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    // each field names itself in its message
    for (const field of ['Currency', 'Balance', 'Class']) {
      expect(screen.getByText(`${field} is required`)).toBeInTheDocument();
    }
    expect(result).not.toHaveBeenCalled();
  });

  it('creates the account (the balance as an exact decimal string) and opens it', async () => {
    const account = makeAccount({ name: 'Savings' });
    const { mock, result } = answeredMock(
      CreateAccountDocument,
      manualInput,
      createAnswer(true, null, account),
    );
    const { user } = renderCreate([navInstrumentsMock(), mock]);
    await fillManual(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(`/accounts/show/${account.id}`),
    );
  });

  it.each([
    ['the server message', 'Currency not found', 'Currency not found'],
    ['"Failed" when the server gives none', null, 'Failed'],
  ])('shows %s when the API refuses', async (_, message, shown) => {
    const { mock } = answeredMock(CreateAccountDocument, manualInput, createAnswer(false, message));
    const { user } = renderCreate([navInstrumentsMock(), mock]);
    await fillManual(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByTestId('current-path')).toHaveTextContent('/accounts/create');
  });

  it('takes a bank account’s IBAN, checked as the API checks it', async () => {
    const iban = 'DE89 3704 0044 0532 0130 00';
    const { mock, result } = answeredMock(
      CreateAccountDocument,
      { ...manualInput, account_number: iban },
      createAnswer(true),
    );
    const { user } = renderCreate([navInstrumentsMock(), mock]);
    await fillManual(user);
    const number = screen.getByLabelText(/^IBAN or account number/);
    // pasted, as a number usually is (and typing it out is slow)
    const enter = async (value: string) => {
      await user.clear(number);
      await user.click(number);
      await user.paste(value);
      await user.click(screen.getByRole('button', { name: 'Create account' }));
    };
    await enter('DE89-3704');
    expect(await screen.findByText('Only letters, digits and spaces')).toBeInTheDocument();
    await enter('X'.repeat(35));
    expect(await screen.findByText('At most 34 letters and digits')).toBeInTheDocument();
    await enter(` ${iban} `);
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
  });
});

function venuesAnswer(nodes: object[]) {
  return {
    getVenues: {
      __typename: 'VenueList',
      success: true,
      message: null,
      errors: null,
      count: nodes.length,
      nodes,
    },
  };
}

const kraken = {
  __typename: 'Venue',
  id: '00000000-0000-4000-a000-000000000777',
  name: 'Kraken',
  slug: 'kraken',
  description: 'Crypto exchange',
  account_fields: { public_key: 'Public key', private_key: 'Private key' },
  account_class: 'crypto',
  account_type: 'crypto',
  connector_slug: 'kraken',
  status: true,
  visible: true,
  meta: null,
};

const venueVariables = { sort: 'name:asc', limit: 100 };

describe('create account: venue', () => {
  it('says so when no venue is available', async () => {
    const { mock } = answeredMock(GetVenuesDocument, venueVariables, venuesAnswer([]));
    const { user } = renderCreate([navInstrumentsMock(), mock]);
    await user.click(screen.getByRole('tab', { name: 'Venue Account' }));
    expect(
      await screen.findByText('No venue is available yet. Create a manual account instead.'),
    ).toBeInTheDocument();
  });

  it('asks for the venue fields, sends them as one secrets value and shows the refusal', async () => {
    const refusal = 'Linking venue accounts is not available yet: create a manual account instead.';
    const venues = answeredMock(GetVenuesDocument, venueVariables, venuesAnswer([kraken]));
    const create = answeredMock(
      CreateAccountDocument,
      {
        name: 'Kraken',
        venue_id: kraken.id,
        account_class: 'crypto',
        account_type: 'crypto',
        secrets: { public_key: 'pub-123', private_key: 'priv-456' },
      },
      createAnswer(false, refusal),
    );
    const { user } = renderCreate([navInstrumentsMock(), venues.mock, create.mock]);
    await user.click(screen.getByRole('tab', { name: 'Venue Account' }));
    await pick(user, /^Venue/, 'Kraken');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Public key is required')).toBeInTheDocument();
    expect(screen.getByText('Private key is required')).toBeInTheDocument();
    expect(create.result).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Public key/), 'pub-123');
    const privateKey = screen.getByLabelText(/^Private key/);
    expect(privateKey).toHaveAttribute('type', 'password');
    await user.type(privateKey, 'priv-456');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(create.result).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });
});

describe('edit account', () => {
  it('requires balance, initial balance, currency and description', async () => {
    const account = makeAccount({ name: 'Savings', description: 'Main savings' });
    const mock = accountMock(account);
    const { user } = renderWithProviders(<ResourceEditPage resource={accountsResource} />, {
      route: `/accounts/edit/${account.id}`,
      path: '/accounts/edit/:id',
      mocks: [mock, navInstrumentsMock()],
    });
    const form = (await screen.findByLabelText(/^Balance/)).closest('form')!;
    await user.clear(within(form).getByLabelText(/^Balance/));
    await user.clear(within(form).getByLabelText(/^Initial balance/));
    await user.clear(within(form).getByLabelText(/^Description/));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    for (const field of ['Balance', 'Initial balance', 'Description']) {
      expect(await within(form).findByText(`${field} is required`)).toBeInTheDocument();
    }
    expect(screen.getByText('Changes are saved automatically')).toBeInTheDocument();
  });
});

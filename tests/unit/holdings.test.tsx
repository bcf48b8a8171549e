// Many holdings per account (issue 26): the asset form's instrument picker in an account that holds
// several instruments (the searchable select of src/components/form), the quantity written in the
// chosen instrument, the day it is held from, and the account page's holdings with its total
// naming those without a price.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GetNavInstrumentsDocument } from '../../src/ledger/Instruments.generated';
import { CreateAssetDocument } from '../../src/ledger/assets/Assets.generated';
import { GetTransactionsDocument } from '../../src/ledger/transactions/Transactions.generated';
import { accountsResource } from '../../src/ledger/accounts/accountsResource';
import { assetsResource } from '../../src/ledger/assets/assetsResource';
import { todayIso } from '../../src/lib/validation';
import { ResourceCreatePage } from '../../src/resource/ResourceCreatePage';
import { ResourceShowPage } from '../../src/resource/ResourceShowPage';
import { BTC, ETH, USD, accountHoldingsMock, accountMock, makeAccount } from './accountFactories';
import { balanceHistoryMock } from './dashboardFactories';
import { answeredMock } from './factories';
import { loadParts, renderWithProviders, type Rendered } from './render';
import { makeAsset, spiedMock } from './transactionsFactories';

beforeAll(() => Promise.all([loadParts(assetsResource), loadParts(accountsResource)]));

vi.mock('../../src/components/charts/BalanceChart', () => ({
  BalanceChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const SOL = { ...ETH, id: '00000000-0000-4000-a000-000000009005', ticker: 'SOL', name: 'Solana' };
const USDT = { ...ETH, id: '00000000-0000-4000-a000-000000009006', ticker: 'USDT', name: 'Tether' };
const wallet = makeAccount({
  name: 'Hardware wallet',
  account_class: 'crypto',
  account_type: 'crypto',
  instrument: BTC,
  instrument_id: BTC.id,
  value: '0.5',
  base_value: '30000',
});
const checking = makeAccount({ name: 'Checking' });
const data = { accounts: [checking, wallet] };

/** getNAVInstruments as the instrument picker asks it, with the instruments' decimals. */
function heldMock(instruments: (typeof ETH)[]) {
  return spiedMock(
    GetNavInstrumentsDocument,
    { account_class: 'crypto' },
    {
      getNAVInstruments: {
        __typename: 'InstrumentList',
        success: true,
        message: null,
        errors: null,
        nodes: instruments.map(({ id, ticker, name, decimals }) => ({
          __typename: 'Instrument',
          id,
          ticker,
          name,
          decimals: ticker === 'USDT' ? 6 : decimals,
        })),
      },
    },
  );
}

async function pick(user: Rendered['user'], label: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const unit = (label: RegExp) => screen.getByLabelText(label).closest('.MuiInputBase-root');

describe('the asset form in an account holding several instruments', () => {
  const created = makeAsset(wallet, { name: 'Ether', instrument_id: ETH.id, balance: '2' });
  const answer = {
    createAsset: {
      __typename: 'AssetResult',
      success: true,
      message: null,
      errors: null,
      field_errors: null,
      asset: { ...created, base_currency: 'USD' },
    },
  };

  it("offers the wallet's instruments, its own first chosen, and sends the one chosen and its day", async () => {
    const create = spiedMock(
      CreateAssetDocument,
      {
        name: 'Ether',
        account_id: wallet.id,
        value: '2',
        balance: '2',
        description: null,
        instrument_id: ETH.id,
        date: '2025-03-01',
      },
      answer,
    );
    const { user } = renderWithProviders(<ResourceCreatePage resource={assetsResource} />, {
      route: '/assets/create',
      path: '/assets/create',
      mocks: [heldMock([BTC, ETH, SOL, USDT]), create],
      data,
    });
    // an account of one currency asks for no instrument
    await pick(user, /^Account/, 'Checking');
    expect(screen.queryByRole('combobox', { name: /^Instrument/ })).toBeNull();
    expect(unit(/^Quantity balance/)).toHaveTextContent('USD');

    await user.type(screen.getByLabelText(/^Name/), 'Ether');
    await pick(user, /^Account/, 'Hardware wallet');
    const instrument = await screen.findByRole('combobox', { name: /^Instrument/ });
    // the wallet's own coin until another is chosen, and the quantity in it
    await waitFor(() => expect(instrument).toHaveValue('BTC · Bitcoin'));
    expect(unit(/^Quantity balance/)).toHaveTextContent('BTC');
    expect(screen.getByText(/^How many BTC are held, with up to 8 decimal places/)).toBeVisible();
    expect(screen.getByLabelText(/^Held since/)).toHaveValue(todayIso());

    // found by its ticker or its name, as the currency picker finds a currency
    await user.clear(instrument);
    await user.type(instrument, 'ether');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ETH · Ether', 'USDT · Tether']);
    await user.click(within(listbox).getByRole('option', { name: 'ETH · Ether' }));
    expect(instrument).toHaveValue('ETH · Ether');
    expect(unit(/^Quantity balance/)).toHaveTextContent('ETH');
    expect(screen.getByText(/^How many ETH are held, with up to 18 decimal places/)).toBeVisible();

    await user.type(screen.getByLabelText(/^Quantity balance/), '2');
    const day = screen.getByLabelText(/^Held since/);
    await user.clear(day);
    await user.type(day, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Add asset' }));
    expect(await screen.findByText('The day cannot be in the future')).toBeInTheDocument();
    expect(create.result).not.toHaveBeenCalled();

    await user.clear(day);
    await user.type(day, '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Add asset' }));
    await waitFor(() => expect(create.result).toHaveBeenCalledTimes(1));
  });

  it("says nothing of instrument and day when they are the account's own and today", async () => {
    const create = spiedMock(
      CreateAssetDocument,
      {
        name: 'Stack',
        account_id: wallet.id,
        value: '0.25',
        balance: '0.25',
        description: null,
      },
      answer,
    );
    const { user } = renderWithProviders(<ResourceCreatePage resource={assetsResource} />, {
      route: '/assets/create',
      path: '/assets/create',
      mocks: [heldMock([BTC, ETH]), create],
      data,
    });
    await user.type(screen.getByLabelText(/^Name/), 'Stack');
    await pick(user, /^Account/, 'Hardware wallet');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Instrument/ })).toHaveValue('BTC · Bitcoin'),
    );
    await user.type(screen.getByLabelText(/^Quantity balance/), '0.25');
    await user.click(screen.getByRole('button', { name: 'Add asset' }));
    await waitFor(() => expect(create.result).toHaveBeenCalledTimes(1));
  });
});

describe("the account page's holdings", () => {
  const holding = (
    id: number,
    name: string,
    instrument: typeof ETH,
    balance: string,
    value: string | null,
  ) => ({
    __typename: 'Asset',
    id: `00000000-0000-4000-c000-00000000000${id}`,
    name,
    balance,
    value,
    base_currency: 'USD',
    instrument_id: instrument.id,
    price_status: null,
    performance: null,
    instrument,
  });
  const holdingsMock = (unpriced: string[], base_value: string | null) =>
    accountHoldingsMock(wallet, { base_value, unpriced }, [
      holding(1, 'Hardware wallet', BTC, '0.5', '30000'),
      holding(2, 'Ether', ETH, '2', unpriced.includes('ETH') ? null : '6000'),
      holding(3, 'Solana', SOL, '10', unpriced.includes('SOL') ? null : '1500'),
    ]).mock;
  const transactions = answeredMock(
    GetTransactionsDocument,
    { account_id: wallet.id, sort: 'date:desc,created_at:desc', start: 0, limit: 10 },
    {
      getTransactions: {
        __typename: 'TransactionList',
        success: true,
        message: null,
        errors: null,
        count: 0,
        cursor: { __typename: 'Cursor', limit: 10, page: 1, total: 0 },
        nodes: [],
      },
    },
    5,
  ).mock;

  const renderWallet = (holdings: ReturnType<typeof holdingsMock>) =>
    renderWithProviders(<ResourceShowPage resource={accountsResource} />, {
      route: `/accounts/show/${wallet.id}`,
      path: '/accounts/show/:id',
      mocks: [
        accountMock(wallet),
        holdings,
        transactions,
        balanceHistoryMock({ account_id: wallet.id }, 'M3'),
      ],
      data,
    });

  it('lists each coin with its quantity and value, and a total that names the unpriced', async () => {
    const { i18n } = renderWallet(holdingsMock(['ETH'], '31500'));
    const table = await screen.findByRole('table', { name: 'Holdings' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NameQuantityValue',
      expect.stringMatching(/^Hardware wallet.*0\.50.*\$30,000\.00$/),
      expect.stringMatching(/^Ether.*2\.00.*No price$/),
      expect.stringMatching(/^Solana.*10\.00.*\$1,500\.00$/),
      expect.stringMatching(/^Total.*\$31,500\.00$/),
    ]);
    expect(within(rows[2]!).getByText(/ETH/)).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Ether' })).toHaveAttribute(
      'href',
      '/assets/show/00000000-0000-4000-c000-000000000002',
    );
    expect(screen.getByTestId('unpriced-note')).toHaveTextContent(
      'ETH has no price yet: it is not counted in the total.',
    );
    await i18n.changeLanguage('de');
    expect(await screen.findByTestId('unpriced-note')).toHaveTextContent(
      'Für ETH gibt es noch keinen Kurs: Es ist nicht in der Summe enthalten.',
    );
  });

  it('names every unpriced holding, and has no total while none is priced', async () => {
    renderWallet(holdingsMock(['BTC', 'ETH', 'SOL'], null));
    expect(await screen.findByTestId('unpriced-note')).toHaveTextContent(
      'BTC, ETH, and SOL have no price yet: they are not counted in the total.',
    );
    const table = screen.getByRole('table', { name: 'Holdings' });
    const total = within(table).getAllByRole('row').at(-1)!;
    expect(within(total).getByTestId('no-price')).toBeInTheDocument();
  });

  it('shows no holdings for an account holding its own balance only', async () => {
    const asked = accountHoldingsMock(checking, { base_value: '1234.5' }, [
      holding(4, 'Checking', USD, '1234.5', '1234.5'),
    ]);
    renderWithProviders(<ResourceShowPage resource={accountsResource} />, {
      route: `/accounts/show/${checking.id}`,
      path: '/accounts/show/:id',
      mocks: [accountMock(checking), asked.mock],
      data,
    });
    expect(await screen.findByRole('heading', { name: 'Checking' })).toBeInTheDocument();
    await waitFor(() => expect(asked.result).toHaveBeenCalled());
    expect(screen.queryByRole('table', { name: 'Holdings' })).toBeNull();
    expect(screen.queryByText('Holdings')).toBeNull();
  });
});

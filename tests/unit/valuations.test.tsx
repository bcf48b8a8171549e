import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { valuationSchema } from '../../src/ledger/assets/valuationSchema';
import {
  CreateAssetValuationDocument,
  DeleteAssetValuationDocument,
  GetAssetDocument,
  GetAssetValuationsDocument,
} from '../../src/ledger/assets/Assets.generated';
import { todayIso } from '../../src/lib/validation';
import { makeAccount } from './accountFactories';
import { balanceHistoryMock } from './dashboardFactories';
import { resultEnvelope } from './factories';
import { loadParts, renderWithProviders } from './render';
import { makeAsset, spiedMock } from './transactionsFactories';
import { ResourceShowPage } from '../../src/resource/ResourceShowPage';
import { assetsResource } from '../../src/ledger/assets/assetsResource';

beforeAll(() => loadParts(assetsResource));

vi.mock('../../src/components/charts/BalanceChart', () => ({
  BalanceChart: () => <div data-testid="balance-chart" />,
}));

const EUR = {
  __typename: 'AccountInstrument' as const,
  id: '00000000-0000-4000-a000-000000009013',
  ticker: 'EUR',
  name: 'Euro',
  decimals: 2,
};
const property = makeAccount({
  name: 'Property',
  account_class: 'real',
  account_type: 'asset',
  instrument: EUR,
  instrument_id: EUR.id,
});
const flat = makeAsset(property, { name: 'Flat', balance: '350000', value: '378000' });
const valuation = {
  __typename: 'AssetValuation',
  id: 'v-1',
  asset_id: flat.id,
  date: '2026-11-01',
  value: '350000',
  note: null,
  created_at: '2026-11-01T10:00:00.000Z',
};

function valuationsMock(nodes: Record<string, unknown>[] = [valuation]) {
  return spiedMock(
    GetAssetValuationsDocument,
    { asset_id: flat.id },
    {
      getAssetValuations: {
        __typename: 'AssetValuationList',
        success: true,
        message: null,
        errors: null,
        count: nodes.length,
        nodes,
      },
    },
  );
}

function renderFlat(...mocks: ReturnType<typeof spiedMock>[]) {
  const asset = spiedMock(
    GetAssetDocument,
    { id: flat.id },
    {
      getAsset: {
        __typename: 'AssetResult',
        success: true,
        message: null,
        errors: null,
        asset: flat,
      },
    },
  );
  const valuations = valuationsMock();
  const rendered = renderWithProviders(<ResourceShowPage resource={assetsResource} />, {
    route: `/assets/show/${flat.id}`,
    path: '/assets/show/:id',
    mocks: [asset, valuations, balanceHistoryMock({ asset_id: flat.id }, 'M3'), ...mocks],
    data: { accounts: [property] },
  });
  return { ...rendered, asset, valuations };
}

describe('valuation schema', () => {
  it('wants a date up to today, a value of 0 or more and a short note', async () => {
    const errors = async (values: Record<string, string>) => {
      try {
        await valuationSchema.validate(values, { abortEarly: false });
        return [];
      } catch (error) {
        return (error as { errors: string[] }).errors;
      }
    };
    expect(await errors({ date: todayIso(), value: '0', note: '' })).toEqual([]);
    expect(await errors({ date: '', value: '', note: '' })).toEqual([
      'resources.assets.valuations.validation.dateRequired',
      'resources.assets.valuations.validation.valueRequired',
    ]);
    expect(await errors({ date: '2999-01-01', value: '-1', note: 'x'.repeat(501) })).toEqual([
      'resources.assets.valuations.validation.dateFuture',
      'resources.assets.validation.valueInvalid',
      'validation.max500',
    ]);
  });
});

describe('valuations card', () => {
  it('checks the form before anything is sent', async () => {
    const create = spiedMock(CreateAssetValuationDocument, undefined, {});
    const { user } = renderFlat(create);
    const form = await screen.findByRole('form', { name: 'Add a valuation' });
    expect(within(form).getByLabelText(/^Date/)).toHaveValue(todayIso());
    await user.click(within(form).getByRole('button', { name: 'Add valuation' }));
    expect(await within(form).findByText('Enter the value')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: '2999-01-01' } });
    await user.type(within(form).getByLabelText(/^Value/), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Add valuation' }));
    expect(
      await within(form).findByText('A valuation cannot be in the future'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Enter an amount of 0 or more, e.g. 350000')).toBeInTheDocument();
    expect(create.result).not.toHaveBeenCalled();
  });

  it('adds a valuation, then asks for the asset and its valuations again', async () => {
    const create = spiedMock(
      CreateAssetValuationDocument,
      { asset_id: flat.id, date: '2026-11-20', value: '360000.50', note: 'New kitchen' },
      {
        createAssetValuation: {
          __typename: 'AssetValuationResult',
          success: true,
          message: null,
          errors: null,
          field_errors: null,
          valuation: { ...valuation, id: 'v-2', date: '2026-11-20', value: '360000.50' },
        },
      },
    );
    const { user, asset, valuations } = renderFlat(create);
    const form = await screen.findByRole('form', { name: 'Add a valuation' });
    await screen.findAllByText('€350,000.00');
    fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: '2026-11-20' } });
    await user.type(within(form).getByLabelText(/^Value/), '360000,50');
    await user.type(within(form).getByLabelText(/^Note/), 'New kitchen');
    const assetCalls = asset.result.mock.calls.length;
    const valuationCalls = valuations.result.mock.calls.length;
    await user.click(within(form).getByRole('button', { name: 'Add valuation' }));
    await waitFor(() => expect(create.result).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(valuations.result.mock.calls.length).toBeGreaterThan(valuationCalls),
    );
    await waitFor(() => expect(asset.result.mock.calls.length).toBeGreaterThan(assetCalls));
    await waitFor(() => expect(within(form).getByLabelText(/^Value/)).toHaveValue(''));
    expect(within(form).getByLabelText(/^Note/)).toHaveValue('');
  });

  it("shows the API's refusal in the form", async () => {
    const create = spiedMock(
      CreateAssetValuationDocument,
      { asset_id: flat.id, date: todayIso(), value: '1', note: null },
      {
        createAssetValuation: {
          __typename: 'AssetValuationResult',
          success: false,
          message: 'Only real assets take valuations',
          errors: null,
          field_errors: null,
          valuation: null,
        },
      },
    );
    const { user } = renderFlat(create);
    const form = await screen.findByRole('form', { name: 'Add a valuation' });
    await user.type(within(form).getByLabelText(/^Value/), '1');
    await user.click(within(form).getByRole('button', { name: 'Add valuation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Only real assets take valuations',
    );
  });

  it('deletes a valuation after a confirmation', async () => {
    const remove = spiedMock(
      DeleteAssetValuationDocument,
      { id: 'v-1' },
      { deleteAssetValuation: resultEnvelope(true) },
    );
    const { user } = renderFlat(remove);
    await user.click(
      await screen.findByRole('button', { name: 'Delete the valuation of Nov 1, 2026' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The valuation of Nov 1, 2026 (€350,000.00) will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove.result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

// Test data for the dashboard and the history charts: the summary, net-worth and balance history,
// the allocation and the top assets, as the API answers them.
import type { MockedResponse } from '@apollo/client/testing';
import { vi } from 'vitest';
import {
  GetAllocationDocument,
  GetDashboardSummaryDocument,
  GetNetWorthHistoryDocument,
  type GetDashboardSummaryQuery,
} from '../../src/features/dashboard/Dashboard.generated';
import type { HistoryRange } from '../../src/graphql/types';
import { GetBalanceHistoryDocument } from '../../src/ledger/BalanceHistory.generated';
import type { MockAsset } from './schemaMock';
import { spiedMock } from './transactionsFactories';

type Summary = GetDashboardSummaryQuery['getDashboardSummary'];
type ClassTotal = Summary['classes'][number];

export function classTotal(
  asset_class: ClassTotal['asset_class'],
  value: string,
  count = 1,
  unpriced = 0,
) {
  return { __typename: 'ClassTotal' as const, asset_class, value, count, unpriced };
}

export function makeSummary(overrides: Partial<Summary> = {}) {
  return {
    __typename: 'DashboardSummary' as const,
    success: true,
    message: null,
    errors: null,
    currency: 'USD',
    net_worth: '125430.5',
    assets: '125430.5',
    liabilities: '0',
    classes: [
      classTotal('cash', '180.5', 1),
      classTotal('bank', '16250', 2),
      classTotal('crypto', '109000', 3),
    ],
    asset_count: 6,
    unpriced: 0,
    change_1d: '1200.25',
    change_30d: '-3400',
    change_1d_percent: '0.97',
    change_30d_percent: '-2.64',
    added_1d: '0',
    added_30d: '0',
    history_start: '2020-01-01',
    prices_as_of: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
    investments: null,
    ...overrides,
  };
}

export function summaryMock(summary = makeSummary()) {
  return spiedMock(GetDashboardSummaryDocument, undefined, { getDashboardSummary: summary });
}

export function netWorthPoints(values: string[], start = '2026-11-01') {
  const first = new Date(`${start}T00:00:00Z`).getTime();
  return values.map((net_worth, i) => ({
    __typename: 'NetWorthPoint' as const,
    date: new Date(first + i * 86_400_000).toISOString().slice(0, 10),
    net_worth,
    assets: net_worth,
    liabilities: '0',
    unpriced: 0,
  }));
}

/** The range's figures of a net-worth history answer (getNetWorthHistory). */
type RangeFigures = {
  change: string | null;
  added: string | null;
  change_percent: string | null;
  investment_return: string | null;
};

export function historyMock(
  range: HistoryRange,
  values = ['120000', '121500', '125430.5'],
  currency = 'USD',
  figures: Partial<RangeFigures> = {},
) {
  return spiedMock(
    GetNetWorthHistoryDocument,
    { range },
    {
      getNetWorthHistory: {
        __typename: 'NetWorthHistory',
        success: true,
        message: null,
        errors: null,
        range,
        currency,
        nodes: netWorthPoints(values),
        change: '5430.5',
        added: '0',
        change_percent: '4.53',
        investment_return: null,
        ...figures,
      },
    },
  );
}

export function allocationMock(
  slices: { key: string; value: string; percent: string }[] = [
    { key: 'crypto', value: '109000', percent: '86.90' },
    { key: 'bank', value: '16250', percent: '12.96' },
    { key: 'cash', value: '180.5', percent: '0.14' },
  ],
  currency = 'USD',
) {
  return spiedMock(
    GetAllocationDocument,
    { by: 'asset_class' },
    {
      getAllocation: {
        __typename: 'Allocation',
        success: true,
        message: null,
        errors: null,
        by: 'asset_class',
        currency,
        total: '125430.5',
        unpriced: 0,
        nodes: slices.map((s) => ({ __typename: 'AllocationSlice', label: s.key, ...s })),
      },
    },
  );
}

/**
 * A crypto asset of the top-assets list (the schema mock's `data.assets`), priced (in US dollars
 * unless `base_currency` says another) unless `value` is null.
 */
export function makeTopAsset(
  asset: Omit<MockAsset, 'asset_class' | 'valued_at' | 'base_currency' | 'instrument'> &
    Partial<MockAsset>,
): MockAsset {
  return {
    asset_class: 'crypto',
    base_currency: 'USD',
    // held in its account's currency unless told: the account's ticker names its quantity
    instrument: null,
    valued_at: asset.value === null ? null : '2026-11-20T10:00:00.000Z',
    ...asset,
  };
}

export function balanceHistoryMock(
  scope: { account_id: string } | { asset_id: string },
  range: HistoryRange,
  points: { date: string; balance: string; value: string | null }[] = [
    { date: '2026-11-01', balance: '2450.75', value: '2450.75' },
    { date: '2026-11-02', balance: '2705.55', value: '2705.55' },
  ],
  currency = 'USD',
) {
  return spiedMock(
    GetBalanceHistoryDocument,
    { ...scope, range },
    {
      getBalanceHistory: {
        __typename: 'BalanceHistory',
        success: true,
        message: null,
        errors: null,
        range,
        currency,
        nodes: points.map((p) => ({ __typename: 'BalancePoint', ...p })),
      },
    },
  );
}

/** A query answered with a GraphQL error. */
export function failingMock(
  query: MockedResponse['request']['query'],
  variables?: Record<string, unknown>,
): MockedResponse {
  return {
    request: { query, variables },
    result: vi.fn(() => ({ errors: [{ message: 'Database is down' }] })) as never,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

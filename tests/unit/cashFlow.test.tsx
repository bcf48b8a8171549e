// Money in and out on screen: the transaction list's totals of every transaction its filters hold,
// its export of them as a file, amounts in another currency with their value in the person's, and
// the report by month and by category.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CashFlowReportPage } from '../../src/features/reports/CashFlowReportPage';
import { ExportTransactionsDocument } from '../../src/ledger/transactions/Transactions.generated';
import { transactionsResource } from '../../src/ledger/transactions/transactionsResource';
import { listUrl, type ListFilter } from '../../src/lib/listParams';
import { ResourceListPage } from '../../src/resource/ResourceListPage';
import { EUR, makeAccount } from './accountFactories';
import { catchDownloads } from './downloads';
import { renderWithProviders } from './render';
import {
  cashFlowMock,
  makeCategories,
  makeTransaction,
  spiedMock,
  transactionsMock,
} from './transactionsFactories';

const checking = makeAccount({ name: 'Checking' });
const giro = makeAccount({ name: 'Girokonto', instrument: EUR, instrument_id: EUR.id });
const [groceries] = makeCategories(['Groceries']);
const february: ListFilter[] = [
  { field: 'date', operator: 'gte', value: '2026-02-01' },
  { field: 'date', operator: 'lte', value: '2026-02-28' },
];
const februaryWhere = { date_gte: '2026-02-01', date_lte: '2026-02-28' };
const routeOf = listUrl;
const firstPage = { sort: 'date:desc,created_at:desc', start: 0, limit: 10 };

function renderList(mocks: ReturnType<typeof transactionsMock>[], lng?: string) {
  const rendered = renderWithProviders(<ResourceListPage resource={transactionsResource} />, {
    route: routeOf('/transactions', february),
    path: '/transactions',
    mocks: [transactionsMock({ ...firstPage, where: februaryWhere }, []), ...mocks],
    data: { accounts: [checking, giro], categories: [groceries!] },
  });
  if (lng) void rendered.i18n.changeLanguage(lng);
  return rendered;
}

describe('the totals of a transaction list', () => {
  it('are those of every transaction its filters hold, in the owner’s currency', async () => {
    const totals = cashFlowMock(
      { where: februaryWhere, by: 'total' },
      { money_in: '3000', money_out: '321.5', net: '2678.5', count: 6, unpriced: 1 },
    );
    renderList([totals]);
    const figures = await screen.findByRole('group', { name: 'Totals of the transactions listed' });
    await waitFor(() => expect(within(figures).getByText('$3,000.00')).toBeInTheDocument());
    expect(within(figures).getByText('Money in')).toBeInTheDocument();
    expect(within(figures).getByText('$321.50')).toBeInTheDocument();
    expect(within(figures).getByText('+$2,678.50')).toBeInTheDocument();
    expect(
      within(figures).getByText('1 transaction without a price on its day is not counted'),
    ).toBeInTheDocument();
  });

  it('read in German', async () => {
    const totals = cashFlowMock(
      { where: februaryWhere, by: 'total' },
      { money_in: '0', money_out: '1234.5', net: '-1234.5' },
      [],
      'EUR',
    );
    renderList([totals], 'de');
    const figures = await screen.findByRole('group', { name: 'Summen der gelisteten Buchungen' });
    await waitFor(() => expect(within(figures).getByText('Ausgaben')).toBeInTheDocument());
    expect(within(figures).getByText('1.234,50 €')).toBeInTheDocument();
    expect(within(figures).getByText('-1.234,50 €')).toBeInTheDocument();
  });
});

describe('exporting a transaction list', () => {
  let saved: Blob[];
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    ({ files: saved, links: clicked } = catchDownloads());
  });
  afterEach(() => vi.restoreAllMocks());

  const exportMock = (answer: Record<string, unknown>) =>
    spiedMock(
      ExportTransactionsDocument,
      { where: februaryWhere, sort: 'date:desc,created_at:desc' },
      {
        exportTransactions: {
          __typename: 'TransactionExport',
          success: true,
          message: null,
          errors: null,
          filename: 'transactions-2026-11-27.csv',
          csv: 'Date,Description\r\n2026-02-10,Supermarkt\r\n',
          count: 1,
          ...answer,
        },
      },
    );

  it('saves every transaction its filters hold, in its order, as a CSV file', async () => {
    const asked = exportMock({});
    renderList([asked]);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(asked.result).toHaveBeenCalledTimes(1);
    expect(clicked[0]!.download).toBe('transactions-2026-11-27.csv');
    expect(clicked[0]!.href).toBe('blob:download-1');
    // a byte order mark first (EF BB BF), so that spreadsheets read it as UTF-8
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFDate,Description\r\n2026-02-10,Supermarkt\r\n',
    );
    expect(saved[0]!.type).toBe('text/csv;charset=utf-8');
  });

  it('says why the server refused, and saves nothing', async () => {
    const message =
      'This list holds more than 50,000 transactions: narrow it (a period, an account) to export it';
    renderList([exportMock({ success: false, message, csv: null, filename: null, count: 0 })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(clicked).toHaveLength(0);
  });
});

describe('an amount in another currency', () => {
  it("shows its value in the owner's currency at its day's prices", async () => {
    const shopping = makeTransaction(giro, {
      description: 'Supermarkt',
      amount: '100',
      base_value: '120',
      base_currency: 'USD',
    });
    const unpriced = makeTransaction(giro, { description: 'Unknown', amount: '5' });
    const own = makeTransaction(checking, {
      description: 'Lunch',
      amount: '12',
      base_value: '12',
      base_currency: 'USD',
    });
    renderWithProviders(<ResourceListPage resource={transactionsResource} />, {
      route: '/transactions',
      path: '/transactions',
      mocks: [transactionsMock(firstPage, [shopping, unpriced, own])],
      data: { accounts: [checking, giro] },
    });
    const grid = await screen.findByRole('grid');
    const row = (name: string) =>
      within(grid).getByText(name).closest('[role="row"]') as HTMLElement;
    await within(grid).findByText('Supermarkt');
    expect(within(row('Supermarkt')).getByText('−€100.00')).toBeInTheDocument();
    expect(within(row('Supermarkt')).getByText('≈ $120.00')).toBeInTheDocument();
    // without a price that day, no value; in the owner's own currency, none needed
    expect(within(row('Unknown')).queryByText(/≈/)).not.toBeInTheDocument();
    expect(within(row('Lunch')).queryByText(/≈/)).not.toBeInTheDocument();
  });
});

describe('the report of money in and out', () => {
  const months = [
    { key: '2026-01', money_in: '3000', money_out: '120.5', net: '2879.5', count: 4 },
    { key: '2026-02', money_in: '0', money_out: '201', net: '-201', count: 2 },
  ];
  const categories = [
    {
      key: groceries!.id,
      category: {
        __typename: 'TransactionCategory',
        id: groceries!.id,
        category: 'Groceries',
        key: 'groceries',
      },
      money_out: '240.5',
      net: '-240.5',
    },
    { key: null, money_in: '3000', net: '3000' },
  ] as const;
  const total = { money_in: '3000', money_out: '321.5', net: '2678.5', count: 6 };

  function renderReport(filters: ListFilter[], where: Record<string, unknown> | undefined) {
    return renderWithProviders(<CashFlowReportPage />, {
      route: routeOf('/reports', filters),
      path: '/reports',
      mocks: [
        cashFlowMock({ where, by: 'month' }, total, months),
        cashFlowMock({ where, by: 'category' }, total, categories as never),
      ],
      data: { accounts: [checking, giro] },
    });
  }

  it('shows each month and each category, a category leading to its transactions', async () => {
    renderReport(february, februaryWhere);
    const byMonth = await screen.findByRole('table', { name: 'By month' });
    const january = within(byMonth).getByRole('rowheader', { name: 'Jan 2026' });
    expect(january.closest('tr')).toHaveTextContent('Jan 2026$3,000.00$120.50+$2,879.50');
    expect(
      within(byMonth).getByRole('rowheader', { name: 'Feb 2026' }).closest('tr'),
    ).toHaveTextContent('-$201.00');
    const byCategory = screen.getByRole('table', { name: 'By category' });
    const link = within(byCategory).getByRole('link', { name: 'Groceries' });
    expect(link).toHaveAttribute(
      'href',
      routeOf('/transactions', [
        ...february,
        { field: 'category_id', operator: 'eq', value: groceries!.id },
      ]),
    );
    expect(within(byCategory).getByRole('link', { name: 'No category' })).toHaveAttribute(
      'href',
      routeOf('/transactions', [
        ...february,
        { field: 'category_id', operator: 'null', value: true },
      ]),
    );
    expect(
      screen.getByRole('group', { name: 'Totals of the transactions listed' }),
    ).toHaveTextContent('$321.50');
  });

  it('takes the chosen account as the named filter, not as a condition on the rows', async () => {
    const filters: ListFilter[] = [
      ...february,
      { field: 'account_id', operator: 'eq', value: giro.id },
    ];
    const rendered = renderWithProviders(<CashFlowReportPage />, {
      route: routeOf('/reports', filters),
      path: '/reports',
      mocks: [
        cashFlowMock({ account_id: giro.id, where: februaryWhere, by: 'month' }, total, months),
        cashFlowMock({ account_id: giro.id, where: februaryWhere, by: 'category' }, total, []),
      ],
      data: { accounts: [checking, giro] },
    });
    await rendered.i18n.changeLanguage('de');
    expect(await screen.findByRole('table', { name: 'Nach Monat' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Einnahmen und Ausgaben', level: 1 }),
    ).toBeInTheDocument();
  });
});

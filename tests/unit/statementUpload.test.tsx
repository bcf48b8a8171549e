// The statement upload page: what it asks before sending, the review of the rows that come back
// (duplicates unticked, the summary against the statement's closing balance), the booking of the
// chosen rows, the column mapping a CSV may need, and every way an upload can fail.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatementUploadPage } from '../../src/features/statements/StatementUploadPage';
import {
  ConfirmUploadDocument,
  GetUploadRowsDocument,
  UploadBankStatementDocument,
} from '../../src/graphql/generated';
import { UPLOAD_PAGE } from '../../src/features/statements/statementSchema';
import { makeAccount } from './accountFactories';
import { renderWithProviders, type Rendered } from './render';
import { makeCategories, spiedMock } from './transactionsFactories';

const giro = makeAccount({ name: 'Giro', value: '100' });
const file = new File(['Date,Description,Amount\n'], 'october.csv', { type: 'text/csv' });
const UPLOAD_ID = '00000000-0000-4000-8000-00000000a001';
const BOOKED_ID = '00000000-0000-4000-8000-00000000b001';

const envelope = { success: true, message: null, errors: null, field_errors: null };

const row = (n: number, overrides: Record<string, unknown>) => ({
  __typename: 'StatementRow',
  category_id: null,
  row: n,
  duplicate_of: null,
  matched_by: null,
  ...overrides,
});

const staged = {
  __typename: 'UploadResult',
  ...envelope,
  upload_id: UPLOAD_ID,
  balance: '2500',
  balance_date: '2026-10-31',
  format: 'csv',
  nodes: [
    row(0, {
      transaction_type: 'credit',
      amount: '2500',
      description: 'Salary',
      date: '2026-10-01',
    }),
    row(1, {
      transaction_type: 'debit',
      amount: '1200',
      description: 'Rent',
      date: '2026-10-02',
      duplicate_of: BOOKED_ID,
      matched_by: 'content',
    }),
    row(2, {
      transaction_type: 'debit',
      amount: '45.39',
      description: 'Groceries',
      date: '2026-10-05',
    }),
  ],
  count: 3,
  duplicates: [{ __typename: 'StatementDuplicate', row: 1 }],
  columns: [],
  mapping: null,
  unplaced: [],
  set_aside: [],
  set_aside_count: 0,
  notes: [],
};

/** uploadBankStatement answering `answer` for this account and file (and mapping, if given). */
const uploadMock = (answer: Record<string, unknown>, mapping?: Record<string, unknown>) => ({
  request: {
    query: UploadBankStatementDocument,
    variables: (variables: Record<string, unknown>) =>
      variables.account_id === giro.id &&
      variables.file === file &&
      JSON.stringify(variables.mapping ?? null) === JSON.stringify(mapping ?? null),
  },
  result: { data: { uploadBankStatement: { __typename: 'UploadResult', ...answer } } },
});

function renderPage(...mocks: object[]) {
  return renderWithProviders(<StatementUploadPage />, {
    route: '/banking/transactions/create',
    mocks: mocks as never[],
    data: { accounts: [giro], categories: makeCategories() },
  });
}

async function chooseAndUpload(user: Rendered['user']) {
  await user.click(await screen.findByRole('combobox', { name: /^Account/ }));
  await user.click(await screen.findByRole('option', { name: 'Giro' }));
  await user.upload(screen.getByLabelText('Choose file'), file);
  expect(screen.getByText(/october\.csv/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Upload' }));
}

describe('statement upload', () => {
  it('asks for the account and the file before sending anything', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('File and account are required')).toBeInTheDocument();
    expect(screen.getByText('Please select an account')).toBeInTheDocument();
    expect(screen.getByText('Please select a file')).toBeInTheDocument();
  });

  it('refuses a file over 10 MB in the form', async () => {
    const { user } = renderPage();
    const big = new File(['x'], 'huge.csv');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(await screen.findByLabelText('Choose file'), big);
    expect(await screen.findByText('The file is larger than 10 MB.')).toBeInTheDocument();
  });

  it('shows the rows with duplicates unticked, and books the ticked ones', async () => {
    const confirm = spiedMock(
      ConfirmUploadDocument,
      {
        account_id: giro.id,
        upload_id: UPLOAD_ID,
        // unchanged rows: only which ones (the API takes them as staged)
        rows: [0, 2],
        changes: [],
      },
      {
        confirmUpload: {
          __typename: 'ConfirmUploadResult',
          ...envelope,
          count: 2,
          balance: '2554.61',
          statement_balance: '2500',
          difference: '54.61',
        },
      },
    );
    const { user } = renderPage(uploadMock(staged), confirm);
    await chooseAndUpload(user);

    const grid = await screen.findByRole('grid', { name: 'Statement rows' });
    expect(await screen.findByText('Upload successful')).toBeInTheDocument();
    const rent = within(grid).getByRole('row', { name: /Rent/ });
    expect(within(rent).getByText('Duplicate')).toBeInTheDocument();
    expect(within(rent).getByRole('checkbox')).not.toBeChecked();
    expect(
      within(within(grid).getByRole('row', { name: /Salary/ })).getByRole('checkbox'),
    ).toBeChecked();
    // 100 + 2500 − 45.39: what booking the ticked rows leaves, next to the statement's 2,500
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    expect(screen.getByText('$2,554.61')).toBeInTheDocument();
    expect(screen.getByText(/but the statement closes at \$2,500\.00/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm 2 transactions' }));
    expect(await screen.findByText('2 transactions booked.')).toBeInTheDocument();
    expect(confirm.result).toHaveBeenCalledTimes(1);
    expect(
      screen.getByText(/differs from the statement's closing balance \$2,500\.00 by \$54\.61/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the account' })).toHaveAttribute(
      'href',
      `/accounts/show/${giro.id}`,
    );
  });

  it('marks a row the person entered by hand as probably booked, unticked', async () => {
    const probable = {
      ...staged,
      nodes: staged.nodes.map((node) =>
        node.row === 1 ? { ...node, matched_by: 'probable' } : node,
      ),
    };
    const { user } = renderPage(uploadMock(probable));
    await chooseAndUpload(user);
    const grid = await screen.findByRole('grid');
    const rent = within(grid).getByRole('row', { name: /Rent/ });
    // the chip opens the transaction it matches; its tooltip says why
    const chip = within(rent).getByText('Probably booked').closest('a');
    expect(chip).toHaveAttribute('href', `/transactions/show/${BOOKED_ID}`);
    expect(chip).toHaveAccessibleName(/entered a transaction of this amount within 3 days/);
    expect(within(rent).getByRole('checkbox')).not.toBeChecked();
  });

  it('says which lines of the file were not staged, and why, and what reading it noticed', async () => {
    const { user } = renderPage(
      uploadMock({
        ...staged,
        set_aside: [
          {
            __typename: 'SetAsideLine',
            line: 2,
            reason: 'The amount is 0: the row moves no money.',
          },
          { __typename: 'SetAsideLine', line: 9, reason: '"EUR" is not an amount.' },
        ],
        set_aside_count: 3,
        notes: ['The file states no closing balance.'],
      }),
    );
    await chooseAndUpload(user);
    expect(await screen.findByText('The file states no closing balance.')).toBeInTheDocument();
    expect(screen.getByText('3 lines of the file were not staged')).toBeInTheDocument();
    await user.click(screen.getByText('Show which and why'));
    const lines = screen.getByRole('list', { name: 'Lines not staged' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 2: The amount is 0: the row moves no money.',
      'Line 9: "EUR" is not an amount.',
    ]);
    expect(screen.getByText('… and 1 more line')).toBeInTheDocument();
  });

  it('reads the rows past the first page before the review shows them', async () => {
    const rest = {
      request: {
        query: GetUploadRowsDocument,
        variables: { upload_id: UPLOAD_ID, start: 2, limit: UPLOAD_PAGE },
      },
      result: {
        data: {
          getUploadRows: {
            __typename: 'UploadRowsResult',
            success: true,
            message: null,
            nodes: staged.nodes.slice(2),
            count: 3,
          },
        },
      },
    };
    const { user } = renderPage(uploadMock({ ...staged, nodes: staged.nodes.slice(0, 2) }), rest);
    await chooseAndUpload(user);
    const grid = await screen.findByRole('grid', { name: 'Statement rows' });
    expect(within(grid).getByRole('row', { name: /Groceries/ })).toBeInTheDocument();
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
  });

  it('asks which column holds what when the API cannot tell, and reads the file again', async () => {
    const asked = {
      ...envelope,
      success: false,
      message: 'Some columns could not be recognised: choose which column holds what.',
      upload_id: null,
      balance: null,
      balance_date: null,
      format: null,
      nodes: [],
      duplicates: [],
      columns: [
        { __typename: 'StatementColumn', index: 0, name: 'When', samples: ['2026-10-01'] },
        { __typename: 'StatementColumn', index: 1, name: 'What', samples: ['Lunch'] },
        { __typename: 'StatementColumn', index: 2, name: 'How much', samples: ['-12.00'] },
      ],
      mapping: null,
      unplaced: ['date', 'amount', 'description'],
      set_aside: [],
      set_aside_count: 0,
      notes: [],
    };
    const mapping = {
      date: 0,
      description: [1],
      amount: 2,
      debit: null,
      credit: null,
      direction: null,
      counterparty: null,
      currency: null,
      value_date: null,
      reference: null,
    };
    const { user } = renderPage(uploadMock(asked), uploadMock(staged, mapping));
    await chooseAndUpload(user);
    expect(await screen.findByText('Which column holds what?')).toBeInTheDocument();
    expect(screen.getByText(/Booking date, Amount, Description/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read the file' }));
    expect(await screen.findByText('Choose the date column')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /^Booking date/ }));
    await user.click(await screen.findByRole('option', { name: 'When — 2026-10-01' }));
    await user.click(screen.getByRole('combobox', { name: /^Description/ }));
    await user.click(await screen.findByRole('option', { name: 'What — Lunch' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: /^Amount/ }));
    await user.click(await screen.findByRole('option', { name: 'How much — -12.00' }));
    await user.click(screen.getByRole('button', { name: 'Read the file' }));
    expect(await screen.findByRole('grid', { name: 'Statement rows' })).toBeInTheDocument();
  });

  it.each([
    [
      'the server says why',
      { message: 'The statement is in EUR, but the account holds USD.' },
      'The statement is in EUR, but the account holds USD.',
    ],
    ['it does not', { message: null }, 'Upload fail'],
  ])('shows a failed upload: %s', async (_, answer, shown) => {
    const failed = {
      ...staged,
      ...envelope,
      success: false,
      upload_id: null,
      nodes: [],
      count: 0,
      duplicates: [],
      ...answer,
    };
    const { user } = renderPage(uploadMock(failed));
    await chooseAndUpload(user);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('says so when the upload does not reach the server', async () => {
    const { user } = renderPage({
      request: { query: UploadBankStatementDocument, variables: () => true },
      error: new Error('Failed to fetch'),
    });
    await chooseAndUpload(user);
    await waitFor(() =>
      expect(screen.getByText('An error occurred during upload.')).toBeInTheDocument(),
    );
  });
});

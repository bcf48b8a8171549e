// The statement upload page: what it asks before sending, the review of the rows that come back
// (duplicates unticked, the summary against the statement's closing balance), the booking of the
// chosen rows, the column mapping a CSV may need, the choice of account a file of several accounts
// needs, and every way an upload can fail.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatementChoiceForm } from '../../src/features/statements/StatementChoiceForm';
import { StatementUploadPage } from '../../src/features/statements/StatementUploadPage';
import {
  ConfirmUploadDocument,
  GetUploadRowsDocument,
  UploadBankStatementDocument,
} from '../../src/features/statements/Statements.generated';
import { ApplyRulesDocument, CreateRuleDocument } from '../../src/ledger/rules/Rules.generated';
import { UPLOAD_PAGE } from '../../src/features/statements/statementSchema';
import { makeAccount } from './accountFactories';
import { renderWithProviders, type Rendered } from './render';
import { makeCategories, spiedMock } from './transactionsFactories';

const giro = makeAccount({ name: 'Giro', value: '100' });
const file = new File(['Date,Description,Amount\n'], 'october.csv', { type: 'text/csv' });
const UPLOAD_ID = '00000000-0000-4000-8000-00000000a001';
const BOOKED_ID = '00000000-0000-4000-8000-00000000b001';

const envelope = { success: true, message: null, errors: null, field_errors: null };

/** A message of the statement import as the API answers it (server/domain/statements/messages.ts). */
const said = (code: string, text: string, params: Record<string, unknown> = {}) => ({
  __typename: 'StatementMessage',
  code,
  params,
  text,
});
const NO_BALANCE = said('noBalance', 'The file states no closing balance.');
const MOVES_NO_MONEY = {
  __typename: 'SetAsideLine',
  line: 2,
  reason: 'The amount is 0: the row moves no money.',
  code: 'movesNoMoney',
  params: {},
};
const NOT_AN_AMOUNT = {
  __typename: 'SetAsideLine',
  line: 9,
  reason: '"EUR" is not an amount.',
  code: 'notAnAmount',
  params: { value: 'EUR' },
};

const row = (n: number, overrides: Record<string, unknown>) => ({
  __typename: 'StatementRow',
  category_id: null,
  counterparty: null,
  payee: null,
  rule_id: null,
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
  problem: null,
  statements: null,
  statement_account: null,
};

/**
 * uploadBankStatement answering `answer` for this account and file (and mapping, and the account
 * whose statement to read from a file of several, if given).
 */
const uploadMock = (
  answer: Record<string, unknown>,
  mapping?: Record<string, unknown>,
  statementAccount?: string,
) => ({
  request: {
    query: UploadBankStatementDocument,
    variables: (variables: Record<string, unknown>) =>
      variables.account_id === giro.id &&
      variables.file === file &&
      JSON.stringify(variables.mapping ?? null) === JSON.stringify(mapping ?? null) &&
      (variables.statement_account ?? null) === (statementAccount ?? null),
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

async function chooseAndUploadInGerman(user: Rendered['user']) {
  await user.click(await screen.findByRole('combobox', { name: /^Konto/ }));
  await user.click(await screen.findByRole('option', { name: 'Giro' }));
  await user.upload(screen.getByLabelText('Datei auswählen'), file);
  await user.click(screen.getByRole('button', { name: 'Hochladen' }));
}

/** The lines not staged as the review lists them, once `show` opened the list named `list`. */
async function setAsideLines(user: Rendered['user'], show: string, list: string) {
  await user.click(screen.getByText(show));
  return within(screen.getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
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
        set_aside: [MOVES_NO_MONEY, NOT_AN_AMOUNT],
        set_aside_count: 3,
        notes: [NO_BALANCE],
      }),
    );
    await chooseAndUpload(user);
    expect(await screen.findByText('The file states no closing balance.')).toBeInTheDocument();
    expect(screen.getByText('3 lines of the file were not staged')).toBeInTheDocument();
    expect(await setAsideLines(user, 'Show which and why', 'Lines not staged')).toEqual([
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

  it('makes a rule from a row, applies it to the upload and keeps what the rule set', async () => {
    const [groceries] = makeCategories();
    const reweRow = (more: Record<string, unknown>) => ({
      ...staged.nodes[2]!,
      description: 'Kartenzahlung',
      counterparty: 'REWE Markt',
      payee: 'REWE Markt',
      ...more,
    });
    const upload = { ...staged, nodes: [staged.nodes[0]!, staged.nodes[1]!, reweRow({})] };
    const rule = {
      __typename: 'Rule',
      id: '00000000-0000-4000-8000-00000000c001',
      match: 'REWE Markt',
      field: 'payee',
      category_id: groceries!.id,
      payee: 'REWE',
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
    };
    const create = spiedMock(
      CreateRuleDocument,
      { match: 'REWE Markt', field: 'payee', category_id: groceries!.id, payee: 'REWE' },
      {
        createRule: {
          __typename: 'RuleResult',
          ...envelope,
          rule,
        },
      },
    );
    const apply = spiedMock(
      ApplyRulesDocument,
      { upload_id: UPLOAD_ID },
      { applyRules: { __typename: 'ApplyRulesResult', ...envelope, count: 1 } },
    );
    const restaged = spiedMock(
      GetUploadRowsDocument,
      { upload_id: UPLOAD_ID, start: 0, limit: UPLOAD_PAGE },
      {
        getUploadRows: {
          __typename: 'UploadRowsResult',
          success: true,
          message: null,
          count: 3,
          nodes: [
            upload.nodes[0],
            upload.nodes[1],
            reweRow({ category_id: groceries!.id, payee: 'REWE', rule_id: rule.id }),
          ],
        },
      },
    );
    // what the rule set is staged now: nothing of it is a change of the person's
    const confirm = spiedMock(
      ConfirmUploadDocument,
      { account_id: giro.id, upload_id: UPLOAD_ID, rows: [0, 2], changes: [] },
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
    const { user } = renderPage(uploadMock(upload), create, apply, restaged, confirm);
    await chooseAndUpload(user);
    const grid = await screen.findByRole('grid', { name: 'Statement rows' });
    const row = await within(grid).findByRole('row', { name: /Kartenzahlung/ });
    await user.click(within(row).getByRole('button', { name: 'Make a rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a rule from this row' });
    expect(within(dialog).getByLabelText(/^Text contains/)).toHaveValue('REWE Markt');
    expect(within(dialog).getByRole('combobox', { name: /^Look in/ })).toHaveTextContent('Payee');
    await user.click(within(dialog).getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Groceries' }));
    await user.clear(within(dialog).getByLabelText(/^Payee/));
    await user.type(within(dialog).getByLabelText(/^Payee/), 'REWE');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(
      await screen.findByText('Rule added: 1 row of this statement changed.'),
    ).toBeInTheDocument();
    expect(create.result).toHaveBeenCalledTimes(1);
    expect(apply.result).toHaveBeenCalledTimes(1);
    const ruled = await within(grid).findByRole('row', { name: /Kartenzahlung/ });
    expect(await within(ruled).findByText('Groceries')).toBeInTheDocument();
    expect(within(ruled).getByText('REWE')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm 2 transactions' }));
    expect(await screen.findByText('2 transactions booked.')).toBeInTheDocument();
    expect(confirm.result).toHaveBeenCalledTimes(1);
  });

  it('asks which column holds what when the API cannot tell, and reads the file again', async () => {
    const asked = {
      ...envelope,
      success: false,
      message: 'Some columns could not be recognised: choose which column holds what.',
      problem: said(
        'needsMapping',
        'Some columns could not be recognised: choose which column holds what.',
      ),
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

  it('asks whose statement to import from a file of several accounts, and reads it for that one', async () => {
    const iban = 'DE89370400440532013000';
    const several = {
      ...staged,
      success: false,
      message: 'This file holds statements of several accounts: choose which one to import.',
      problem: said(
        'chooseAccount',
        'This file holds statements of several accounts: choose which one to import.',
      ),
      upload_id: null,
      balance: null,
      balance_date: null,
      format: null,
      nodes: [],
      count: 0,
      duplicates: [],
      statements: [
        {
          __typename: 'StatementChoice',
          number: iban,
          currency: 'EUR',
          count: 3,
          balance: '1000',
          balance_date: '2026-03-03',
        },
        {
          __typename: 'StatementChoice',
          number: '37040044/0532013001',
          currency: 'USD',
          count: 1,
          balance: null,
          balance_date: null,
        },
      ],
    };
    const { user } = renderPage(
      uploadMock(several),
      uploadMock({ ...staged, statement_account: iban }, undefined, iban),
    );
    await chooseAndUpload(user);
    expect(await screen.findByText("Which account's statement?")).toBeInTheDocument();
    expect(
      screen.getByText(
        /holds statements of several accounts\. Choose the one to import into Giro;/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('EUR · 3 rows · closing balance €1,000.00 on Mar 3, 2026'),
    ).toBeVisible();
    expect(screen.getByText('USD · 1 row · no closing balance')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Import this statement' }));
    expect(await screen.findByText('Choose an account')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^DE89 3704 0044 0532 0130 00/ }));
    await user.click(screen.getByRole('button', { name: 'Import this statement' }));
    expect(await screen.findByRole('grid', { name: 'Statement rows' })).toBeInTheDocument();
  });

  it('says when none of the file’s statements is of the account’s own number', async () => {
    const chosen: string[] = [];
    const { user } = renderWithProviders(
      <StatementChoiceForm
        statements={[
          {
            number: '1234567890',
            currency: 'USD',
            count: 4,
            balance: '-5.5',
            balance_date: null,
          },
        ]}
        account={{ name: 'Giro', account_number: 'DE75512108001245126199' }}
        onSubmit={async (number) => {
          chosen.push(number);
          return 'The statement is in USD, but the account holds EUR.';
        }}
        onCancel={() => {}}
      />,
    );
    expect(
      await screen.findByText(
        "None of the statements in this file is of Giro's number DE75 5121 0800 1245 1261 99. Import one of them anyway, or upload the right file.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('USD · 4 rows · closing balance -$5.50')).toBeVisible();
    expect(screen.getByRole('radio', { name: /^1234567890/ })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^1234567890/ }));
    await user.click(screen.getByRole('button', { name: 'Import this statement' }));
    expect(
      await screen.findByText('The statement is in USD, but the account holds EUR.'),
    ).toBeInTheDocument();
    expect(chosen).toEqual(['1234567890']);
  });

  it.each([
    [
      'the server says why',
      {
        message: 'The statement is in EUR, but the account holds USD.',
        problem: said('foreignCurrency', 'The statement is in EUR, but the account holds USD.', {
          currency: 'EUR',
          held: 'USD',
        }),
      },
      'The statement is in EUR, but the account holds USD.',
    ],
    [
      'a message the app has no text for: its English text',
      {
        message: 'Something new went wrong.',
        problem: said('somethingNew', 'Something new went wrong.'),
      },
      'Something new went wrong.',
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

  it('says what reading the file noticed, and why lines were not staged, in German', async () => {
    const { user, i18n } = renderPage(
      uploadMock({
        ...staged,
        set_aside: [MOVES_NO_MONEY, NOT_AN_AMOUNT],
        set_aside_count: 2,
        notes: [
          NO_BALANCE,
          said(
            'balanceUnreadable',
            'The closing balance (LEDGERBAL) "N/A" cannot be read; the rows are read without it.',
            { field: 'LEDGERBAL', value: 'N/A' },
          ),
        ],
      }),
    );
    await act(() => i18n.changeLanguage('de'));
    await chooseAndUploadInGerman(user);
    expect(await screen.findByText('Die Datei nennt keinen Schlusssaldo.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Der Schlusssaldo (LEDGERBAL) „N/A“ ist nicht lesbar; die Zeilen werden ohne ihn gelesen.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('2 Zeilen der Datei wurden nicht übernommen')).toBeInTheDocument();
    expect(
      await setAsideLines(user, 'Welche und warum anzeigen', 'Nicht übernommene Zeilen'),
    ).toEqual([
      'Zeile 2: Der Betrag ist 0: Die Zeile bewegt kein Geld.',
      'Zeile 9: „EUR“ ist kein Betrag.',
    ]);
  });

  it.each([
    [
      'a row that cannot be read, at its place',
      said('atLine', 'Line 22: "EUR" is not an amount.', {
        line: 22,
        problem: said('notAnAmount', '"EUR" is not an amount.', { value: 'EUR' }),
      }),
      'Zeile 22: „EUR“ ist kein Betrag.',
    ],
    [
      'another currency',
      said('foreignCurrency', 'The statement is in SEK, but the account holds EUR.', {
        currency: 'SEK',
        held: 'EUR',
      }),
      'Der Auszug ist in SEK, das Konto wird aber in EUR geführt.',
    ],
    [
      'a PDF',
      said('looksLikePdf', 'This file is not a bank statement: it looks like a PDF, …'),
      'Diese Datei ist kein Kontoauszug, sondern offenbar ein PDF, und PDF-Auszüge können nicht gelesen werden. Laden Sie den Auszug stattdessen als CSV, OFX, QIF, CAMT.053 oder MT940 von Ihrer Bank herunter.',
    ],
    [
      'too many rows',
      said('tooManyRows', 'The statement has more than 20000 rows; split it into smaller files.', {
        max: 20000,
      }),
      'Der Auszug hat mehr als 20.000 Zeilen. Teilen Sie ihn auf kleinere Dateien auf.',
    ],
  ])('says why an upload failed in German: %s', async (_, problem, shown) => {
    const failed = {
      ...staged,
      success: false,
      message: problem.text,
      problem,
      upload_id: null,
      nodes: [],
      count: 0,
      duplicates: [],
    };
    const { user, i18n } = renderPage(uploadMock(failed));
    await act(() => i18n.changeLanguage('de'));
    await chooseAndUploadInGerman(user);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.queryByText(problem.text)).not.toBeInTheDocument();
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

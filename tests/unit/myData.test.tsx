// "Your data" (issue 28): the export downloaded as the archive the server made, an import that
// says what it brought (or why not), and deleting the account with the password (and a code while
// two-factor sign-in is on), saying what went before the person leaves.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyDataPage } from '../../src/features/myData/MyDataPage';
import {
  DeleteMeDocument,
  ExportMyDataDocument,
  GetDeleteAsksDocument,
} from '../../src/features/myData/MyData.generated';
import { catchDownloads } from './downloads';
import { answeredMock } from './factories';
import { renderWithProviders } from './render';

const envelope = { success: true, message: null, errors: null };
const asks = (totp: boolean) =>
  answeredMock(
    GetDeleteAsksDocument,
    undefined,
    {
      getTwoFactor: {
        __typename: 'TwoFactorResult',
        ...envelope,
        two_factor: { __typename: 'TwoFactor', totp },
      },
    },
    Number.POSITIVE_INFINITY,
  );
const removed = {
  __typename: 'DataRemoved',
  accounts: 2,
  assets: 2,
  transactions: 1204,
  valuations: 1,
  rules: 0,
  own_prices: 0,
  statement_uploads: 0,
  sessions: 3,
  access_tokens: 0,
  passkeys: 0,
  security_events: 9,
};

afterEach(() => vi.restoreAllMocks());

describe('your data', () => {
  it('downloads the export as the archive the server made', async () => {
    const { files: saved, links } = catchDownloads();
    const exported = answeredMock(ExportMyDataDocument, undefined, {
      exportMyData: {
        __typename: 'DataExportResult',
        ...envelope,
        filename: 'wealth-tracker-export-2026-11-27.zip',
        // "PK\x03\x04", as an archive begins
        archive: btoa('PK\x03\x04'),
        transactions: 3,
      },
    });
    const { user } = renderWithProviders(<MyDataPage />, {
      mocks: [asks(false).mock, exported.mock],
    });
    await user.click(screen.getByRole('button', { name: 'Download export' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect([...new Uint8Array(await saved[0]!.arrayBuffer())]).toEqual([0x50, 0x4b, 3, 4]);
    expect(saved[0]!.type).toBe('application/zip');
    expect(links[0]!.download).toBe('wealth-tracker-export-2026-11-27.zip');
  });

  it('deletes the account with the password and the code, then says what went', async () => {
    const wrong = answeredMock(
      DeleteMeDocument,
      { password: 'guess', code: '123456' },
      {
        deleteMe: {
          __typename: 'DeleteMeResult',
          success: false,
          message: 'The password is not right',
          errors: ['The password is not right'],
          field_errors: [
            { __typename: 'FieldError', field: 'password', message: 'The password is not right' },
          ],
          removed: null,
        },
      },
    );
    const right = answeredMock(
      DeleteMeDocument,
      { password: 'secret-pass', code: '123456' },
      {
        deleteMe: { __typename: 'DeleteMeResult', ...envelope, field_errors: [], removed },
      },
    );
    localStorage.setItem('accountant-auth', 'a.token.here');
    const { user } = renderWithProviders(<MyDataPage />, {
      route: '/settings/data',
      mocks: [asks(true).mock, wrong.mock, right.mock],
    });
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const code = await screen.findByLabelText('Code from the app or a recovery code');
    await user.click(screen.getByRole('button', { name: 'Delete everything' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Enter the code')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'guess');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Delete everything' }));
    expect((await screen.findAllByText('The password is not right')).length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Delete everything' }));

    expect(
      await screen.findByRole('heading', { name: 'Your account is deleted' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Removed: 2 accounts, 2 holdings, 1,204 transactions, 1 valuation, 3 sessions, 9 security log entries. Thank you for using Wealth Tracker.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(localStorage.getItem('accountant-auth')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
  });
});

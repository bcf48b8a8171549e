// Passkeys in the app (issue 28): added from a form named after this browser (the browser's dialog
// closed is said so), and a sign-in with one on its own from the sign-in page. The browser's
// WebAuthn calls are src/lib/passkey.ts's, stood in for here; the journey runs the real ones.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BeginPasskeySignInDocument,
  FinishPasskeySignInDocument,
} from '../../src/features/auth/Auth.generated';
import { LoginPage } from '../../src/features/auth/LoginPage';
import { passkeysResource } from '../../src/features/security/passkeysResource';
import {
  BeginPasskeyRegistrationDocument,
  FinishPasskeyRegistrationDocument,
} from '../../src/features/security/Security.generated';
import { makePasskey, signWithPasskey } from '../../src/lib/passkey';
import { ResourceCreatePage } from '../../src/resource/ResourceCreatePage';
import { answeredMock, makeToken } from './factories';
import { renderWithProviders } from './render';

vi.mock('../../src/lib/passkey', async (original) => ({
  ...(await original<typeof import('../../src/lib/passkey')>()),
  makePasskey: vi.fn(),
  signWithPasskey: vi.fn(),
}));

const FIREFOX_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0';
const envelope = { success: true, message: null, errors: null };
const CEREMONY = '00000000-0000-4000-8000-0000000c0001';
const OPTIONS = { challenge: 'c2lnbiBtZQ', rp: { id: 'localhost' } };
const RESPONSE = { id: 'cred-1', type: 'public-key' };

const begin = () =>
  answeredMock(BeginPasskeyRegistrationDocument, undefined, {
    beginPasskeyRegistration: {
      __typename: 'PasskeyOptionsResult',
      ...envelope,
      ceremony: CEREMONY,
      options: OPTIONS,
    },
  });

afterEach(() => {
  vi.mocked(makePasskey).mockReset();
  vi.mocked(signWithPasskey).mockReset();
});

describe('adding a passkey', () => {
  it('names it after this browser, and has the browser make it', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(FIREFOX_MAC);
    vi.mocked(makePasskey).mockResolvedValue(RESPONSE as never);
    const finish = answeredMock(
      FinishPasskeyRegistrationDocument,
      { ceremony: CEREMONY, response: RESPONSE, name: 'Work laptop' },
      {
        finishPasskeyRegistration: {
          __typename: 'PasskeyResult',
          ...envelope,
          message: 'Passkey added',
          field_errors: [],
          passkey: {
            __typename: 'Passkey',
            id: '00000000-0000-4000-8000-0000000a0001',
            name: 'Work laptop',
            backed_up: false,
            created_at: '2026-11-27T10:00:00.000Z',
            last_used_at: null,
          },
        },
      },
    );
    const { user } = renderWithProviders(<ResourceCreatePage resource={passkeysResource} />, {
      route: '/settings/passkeys/create',
      path: '/settings/passkeys/create',
      mocks: [begin().mock, finish.mock],
    });
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Firefox · macOS');
    await user.clear(name);
    await user.type(name, 'Work laptop');
    await user.click(screen.getByRole('button', { name: 'Add passkey' }));
    await waitFor(() => expect(finish.result).toHaveBeenCalledTimes(1));
    expect(makePasskey).toHaveBeenCalledWith(OPTIONS);
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(
        '/settings/passkeys/show/00000000-0000-4000-8000-0000000a0001',
      ),
    );
  });

  it('says so when the browser dialog was closed, and adds nothing', async () => {
    vi.mocked(makePasskey).mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      }),
    );
    const { user } = renderWithProviders(<ResourceCreatePage resource={passkeysResource} />, {
      route: '/settings/passkeys/create',
      path: '/settings/passkeys/create',
      mocks: [begin().mock],
    });
    await screen.findByLabelText(/^Name/);
    await user.click(screen.getByRole('button', { name: 'Add passkey' }));
    expect(
      await screen.findByText("No passkey was made: the browser's dialog was closed."),
    ).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/settings/passkeys/create');
  });
});

describe('signing in with a passkey', () => {
  const beginSignIn = () =>
    answeredMock(
      BeginPasskeySignInDocument,
      {},
      {
        beginPasskeySignIn: {
          __typename: 'PasskeyOptionsResult',
          ...envelope,
          ceremony: CEREMONY,
          options: OPTIONS,
        },
      },
    );
  const finishSignIn = (answer: object) =>
    answeredMock(
      FinishPasskeySignInDocument,
      { ceremony: CEREMONY, response: RESPONSE },
      {
        finishPasskeySignIn: { __typename: 'AuthResult', ...envelope, token: null, ...answer },
      },
    );

  it('needs no e-mail or password: the passkey says who it is', async () => {
    const token = makeToken({ role: 'user' });
    vi.mocked(signWithPasskey).mockResolvedValue(RESPONSE as never);
    const { user } = renderWithProviders(<LoginPage />, {
      route: '/login',
      mocks: [beginSignIn().mock, finishSignIn({ token }).mock],
    });
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(localStorage.getItem('accountant-auth')).toBe(token));
    expect(signWithPasskey).toHaveBeenCalledWith(OPTIONS);
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard'));
  });

  it('says a refused passkey plainly, and nothing when the dialog was closed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(signWithPasskey).mockResolvedValueOnce(RESPONSE as never);
    const { user } = renderWithProviders(<LoginPage />, {
      route: '/login',
      mocks: [
        beginSignIn().mock,
        finishSignIn({ success: false, message: 'This passkey was not accepted' }).mock,
        beginSignIn().mock,
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect(
      await screen.findByText('That passkey did not sign you in. Try again, or use your password.'),
    ).toBeInTheDocument();

    vi.mocked(signWithPasskey).mockRejectedValueOnce(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(signWithPasskey).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(screen.queryByText(/That passkey did not sign you in/)).not.toBeInTheDocument(),
    );
    expect(localStorage.getItem('accountant-auth')).toBeNull();
  });
});

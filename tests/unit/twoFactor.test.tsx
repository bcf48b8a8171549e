// Two-factor sign-in in the app (issue 28): the sign-in's second step (the app's code, a recovery
// code, an expired step back to the password) and the settings page (set up with the QR code and
// key, the recovery codes shown once, new codes, turning it off), in English and German; and the
// policy that asks it of administrators.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  LoginSecondFactorDocument,
  LoginUserDocument,
} from '../../src/features/auth/Auth.generated';
import { LoginPage } from '../../src/features/auth/LoginPage';
import { TwoFactorPage } from '../../src/features/security/TwoFactorPage';
import {
  BeginTotpSetupDocument,
  DisableTotpDocument,
  EnableTotpDocument,
  GetTwoFactorDocument,
  RenewRecoveryCodesDocument,
} from '../../src/features/security/TwoFactor.generated';
import { PolicyButton } from '../../src/features/admin/users/PolicyButton';
import {
  GetPolicyAdminDocument,
  UpdatePolicyAdminDocument,
} from '../../src/features/admin/users/Users.generated';
import { catchDownloads } from './downloads';
import { answeredMock, getMeMock, makeMe, makeToken, makeUser } from './factories';
import { renderApp, renderWithProviders } from './render';

const EMAIL = 'ada@example.com';
const PASSWORD = 'secret-pass';
const TICKET = 'ticket-of-the-password-step';
const envelope = { success: true, message: null, errors: null };
const failed = (message: string, fieldErrors: [string, string][] = []) => ({
  success: false,
  message,
  errors: [message],
  field_errors: fieldErrors.map(([field, text]) => ({
    __typename: 'FieldError',
    field,
    message: text,
  })),
});

const passwordStep = answeredMock(
  LoginUserDocument,
  { email: EMAIL, password: PASSWORD },
  {
    loginUser: {
      __typename: 'AuthResult',
      ...envelope,
      message: 'Enter the code from your authenticator app',
      token: null,
      second_factor: {
        __typename: 'SecondFactorChallenge',
        ticket: TICKET,
        methods: ['totp', 'recovery_code'],
      },
    },
  },
  Number.POSITIVE_INFINITY,
);

const secondStep = (code: string, answer: object) =>
  answeredMock(
    LoginSecondFactorDocument,
    { ticket: TICKET, code },
    {
      loginSecondFactor: { __typename: 'AuthResult', token: null, field_errors: null, ...answer },
    },
  );

async function enterPassword(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Email'), EMAIL);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.findByRole('heading', { name: 'Two-factor sign-in' });
}

describe("the sign-in's second step", () => {
  it("asks for the app's code after the password, and signs in with it", async () => {
    const token = makeToken({ role: 'user' });
    const wrong = secondStep('000000', failed('Invalid code', [['code', 'Invalid code']]));
    const right = secondStep('123456', { ...envelope, token });
    const { user } = renderWithProviders(<LoginPage />, {
      route: '/login',
      mocks: [passwordStep.mock, wrong.mock, right.mock],
    });
    await enterPassword(user);
    expect(localStorage.getItem('accountant-auth')).toBeNull();
    const code = screen.getByLabelText('Code from the app');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the code')).toBeInTheDocument();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('This code is not valid. Check it, or wait for the next one.'),
    ).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(localStorage.getItem('accountant-auth')).toBe(token));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard'));
  });

  it('takes a recovery code instead', async () => {
    const token = makeToken({ role: 'user' });
    const recovery = secondStep('abcde-fghij', { ...envelope, token });
    const { user } = renderWithProviders(<LoginPage />, {
      route: '/login',
      mocks: [passwordStep.mock, recovery.mock],
    });
    await enterPassword(user);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(localStorage.getItem('accountant-auth')).toBe(token));
  });

  it('goes back to the password, the address kept, when the step expired', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const expired = secondStep(
      '123456',
      failed('This sign-in has expired: enter your password again'),
    );
    const { user } = renderWithProviders(<LoginPage />, {
      route: '/login',
      mocks: [passwordStep.mock, expired.mock],
    });
    await enterPassword(user);
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('This sign-in has expired. Enter your password again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});

const state = (on: boolean, left = on ? 10 : 0) => ({
  __typename: 'TwoFactor',
  totp: on,
  enabled_at: on ? '2026-11-20T10:00:00.000Z' : null,
  recovery_codes_left: left,
});
const stateMock = (on: boolean, left?: number) =>
  answeredMock(
    GetTwoFactorDocument,
    undefined,
    { getTwoFactor: { __typename: 'TwoFactorResult', ...envelope, two_factor: state(on, left) } },
    Number.POSITIVE_INFINITY,
  );
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('the two-factor settings', () => {
  it('set up the app from its QR code or key, then show the recovery codes once', async () => {
    const setup = answeredMock(
      BeginTotpSetupDocument,
      {},
      {
        beginTotpSetup: {
          __typename: 'TotpSetupResult',
          ...envelope,
          setup: {
            __typename: 'TotpSetup',
            secret: SECRET,
            uri: `otpauth://totp/x?secret=${SECRET}`,
            qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
          },
        },
      },
    );
    const wrong = answeredMock(
      EnableTotpDocument,
      { code: '111111' },
      {
        enableTotp: {
          __typename: 'TwoFactorResult',
          ...failed('Invalid code', [['code', 'Invalid code']]),
          two_factor: null,
          recovery_codes: null,
        },
      },
    );
    const right = answeredMock(
      EnableTotpDocument,
      { code: '222222' },
      {
        enableTotp: {
          __typename: 'TwoFactorResult',
          ...envelope,
          field_errors: null,
          two_factor: state(true),
          recovery_codes: CODES,
        },
      },
    );
    const { user } = renderWithProviders(<TwoFactorPage />, {
      mocks: [stateMock(false).mock, setup.mock, wrong.mock, right.mock],
    });
    const card = await screen.findByRole('region', { name: 'Authenticator app' });
    expect(within(card).getByText('Off')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Set up' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the app'), '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText('This code is not valid. Check it, or wait for the next one.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), '222222');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByText('Two-factor sign-in is on.')).toBeInTheDocument();
    const { files: saved, links } = catchDownloads();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await saved[0]!.text()).toContain(CODES.join('\n'));
    expect(links[0]!.download).toBe('wealth-tracker-recovery-codes.txt');
    vi.restoreAllMocks();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    // once saved, never shown again: the state says it is on
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText('10 recovery codes left.')).toBeInTheDocument();
    expect(screen.getByText('On')).toBeInTheDocument();
  });

  it('make new recovery codes, and turn it off, each with a code', async () => {
    const renew = answeredMock(
      RenewRecoveryCodesDocument,
      { code: 'old01-codes' },
      {
        renewRecoveryCodes: {
          __typename: 'TwoFactorResult',
          ...envelope,
          field_errors: null,
          two_factor: state(true, 10),
          recovery_codes: CODES,
        },
      },
    );
    const off = answeredMock(
      DisableTotpDocument,
      { code: '333333' },
      {
        disableTotp: {
          __typename: 'TwoFactorResult',
          ...envelope,
          field_errors: null,
          two_factor: state(false),
        },
      },
    );
    const { user } = renderWithProviders(<TwoFactorPage />, {
      mocks: [stateMock(true, 2).mock, renew.mock, off.mock],
    });
    expect(await screen.findByText('2 recovery codes left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    await user.type(screen.getByLabelText('Code from the app or a recovery code'), 'old01-codes');
    await user.click(screen.getByRole('button', { name: 'Make new codes' }));
    expect(await screen.findByRole('list', { name: 'Your recovery codes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('10 recovery codes left.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText('Code from the app or a recovery code'), '333333');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(screen.getByText('Off')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up' })).toBeInTheDocument();
  });

  it('read in German', async () => {
    const { i18n } = renderWithProviders(<TwoFactorPage />, { mocks: [stateMock(true, 1).mock] });
    await i18n.changeLanguage('de');
    expect(await screen.findByText('Noch 1 Wiederherstellungscode.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ausschalten' })).toBeInTheDocument();
  });
});

const policy = (required: boolean) => ({
  __typename: 'Policy',
  admins_need_two_factor: required,
  updated_at: '2026-11-20T10:00:00.000Z',
  updated_by_email: null,
});
const policyAnswer = (required: boolean | null, message: string | null = null) => ({
  __typename: 'PolicyResult',
  success: required !== null,
  message,
  errors: message ? [message] : null,
  policy: required === null ? null : policy(required),
});

describe("the administrators' policy", () => {
  it('is required from the users list, after a confirmation; a refusal is said in the dialog', async () => {
    const own =
      'Turn on two-factor sign-in for your own account first, or you would lock yourself out';
    const refused = answeredMock(
      UpdatePolicyAdminDocument,
      { admins_need_two_factor: true },
      { updatePolicyAdmin: policyAnswer(null, own) },
    );
    const saved = answeredMock(
      UpdatePolicyAdminDocument,
      { admins_need_two_factor: true },
      { updatePolicyAdmin: policyAnswer(true, 'Policy saved') },
    );
    const read = answeredMock(GetPolicyAdminDocument, undefined, {
      getPolicyAdmin: policyAnswer(false),
    });
    const { user } = renderWithProviders(<PolicyButton />, {
      mocks: [read.mock, refused.mock, saved.mock],
    });
    await user.click(await screen.findByRole('button', { name: 'Two factors: optional' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Require two-factor sign-in of administrators?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Require it' }));
    expect(await within(dialog).findByText(own)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Require it' }));
    expect(
      await screen.findByRole('button', { name: 'Two factors: required' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows an administrator without two factors the way to turn it on, on every page', async () => {
    const admin = makeMe(makeUser({ fullname: 'Grace Hopper', role: 'admin' }), {
      needs_two_factor: true,
    });
    const { user, path } = renderApp('/dashboard', {
      token: makeToken({ role: 'admin' }),
      mocks: [getMeMock(admin), stateMock(false).mock],
    });
    const banner = await screen.findByText(
      'Administrators must use two-factor sign-in: the administration opens once you turn it on.',
    );
    await user.click(
      within(banner.closest('[role="alert"]')!).getByRole('link', { name: 'Turn it on' }),
    );
    await waitFor(() => expect(path()).toBe('/settings/two-factor'));
    expect(await screen.findByRole('button', { name: 'Set up' })).toBeInTheDocument();
    // not on the page that turns it on
    expect(
      screen.queryByText(/the administration opens once you turn it on/),
    ).not.toBeInTheDocument();
  });
});

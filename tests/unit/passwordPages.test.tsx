import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from '../../src/features/auth/ForgotPasswordPage';
import { UpdatePasswordPage } from '../../src/features/auth/UpdatePasswordPage';
import {
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  UpdatePasswordDocument,
} from '../../src/features/auth/Auth.generated';
import { answeredMock, authResult, makeToken, resultEnvelope } from './factories';
import { renderWithProviders } from './render';

const password = 'correct horse';

function renderUpdatePassword(route: string, mocks: MockedResponse[] = []) {
  const path = route.startsWith('/update-password/')
    ? '/update-password/:token'
    : '/update-password';
  return renderWithProviders(<UpdatePasswordPage />, { route, path, mocks });
}

async function submitPasswords(user: UserEvent, first: string, second: string) {
  await user.type(screen.getByLabelText('New password'), first);
  await user.type(screen.getByLabelText('Confirm password'), second);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('forgot password', () => {
  it('requires a valid e-mail', async () => {
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it.each([true, false])(
    'answers the same whether or not the address exists (server success: %s)',
    async (success) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const data = {
        requestPasswordReset: resultEnvelope(success, { message: success ? null : 'Unknown user' }),
      };
      const { mock } = answeredMock(
        RequestPasswordResetDocument,
        { email: 'who@example.com' },
        data,
      );
      const { user } = renderWithProviders(<ForgotPasswordPage />, {
        route: '/forgot-password',
        mocks: [mock],
      });
      await user.type(screen.getByLabelText('Email'), 'who@example.com');
      await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));
      expect(
        await screen.findByText(/If an account exists for who@example.com/),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Unknown user/)).not.toBeInTheDocument();
    },
  );
});

describe('forgot password, refused by a limit', () => {
  it('says that no mail is on its way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mock } = answeredMock(
      RequestPasswordResetDocument,
      { email: 'who@example.com' },
      {
        requestPasswordReset: resultEnvelope(false, {
          message: 'Too many attempts, try again later',
        }),
      },
    );
    const { user } = renderWithProviders(<ForgotPasswordPage />, {
      route: '/forgot-password',
      mocks: [mock],
    });
    await user.type(screen.getByLabelText('Email'), 'who@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(
      await screen.findByText('Too many attempts. Please wait a while and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/If an account exists/)).not.toBeInTheDocument();
  });
});

describe('update password', () => {
  it('requires the new password and a matching confirmation', async () => {
    const { user } = renderUpdatePassword('/update-password/abc');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();

    await submitPasswords(user, password, 'correct hose');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('resets with the token from the mail, then points to sign in', async () => {
    const { mock, result } = answeredMock(
      ResetPasswordDocument,
      { token: 'mail-token', password, confirmation: password },
      { resetPassword: { ...resultEnvelope(true), field_errors: null } },
    );
    const { user } = renderUpdatePassword('/update-password/mail-token', [mock]);
    await submitPasswords(user, password, password);
    expect(await screen.findByText(/Sign in with your new password/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('says so when the reset link is no longer valid', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mock } = answeredMock(
      ResetPasswordDocument,
      { token: 'old', password, confirmation: password },
      { resetPassword: { ...resultEnvelope(false, { message: 'expired' }), field_errors: null } },
    );
    const { user } = renderUpdatePassword('/update-password/old', [mock]);
    await submitPasswords(user, password, password);
    expect(
      await screen.findByText('This reset link is invalid or has expired.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('changes the signed-in user’s password and keeps the fresh token', async () => {
    localStorage.setItem('accountant-auth', makeToken({ role: 'user', sub: 'old' }));
    localStorage.setItem('email-verified', 'user');
    const fresh = makeToken({ role: 'user', sub: 'fresh' });
    const { mock } = answeredMock(
      UpdatePasswordDocument,
      { password, confirmation: password },
      { updatePassword: authResult(true, { token: fresh }) },
    );
    const { user } = renderUpdatePassword('/update-password', [mock]);
    await submitPasswords(user, password, password);
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('accountant-auth')).toBe(fresh));
  });
});

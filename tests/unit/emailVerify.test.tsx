import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmailVerifyPage } from '../../src/features/auth/EmailVerifyPage';
import { VerifyEmailDocument } from '../../src/features/auth/Auth.generated';
import { answeredMock, authResult, makeToken } from './factories';
import { renderWithProviders } from './render';

function verifyMock(token: string, answer: { success: boolean; token?: string }) {
  const data = {
    verifyEmail: authResult(answer.success, {
      token: answer.token,
      message: answer.success ? null : 'Token used',
    }),
  };
  return answeredMock(VerifyEmailDocument, { token }, data, 3);
}

describe('e-mail verification link', () => {
  it('verifies once, stores the fresh token and role, and links to the dashboard', async () => {
    const fresh = makeToken({ role: 'user' });
    const { mock, result } = verifyMock('mail-token', { success: true, token: fresh });
    renderWithProviders(<EmailVerifyPage />, {
      route: '/email-verify/mail-token',
      path: '/email-verify/:token',
      mocks: [mock],
    });
    expect(
      await screen.findByText('Thank you! Your email address is confirmed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(localStorage.getItem('accountant-auth')).toBe(fresh);
    expect(localStorage.getItem('email-verified')).toBe('user');
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('explains a bad link and offers a new one to a signed-in user', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('accountant-auth', makeToken({ role: 'unverified' }));
    const { mock } = verifyMock('used', { success: false });
    renderWithProviders(<EmailVerifyPage />, {
      route: '/email-verify/used',
      path: '/email-verify/:token',
      mocks: [mock],
    });
    expect(
      await screen.findByText(/invalid, has already been used or has expired/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute(
      'href',
      '/email-confirm',
    );
  });

  it('asks a visitor who is not signed in to sign in for a new link', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mock } = verifyMock('used', { success: false });
    renderWithProviders(<EmailVerifyPage />, {
      route: '/email-verify/used',
      path: '/email-verify/:token',
      mocks: [mock],
    });
    expect(await screen.findByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

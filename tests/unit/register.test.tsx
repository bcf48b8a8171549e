import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RegisterPage } from '../../src/features/auth/RegisterPage';
import { SignupUserDocument } from '../../src/features/auth/Auth.generated';
import { answeredMock, authResult, getMeMock, makeToken, makeUser } from './factories';
import { renderApp, renderWithProviders } from './render';

const input = { fullname: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical-engine' };

function signupMock(answer: { success: boolean; token?: string; message?: string }) {
  const errors = answer.success ? null : ['email taken'];
  return answeredMock(
    SignupUserDocument,
    { ...input, terms_accepted: true, language: 'en' },
    { signupUser: authResult(answer.success, { ...answer, errors }) },
  );
}

describe('register page', () => {
  it('requires name, e-mail, password and the terms', async () => {
    const { mock, result } = signupMock({ success: false });
    const { user } = renderWithProviders(<RegisterPage />, { route: '/register', mocks: [mock] });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the terms and conditions')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full name'), input.fullname);
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.type(screen.getByLabelText('Password'), input.password);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the terms and conditions')).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
  });

  it('links to the terms and back to sign in', () => {
    renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows "Invalid email or password" when sign-up fails and logs the server message', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mock, result } = signupMock({
      success: false,
      message: 'This e-mail is already registered',
    });
    const { user } = renderWithProviders(<RegisterPage />, { route: '/register', mocks: [mock] });
    await user.type(screen.getByLabelText('Full name'), input.fullname);
    await user.type(screen.getByLabelText('Email'), input.email);
    await user.type(screen.getByLabelText('Password'), input.password);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/already registered/)).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      expect.any(String),
      'This e-mail is already registered',
      ['email taken'],
    );
    expect(localStorage.getItem('accountant-auth')).toBeNull();
  });

  it('says so when too many sign-ups came from the address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mock } = signupMock({ success: false, message: 'Too many attempts, try again later' });
    const { user } = renderWithProviders(<RegisterPage />, { route: '/register', mocks: [mock] });
    await user.type(screen.getByLabelText('Full name'), input.fullname);
    await user.type(screen.getByLabelText('Email'), input.email);
    await user.type(screen.getByLabelText('Password'), input.password);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Too many attempts. Please wait a while and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });

  it('starts the session and asks to confirm the e-mail on success', async () => {
    const token = makeToken({ role: 'unverified' });
    const { mock } = signupMock({ success: true, token });
    const user = makeUser({ email: input.email, role: 'unverified', email_verified: false });
    const app = renderApp('/register', { mocks: [mock, getMeMock(user)] });
    await app.user.type(await screen.findByLabelText('Full name'), input.fullname);
    await app.user.type(screen.getByLabelText('Email'), input.email);
    await app.user.type(screen.getByLabelText('Password'), input.password);
    await app.user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await app.user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    await waitFor(() => expect(app.path()).toBe('/email-confirm'));
    expect(localStorage.getItem('accountant-auth')).toBe(token);
    expect(localStorage.getItem('email-verified')).toBe('unverified');
    expect(await screen.findByText(/ada@example.com/)).toBeInTheDocument();
  });
});

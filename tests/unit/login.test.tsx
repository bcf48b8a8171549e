import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../src/features/auth/LoginPage';
import { LoginUserDocument } from '../../src/features/auth/Auth.generated';
import { answeredMock, authResult, getMeMock, makeToken, makeUser } from './factories';
import { renderApp, renderWithProviders } from './render';

function loginMock(
  email: string,
  password: string,
  answer: { success: boolean; token?: string; message?: string },
) {
  const errors = answer.success ? null : ['bad credentials'];
  return answeredMock(
    LoginUserDocument,
    { email, password },
    { loginUser: authResult(answer.success, { ...answer, errors }) },
  );
}

describe('login page', () => {
  it('asks for e-mail and password before sending anything', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mock, result } = loginMock('ada@example.com', 'secret-pass', { success: false });
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', mocks: [mock] });

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
  });

  it('rejects an invalid e-mail address without calling the API', async () => {
    const { mock, result } = loginMock('not-an-email', 'secret-pass', { success: false });
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', mocks: [mock] });
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
  });

  it.each([
    ['Too many attempts, try again later', 'Too many attempts. Please wait a while and try again.'],
    [
      'The server is busy, try again in a moment',
      'The server is busy. Please try again in a moment.',
    ],
  ])('says so when a limit of the server refused the sign-in (%s)', async (message, shown) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mock } = loginMock('ada@example.com', 'secret-pass', { success: false, message });
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', mocks: [mock] });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });

  it('stores the token and role and opens the dashboard on success', async () => {
    const token = makeToken({ role: 'user' });
    const { mock } = loginMock('ada@example.com', 'secret-pass', { success: true, token });
    const { user, path } = renderApp('/login', {
      mocks: [mock, getMeMock(makeUser({ fullname: 'Ada Lovelace' }))],
    });

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    // a shared computer forgets the session when the browser closes unless asked otherwise
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/dashboard');
    expect(localStorage.getItem('accountant-auth')).toBe(token);
    expect(localStorage.getItem('email-verified')).toBe('user');
    expect(localStorage.getItem('accountant-remember')).toBe('0');
  });

  it('shows only "Invalid email or password" on failure; the server message goes to the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mock } = loginMock('ada@example.com', 'wrong-pass', {
      success: false,
      message: 'No such user or wrong password',
    });
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', mocks: [mock] });

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.queryByText(/No such user/)).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      expect.any(String),
      'No such user or wrong password',
      ['bad credentials'],
    );
    expect(localStorage.getItem('accountant-auth')).toBeNull();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  it('shows the same message when the request fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<LoginPage />, {
      route: '/login',
      mocks: [
        {
          request: {
            query: LoginUserDocument,
            variables: { email: 'ada@example.com', password: 'pw' },
          },
          error: new Error('Network down'),
        },
      ],
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it('links to the forgot-password and register pages', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });
});

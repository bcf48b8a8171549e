import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMeMock, makeToken, makeUser } from './factories';
import { renderApp } from './render';

/** The app at `url` for a signed-in user called Grace Hopper with this role. */
function renderSignedIn(url: string, role = 'user') {
  return renderApp(url, {
    token: makeToken({ role }),
    mocks: [
      getMeMock(makeUser({ fullname: 'Grace Hopper', role: role === 'admin' ? 'admin' : 'user' })),
    ],
  });
}

async function expectDashboard(app: ReturnType<typeof renderApp>) {
  expect(await screen.findByRole('heading', { name: 'Welcome, Grace Hopper' })).toBeInTheDocument();
  expect(app.path()).toBe('/dashboard');
}

describe('who may see what', () => {
  it('sends a visitor without a token from a signed-in page to /login', async () => {
    const app = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.path()).toBe('/login');
  });

  it('clears an expired token and its role, then sends to /login', async () => {
    const app = renderApp('/dashboard', {
      token: makeToken({ role: 'user', expiresInSeconds: -10 }),
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.path()).toBe('/login');
    expect(localStorage.getItem('accountant-auth')).toBeNull();
    expect(localStorage.getItem('email-verified')).toBeNull();
  });

  it('clears an undecodable token and its role, then sends to /login', async () => {
    const app = renderApp('/dashboard', { token: 'not-a-token', role: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.path()).toBe('/login');
    expect(localStorage.getItem('accountant-auth')).toBeNull();
    expect(localStorage.getItem('email-verified')).toBeNull();
  });

  it.each(['/dashboard', '/update-password'])(
    'keeps an unverified user on /email-confirm (from %s)',
    async (url) => {
      const user = makeUser({
        role: 'unverified',
        email_verified: false,
        email: 'new@example.com',
      });
      const app = renderApp(url, {
        token: makeToken({ role: 'unverified' }),
        mocks: [getMeMock(user)],
      });
      expect(
        await screen.findByRole('heading', { name: 'Confirm your email' }),
      ).toBeInTheDocument();
      expect(app.path()).toBe('/email-confirm');
    },
  );

  it('lets a verified user through to the dashboard and away from /email-confirm', async () => {
    await expectDashboard(renderSignedIn('/email-confirm'));
  });

  it.each(['/', '/login', '/register', '/forgot-password'])(
    'sends a signed-in user from %s to /dashboard',
    async (url) => {
      await expectDashboard(renderSignedIn(url));
    },
  );

  it('shows the login page to a visitor whose token expired', async () => {
    const app = renderApp('/login', { token: makeToken({ expiresInSeconds: -1 }) });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.path()).toBe('/login');
    await waitFor(() => expect(localStorage.getItem('accountant-auth')).toBeNull());
  });

  it('shows the Administration menu only to an admin', async () => {
    renderSignedIn('/dashboard', 'admin');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByText('Administration')).toBeInTheDocument();
    for (const name of ['Users', 'Venues', 'Instruments', 'Categories', 'Instrument Mappings']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('hides the Administration menu from a user', async () => {
    renderSignedIn('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    for (const name of [
      'Dashboard',
      'Accounts',
      'Assets',
      'Transactions',
      'Crypto',
      'Cash',
      'Banking',
    ]) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).queryByText('Administration')).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('goes by the stored role (email-verified), not only the token', async () => {
    renderApp('/dashboard', {
      token: makeToken({ role: 'admin' }),
      role: 'user',
      mocks: [getMeMock(makeUser())],
    });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByText('Administration')).not.toBeInTheDocument();
  });
});

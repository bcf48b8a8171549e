import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogoutUserDocument } from '../../src/graphql/Session.generated';
import { answeredMock, getMeMock, makeToken, makeUser, resultEnvelope } from './factories';
import { navInstrumentsMock } from './accountFactories';
import { renderApp } from './render';

const logoutMock = () =>
  answeredMock(LogoutUserDocument, undefined, { logoutUser: resultEnvelope(true) });

describe('app shell', () => {
  it('shows the avatar initials; hovering opens the e-mail and Logout; Logout ends the session', async () => {
    const { mock, result } = logoutMock();
    const me = makeUser({ fullname: 'Grace Hopper', email: 'grace@example.com' });
    const app = renderApp('/dashboard', {
      token: makeToken({ role: 'user' }),
      mocks: [getMeMock(me), mock],
    });

    const avatar = await screen.findByRole('button', { name: 'Account menu of Grace Hopper' });
    expect(avatar).toHaveTextContent('GH');
    expect(screen.queryByText('grace@example.com')).not.toBeInTheDocument();

    await app.user.hover(avatar);
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.path()).toBe('/login');
    expect(result).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('accountant-auth')).toBeNull();
    expect(localStorage.getItem('email-verified')).toBeNull();
  });

  it('invites feedback to the support address in the footer', async () => {
    renderApp('/dashboard', { token: makeToken({ role: 'user' }), mocks: [getMeMock()] });
    const link = await screen.findByRole('link', { name: 'support@example.com' });
    expect(link).toHaveAttribute('href', 'mailto:support@example.com');
  });

  it('sends the user to /login as soon as the token is gone (e.g. signed out in another tab)', async () => {
    const app = renderApp('/dashboard', {
      token: makeToken({ role: 'user' }),
      mocks: [getMeMock(makeUser({ fullname: 'Grace Hopper' }))],
    });
    await screen.findByRole('heading', { name: 'Welcome, Grace Hopper' });
    act(() => {
      localStorage.removeItem('accountant-auth');
      window.dispatchEvent(new StorageEvent('storage', { key: 'accountant-auth' }));
    });
    await waitFor(() => expect(app.path()).toBe('/login'));
  });

  it('switches the interface to German', async () => {
    const app = renderApp('/dashboard', {
      token: makeToken({ role: 'user' }),
      mocks: [getMeMock(makeUser({ fullname: 'Grace Hopper' }))],
    });
    await screen.findByRole('heading', { name: 'Welcome, Grace Hopper' });
    await app.user.click(screen.getByRole('button', { name: 'Language: EN' }));
    // the menu's code loads on first use
    await app.user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    expect(
      await screen.findByRole('heading', { name: 'Willkommen, Grace Hopper' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeInTheDocument();
  });

  it('opens the account menu on a tap too; an unverified user is offered no password change', async () => {
    const me = makeUser({ role: 'unverified', email_verified: false, email: 'new@example.com' });
    const app = renderApp('/email-confirm', {
      token: makeToken({ role: 'unverified' }),
      mocks: [getMeMock(me)],
    });
    await app.user.click(await screen.findByRole('button', { name: /Account menu of/ }));
    expect(await screen.findByText('new@example.com', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Change password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('leads from the account menu to the person’s settings', async () => {
    const app = renderApp('/dashboard', {
      token: makeToken({ role: 'user' }),
      mocks: [getMeMock(makeUser({ fullname: 'Grace Hopper' })), navInstrumentsMock()],
    });
    await app.user.click(await screen.findByRole('button', { name: /Account menu of/ }));
    await app.user.click(await screen.findByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(app.path()).toBe('/settings'));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Grace Hopper');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '../../src/features/errors/NotFoundPage';
import { paths } from '../../src/lib/paths';
import { makeToken } from './factories';
import { renderApp, renderWithProviders } from './render';

describe('NotFoundPage', () => {
  it('says the page does not exist and leads back home', async () => {
    renderWithProviders(<NotFoundPage />, { route: '/no-such-page' });
    expect(
      await screen.findByText('Sorry, the page you visited does not exist.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', paths.home);
  });
});

describe('an unknown address', () => {
  it('offers sign-in and sign-up to a visitor', async () => {
    renderApp('/no-such-page');
    await screen.findByText('Sorry, the page you visited does not exist.');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', paths.login);
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('leads a signed-in user back to the dashboard instead', async () => {
    renderApp('/no-such-page', { token: makeToken() });
    await screen.findByText('Sorry, the page you visited does not exist.');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      paths.dashboard,
    );
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });
});

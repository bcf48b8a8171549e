import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render';

describe('the browser tab names the screen', () => {
  it.each([
    ['/login', 'Sign in', 'Sign in · Wealth Tracker'],
    ['/terms-conditions', 'Beta Release Disclaimer', 'Beta Release Disclaimer · Wealth Tracker'],
    ['/no-such-page', 'Page not found', 'Page not found · Wealth Tracker'],
  ])('%s', async (url, heading, title) => {
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: heading });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('the landing page is the app name alone', async () => {
    document.title = 'something else';
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Track Your Wealth, Simplified' });
    await waitFor(() => expect(document.title).toBe('Wealth Tracker'));
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CookieBanner } from '../../src/components/CookieBanner';
import { renderApp, renderWithProviders } from './render';

const text =
  'We use cookies to ensure you get the best experience on our website. By continuing to use this site, you consent to our use of cookies.';

describe('cookie banner', () => {
  it('is shown while there is no consent cookie', () => {
    renderWithProviders(<CookieBanner />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I Agree' })).toBeInTheDocument();
  });

  it('"I Agree" stores cookieConsent=true for 365 days and hides the banner', async () => {
    const cookieSetter = vi.spyOn(document, 'cookie', 'set');
    const { user } = renderWithProviders(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: 'I Agree' }));

    expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(document.cookie).toContain('cookieConsent=true');
    const written = cookieSetter.mock.calls
      .map(([value]) => value)
      .find((value) => value.startsWith('cookieConsent=true'));
    expect(written).toMatch(/max-age=31536000/);
    const expires = new Date(/expires=([^;]+)/.exec(written!)![1]).getTime();
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(365);
  });

  it('stays hidden once consent was given', () => {
    document.cookie = 'cookieConsent=true; path=/';
    renderWithProviders(<CookieBanner />);
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('is mounted once for the whole app', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.getAllByText(text)).toHaveLength(1);
  });
});

import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PublicLayout } from '../../src/components/PublicLayout';
import { LandingPage } from '../../src/features/landing/LandingPage';
import { paths } from '../../src/lib/paths';
import { renderWithProviders } from './render';

async function renderLanding() {
  renderWithProviders(<LandingPage />, { route: paths.home });
  return screen.findByRole('heading', { level: 1 });
}

describe('LandingPage', () => {
  it('opens with the hero title as the one h1 and the "Get Started For Free" button', async () => {
    const h1 = await renderLanding();
    expect(h1).toHaveTextContent('Track Your Wealth, Simplified');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getAllByRole('link', { name: 'Get Started For Free' }).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('sends every call to action to the sign-up page', async () => {
    await renderLanding();
    const links = screen.getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', paths.register);
  });

  it('walks through the three steps: sign up, connect accounts, track wealth', async () => {
    await renderLanding();
    const steps = within(
      screen.getByRole('region', { name: 'Get started in three simple steps' }),
    ).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(within(steps[0]).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Sign up for a free account',
    );
    expect(within(steps[1]).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Connect your accounts',
    );
    expect(steps[1]).toHaveTextContent(/bank accounts, investment accounts and crypto wallets/);
    expect(within(steps[2]).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Track your wealth',
    );
  });

  it('has sections on net worth, the crypto portfolio, bank balances and real assets', async () => {
    await renderLanding();
    const region = screen.getByRole('region', { name: 'One dashboard for all your wealth' });
    for (const title of ['Net worth', 'Crypto portfolio', 'Bank balances', 'Real assets']) {
      expect(within(region).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('promises exchange and bank integration, real-time updates and a net-worth overview', async () => {
    await renderLanding();
    for (const title of [
      'Crypto exchange integration',
      'Bank account integration',
      'Real-time updates',
      'Net-worth overview',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('labels the hero preview as an example, not real data', async () => {
    await renderLanding();
    expect(screen.getByText('Example')).toBeInTheDocument();
    expect(
      screen.getByText('Illustration with sample figures, not real data.'),
    ).toBeInTheDocument();
  });

  it('ends with a call to action', async () => {
    await renderLanding();
    const cta = screen.getByRole('region', { name: 'Ready to see your whole financial picture?' });
    expect(within(cta).getByRole('link', { name: 'Get Started For Free' })).toHaveAttribute(
      'href',
      paths.register,
    );
  });

  it('keeps the headings in order: no level is skipped', async () => {
    await renderLanding();
    const levels = screen
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]).toBeLessThanOrEqual(1);
    });
  });
});

describe('PublicLayout', () => {
  function renderLayout() {
    return renderWithProviders(
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<p>page content</p>} />
        </Route>
      </Routes>,
      { route: paths.home },
    );
  }

  it('renders the page between the navbar and the footer', async () => {
    renderLayout();
    expect(await screen.findByText('page content')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('page content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('links the logo home and offers Login and Register', async () => {
    renderLayout();
    const banner = await screen.findByRole('banner');
    const hrefs = within(banner)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain(paths.home);
    expect(within(banner).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      paths.login,
    );
    expect(within(banner).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      paths.register,
    );
  });

  it('has a colour-mode switch that flips its label', async () => {
    const { user } = renderLayout();
    const banner = await screen.findByRole('banner');
    const toggle = within(banner).getByRole('button', { name: /(dark|light) mode/i });
    const before = toggle.getAttribute('aria-label');
    await user.click(toggle);
    expect(
      within(banner)
        .getByRole('button', { name: /(dark|light) mode/i })
        .getAttribute('aria-label'),
    ).not.toBe(before);
  });

  it('links the terms, the privacy policy, three social profiles and the support address in the footer', async () => {
    renderLayout();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      paths.terms,
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      paths.privacy,
    );
    for (const name of ['Follow us on X', 'View the project on GitHub', 'Follow us on LinkedIn']) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    const email = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@example.com';
    expect(footer).toHaveTextContent('Help us improve the beta: send your feedback to');
    expect(within(footer).getByRole('link', { name: email })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
  });
});

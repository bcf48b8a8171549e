import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrivacyPage } from '../../src/features/legal/PrivacyPage';
import { TermsPage } from '../../src/features/legal/TermsPage';
import { paths } from '../../src/lib/paths';
import { renderWithProviders } from './render';

describe('TermsPage', () => {
  it('is titled "Beta Release Disclaimer"', async () => {
    renderWithProviders(<TermsPage />, { route: paths.terms });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Beta Release Disclaimer',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('states each of the eight beta terms', async () => {
    renderWithProviders(<TermsPage />, { route: paths.terms });
    await screen.findByRole('heading', { level: 1 });
    const terms = [
      'No warranties',
      'No uptime guarantee',
      'Possible data loss',
      'Internal use only',
      'Access can be revoked',
      'Fees may be introduced later',
      'Telemetry consent',
      'Governing law',
    ];
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(terms.length);
    terms.forEach((term, index) =>
      expect(headings[index]).toHaveTextContent(`${index + 1}.${term}`),
    );
  });

  it('names the laws of Barbados as the governing law', async () => {
    renderWithProviders(<TermsPage />, { route: paths.terms });
    const section = await screen.findByRole('region', { name: /Governing law/ });
    expect(section).toHaveTextContent('These terms are governed by the laws of Barbados.');
  });

  it('links every section from its table of contents', async () => {
    renderWithProviders(<TermsPage />, { route: paths.terms });
    const contents = await screen.findByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(8);
    for (const link of links) {
      const target = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(target)).toBeInstanceOf(HTMLElement);
    }
  });
});

describe('PrivacyPage', () => {
  it('is titled "Privacy Policy" and has its five sections', async () => {
    renderWithProviders(<PrivacyPage />, { route: paths.privacy });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    const sections = [
      'Introduction',
      'Responsibilities',
      'Account security',
      'Liability',
      'Governing law',
    ];
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(sections.length);
    sections.forEach((section, index) =>
      expect(headings[index]).toHaveTextContent(`${index + 1}.${section}`),
    );
  });
});

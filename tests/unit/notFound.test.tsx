import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '../../src/features/errors/NotFoundPage';
import { paths } from '../../src/lib/paths';
import { renderWithProviders } from './render';

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

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from '../../src/components/UserAvatar';
import { avatarColor, avatarPalette, initials } from '../../src/lib/avatar';
import { renderWithProviders } from './render';

describe('avatar', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada lovelace', 'AL'],
    ['Ada', 'A'],
    ['Ada Augusta King Lovelace', 'AA'],
    ['  Grace   Hopper  ', 'GH'],
    ['jürgen ömer', 'JÖ'],
    ['', '?'],
  ])('shows at most 2 letters for %j: %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
    expect(initials(name).length).toBeLessThanOrEqual(2);
  });

  it('picks a colour from the 11-colour palette, the same one every time', () => {
    expect(avatarPalette).toHaveLength(11);
    for (const name of ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', '', 'x']) {
      expect(avatarPalette).toContain(avatarColor(name));
      expect(avatarColor(name)).toBe(avatarColor(name));
    }
    const used = new Set(Array.from({ length: 200 }, (_, i) => avatarColor(`User ${i}`)));
    expect(used.size).toBeGreaterThan(5); // names spread over the palette
  });

  it('renders the initials', () => {
    renderWithProviders(<UserAvatar name="Grace Hopper" />);
    expect(screen.getByText('GH')).toBeInTheDocument();
  });
});

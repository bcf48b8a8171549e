import { useTheme } from '@mui/material';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColorModeSwitch } from '../../src/components/ColorModeSwitch';
import { renderWithProviders } from './render';
import { stubMatchMedia } from './matchMedia';

function ThemeProbe() {
  const theme = useTheme();
  return <output data-testid="mode">{theme.palette.mode}</output>;
}

const ui = (
  <>
    <ColorModeSwitch />
    <ThemeProbe />
  </>
);

describe('colour mode', () => {
  it('defaults to the system preference', () => {
    stubMatchMedia((query) => query.includes('prefers-color-scheme: dark'));
    renderWithProviders(ui);
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');
    expect(localStorage.getItem('colorMode')).toBeNull();
  });

  it('defaults to light when the system prefers light', () => {
    renderWithProviders(ui);
    expect(screen.getByTestId('mode')).toHaveTextContent('light');
  });

  it('saves a toggle in colorMode, and reads it back after a reload', async () => {
    const first = renderWithProviders(ui);
    await first.user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');
    expect(localStorage.getItem('colorMode')).toBe('dark');
    first.unmount();

    const second = renderWithProviders(ui); // a reload: the system still prefers light
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');
    await second.user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(localStorage.getItem('colorMode')).toBe('light');
  });

  it('a saved choice wins over the system preference', () => {
    localStorage.setItem('colorMode', 'light');
    stubMatchMedia((query) => query.includes('prefers-color-scheme: dark'));
    renderWithProviders(ui);
    expect(screen.getByTestId('mode')).toHaveTextContent('light');
  });
});

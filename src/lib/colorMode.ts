// Colour mode: light or dark, saved in `colorMode`, defaulting to the system preference.
import { createContext, useContext } from 'react';

export type ColorMode = 'light' | 'dark';
export const COLOR_MODE_KEY = 'colorMode';

export function systemColorMode(): ColorMode {
  return typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

export function readColorMode(): ColorMode {
  const saved = localStorage.getItem(COLOR_MODE_KEY);
  return saved === 'light' || saved === 'dark' ? saved : systemColorMode();
}

export function saveColorMode(mode: ColorMode): void {
  localStorage.setItem(COLOR_MODE_KEY, mode);
}

export type ColorModeContextValue = { mode: ColorMode; toggle: () => void };

export const ColorModeContext = createContext<ColorModeContextValue>({
  mode: 'light',
  toggle: () => {},
});

export function useColorMode(): ColorModeContextValue {
  return useContext(ColorModeContext);
}

// Colour mode: light or dark, saved in `colorMode`, defaulting to the system preference. No
// dependencies: the prerendered pages' check script (src/prerender/) runs the same rule.

export type ColorMode = 'light' | 'dark';
export const COLOR_MODE_KEY = 'colorMode';

export function systemColorMode(): ColorMode {
  return typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

/** The saved mode, else the system's (the storage must be readable: the caller decides if not). */
export function readColorMode(): ColorMode {
  const saved = localStorage.getItem(COLOR_MODE_KEY);
  return saved === 'light' || saved === 'dark' ? saved : systemColorMode();
}

export function saveColorMode(mode: ColorMode): void {
  localStorage.setItem(COLOR_MODE_KEY, mode);
}

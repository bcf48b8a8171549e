import { CssBaseline, ThemeProvider } from '@mui/material';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ColorModeContext, readColorMode, saveColorMode, type ColorMode } from '../lib/colorMode';
import { createAppTheme } from './theme';

export type ColorModeProviderProps = { children: ReactNode; initialMode?: ColorMode };

/** The theme for the saved colour mode (or the system's), and the switch that saves a change. */
export function ColorModeProvider({ children, initialMode }: ColorModeProviderProps) {
  const [mode, setMode] = useState<ColorMode>(() => initialMode ?? readColorMode());
  const toggle = useCallback(() => {
    setMode((current) => {
      const next = current === 'light' ? 'dark' : 'light';
      saveColorMode(next);
      return next;
    });
  }, []);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}

import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { readColorMode, saveColorMode, type ColorMode } from '../lib/colorMode';
import { ColorModeContext } from '../lib/useColorMode';
import { createAppTheme } from './theme';

export type ColorModeProviderProps = {
  children: ReactNode;
  initialMode?: ColorMode;
  /** Emotion's cache, when given (the prerender collects the page's styles from it). */
  emotionCache?: EmotionCache;
};

/**
 * The page's CSP nonce (server/securityHeaders.ts allows only <style> tags carrying it). The
 * server writes it on <meta property="csp-nonce">; browsers hide the attribute, so it is read
 * from the `nonce` property. Without the meta (tests, the dev server) there is none.
 */
function readCspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}

type Styling = { nonce: string | undefined; cache: EmotionCache };

/** MUI's styles are <style> tags Emotion adds at run time: its cache gives them the nonce. */
function createStyling(): Styling {
  const nonce = readCspNonce();
  return { nonce, cache: createCache({ key: 'css', nonce }) };
}

/** The theme for the saved colour mode (or the system's), and the switch that saves a change. */
export function ColorModeProvider({ children, initialMode, emotionCache }: ColorModeProviderProps) {
  const [styling] = useState(() =>
    emotionCache ? { nonce: emotionCache.nonce, cache: emotionCache } : createStyling(),
  );
  const [mode, setMode] = useState<ColorMode>(() => initialMode ?? readColorMode());
  const toggle = useCallback(() => {
    setMode((current) => {
      const next = current === 'light' ? 'dark' : 'light';
      saveColorMode(next);
      return next;
    });
  }, []);
  const theme = useMemo(() => createAppTheme(mode, styling.nonce), [mode, styling.nonce]);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return (
    <CacheProvider value={styling.cache}>
      <ColorModeContext.Provider value={value}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          {children}
        </ThemeProvider>
      </ColorModeContext.Provider>
    </CacheProvider>
  );
}

import type { EmotionCache } from '@emotion/cache';
import type { i18n as I18n } from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PageLoader } from '../components/PageLoader';
import type { ColorMode } from '../lib/colorMode';
import { ColorModeProvider } from './ColorModeProvider';

export type AppProvidersProps = {
  i18n: I18n;
  initialColorMode?: ColorMode;
  emotionCache?: EmotionCache;
  children: ReactNode;
};

/**
 * Translations and the theme with its colour mode, around the whole app. Apollo is not here:
 * ApolloBoundary provides it to the signed-in area, and the public pages that call the API load it
 * once drawn (useApiClient), so the landing page never loads it.
 */
export function AppProviders({
  i18n,
  initialColorMode,
  emotionCache,
  children,
}: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ColorModeProvider initialMode={initialColorMode} emotionCache={emotionCache}>
        <Suspense fallback={<PageLoader fullScreen />}>{children}</Suspense>
      </ColorModeProvider>
    </I18nextProvider>
  );
}

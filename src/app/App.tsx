import type { i18n as I18n } from 'i18next';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import type { createAppRouter } from './router';

export type AppProps = { router: ReturnType<typeof createAppRouter>; i18n: I18n };

/**
 * Providers around the router; Apollo comes with the signed-in area (ApolloBoundary) and the public
 * pages that call the API (useApiClient).
 */
export function App({ router, i18n }: AppProps) {
  return (
    <AppProviders i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

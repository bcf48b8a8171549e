// Renders with the real providers: the real theme, the real i18n (English, loaded synchronously
// from public/locales), a router, and Apollo's MockedProvider: the test's exact mocks, then the
// schema mock answering the pickers' lists from the test's `data` (schemaMock.ts).
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useLocation,
} from 'react-router-dom';
import de from '../../public/locales/de/common.json';
import en from '../../public/locales/en/common.json';
import { AppProviders } from '../../src/app/AppProviders';
import { routes } from '../../src/app/router';
import type { ColorMode } from '../../src/lib/colorMode';
import { createBundledI18n } from '../../src/lib/i18n';
import type { Language } from '../../src/lib/language';
import { ROLE_KEY, TOKEN_KEY, parseToken } from '../../src/lib/session';
import { preloadPart } from '../../src/resource/parts';
import type { AnyResource } from '../../src/resource/resource';
import { mockLink, type Asked, type MockData } from './schemaMock';

export function createTestI18n(lng: Language = 'en'): I18n {
  return createBundledI18n(lng, { en, de });
}

/** Shows where the router is, so a test can see where a page sent the user. */
function CurrentPath() {
  const { pathname } = useLocation();
  return <output data-testid="current-path">{pathname}</output>;
}

export type ProviderOptions = {
  /** The URL the router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at (e.g. "/email-verify/:token"); other paths render nothing. */
  path?: string;
  mocks?: readonly MockedResponse[];
  /** The records the pickers' lists are answered from, whatever their variables. */
  data?: MockData;
  colorMode?: ColorMode;
};

export type Rendered = RenderResult & { user: UserEvent; i18n: I18n; asked: Asked };

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, mocks = [], data, colorMode }: ProviderOptions = {},
): Rendered {
  const i18n = createTestI18n();
  const { link, asked } = mockLink(mocks, data);
  const result = render(
    <AppProviders i18n={i18n} initialColorMode={colorMode}>
      <MockedProvider link={link}>
        <MemoryRouter initialEntries={[route]}>
          {path ? (
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={null} />
            </Routes>
          ) : (
            ui
          )}
          <CurrentPath />
        </MemoryRouter>
      </MockedProvider>
    </AppProviders>,
  );
  return { ...result, user: userEvent.setup(), i18n, asked };
}

export type AppOptions = {
  mocks?: readonly MockedResponse[];
  data?: MockData;
  token?: string;
  role?: string;
  colorMode?: ColorMode;
};

/** The whole app (real routes, guards and lazy screens) at `url`, optionally signed in with `token`. */
export function renderApp(
  url: string,
  { mocks = [], data, token, role, colorMode }: AppOptions = {},
) {
  if (token) {
    localStorage.setItem(TOKEN_KEY, token);
    const storedRole = role ?? parseToken(token)?.role;
    if (storedRole) localStorage.setItem(ROLE_KEY, storedRole);
  }
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const i18n = createTestI18n();
  const { link, asked } = mockLink(mocks, data);
  const result = render(
    <AppProviders i18n={i18n} initialColorMode={colorMode}>
      <MockedProvider link={link}>
        <RouterProvider router={router} />
      </MockedProvider>
    </AppProviders>,
  );
  return {
    ...result,
    router,
    user: userEvent.setup(),
    i18n,
    asked,
    path: () => router.state.location.pathname,
  };
}

/**
 * Loads the form and show parts of resources (src/resource/parts.ts), as the router does with a
 * page's code: a page rendered on its own then draws at once, as in the app.
 */
export async function loadParts(...resources: AnyResource[]) {
  await Promise.all(resources.flatMap((r) => [preloadPart(r.form ?? {}), preloadPart(r.show)]));
}

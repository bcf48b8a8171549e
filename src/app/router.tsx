// Every route of the app. Screens are lazy: the landing and sign-in pages never load the
// signed-in area (app shell, dashboard) or the data grid.
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { paths } from '../lib/paths';
import { RequireAdmin, RequireSignedIn } from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** A route `lazy` that loads the named component of a module when the route is first visited. */
function screen<M extends Record<N, ComponentType>, N extends keyof M & string>(
  load: () => Promise<M>,
  name: N,
) {
  return async () => ({ Component: (await load())[name] });
}

const apolloBoundary = screen(() => import('./ApolloBoundary'), 'ApolloBoundary');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader fullScreen />,
    errorElement: <RouteError />,
    children: [
      {
        // public pages: landing, sign-in pages, legal pages, the e-mail link targets, 404
        lazy: screen(() => import('../components/PublicLayout'), 'PublicLayout'),
        children: [
          {
            index: true,
            lazy: screen(() => import('../features/landing/LandingPage'), 'LandingPage'),
          },
          {
            // the pages that call the API
            lazy: apolloBoundary,
            children: [
              {
                path: paths.login,
                lazy: screen(() => import('../features/auth/LoginPage'), 'LoginPage'),
              },
              {
                path: paths.register,
                lazy: screen(() => import('../features/auth/RegisterPage'), 'RegisterPage'),
              },
              {
                path: paths.forgotPassword,
                lazy: screen(
                  () => import('../features/auth/ForgotPasswordPage'),
                  'ForgotPasswordPage',
                ),
              },
              {
                path: paths.resetPasswordPattern,
                lazy: screen(
                  () => import('../features/auth/UpdatePasswordPage'),
                  'UpdatePasswordPage',
                ),
              },
              {
                path: paths.emailVerifyPattern,
                lazy: screen(() => import('../features/auth/EmailVerifyPage'), 'EmailVerifyPage'),
              },
            ],
          },
          {
            path: paths.terms,
            lazy: screen(() => import('../features/legal/TermsPage'), 'TermsPage'),
          },
          {
            path: paths.privacy,
            lazy: screen(() => import('../features/legal/PrivacyPage'), 'PrivacyPage'),
          },
          {
            path: '*',
            lazy: screen(() => import('../features/errors/NotFoundPage'), 'NotFoundPage'),
          },
        ],
      },
      {
        // the signed-in area
        element: <RequireSignedIn />,
        children: [
          {
            lazy: apolloBoundary,
            children: [
              {
                lazy: screen(() => import('../components/AppShell'), 'AppShell'),
                children: [
                  {
                    path: paths.emailConfirm,
                    lazy: screen(
                      () => import('../features/auth/EmailConfirmPage'),
                      'EmailConfirmPage',
                    ),
                  },
                  {
                    path: paths.dashboard,
                    lazy: screen(
                      () => import('../features/dashboard/DashboardPage'),
                      'DashboardPage',
                    ),
                  },
                  {
                    path: paths.updatePassword,
                    lazy: screen(
                      () => import('../features/auth/UpdatePasswordPage'),
                      'UpdatePasswordPage',
                    ),
                  },
                  {
                    path: paths.accounts.list,
                    lazy: screen(
                      () => import('../features/accounts/AccountsListPage'),
                      'AccountsListPage',
                    ),
                  },
                  {
                    path: paths.accounts.create,
                    lazy: screen(
                      () => import('../features/accounts/AccountCreatePage'),
                      'AccountCreatePage',
                    ),
                  },
                  {
                    path: paths.accounts.editPattern,
                    lazy: screen(
                      () => import('../features/accounts/AccountEditPage'),
                      'AccountEditPage',
                    ),
                  },
                  {
                    path: paths.accounts.showPattern,
                    lazy: screen(
                      () => import('../features/accounts/AccountShowPage'),
                      'AccountShowPage',
                    ),
                  },
                  {
                    path: paths.transactions.list,
                    lazy: screen(
                      () => import('../features/transactions/TransactionsListPage'),
                      'TransactionsListPage',
                    ),
                  },
                  {
                    path: paths.transactions.create,
                    lazy: screen(
                      () => import('../features/transactions/TransactionCreatePage'),
                      'TransactionCreatePage',
                    ),
                  },
                  {
                    path: paths.transactions.editPattern,
                    lazy: screen(
                      () => import('../features/transactions/TransactionEditPage'),
                      'TransactionEditPage',
                    ),
                  },
                  {
                    path: paths.transactions.showPattern,
                    lazy: screen(
                      () => import('../features/transactions/TransactionShowPage'),
                      'TransactionShowPage',
                    ),
                  },
                  {
                    path: paths.assets.list,
                    lazy: screen(
                      () => import('../features/assets/AssetsListPage'),
                      'AssetsListPage',
                    ),
                  },
                  {
                    path: paths.assets.create,
                    lazy: screen(
                      () => import('../features/assets/AssetCreatePage'),
                      'AssetCreatePage',
                    ),
                  },
                  {
                    path: paths.assets.editPattern,
                    lazy: screen(() => import('../features/assets/AssetEditPage'), 'AssetEditPage'),
                  },
                  {
                    path: paths.assets.showPattern,
                    lazy: screen(() => import('../features/assets/AssetShowPage'), 'AssetShowPage'),
                  },
                  {
                    // administration screens (users, venues, instruments, categories, mappings) go here
                    element: <RequireAdmin />,
                    children: [],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

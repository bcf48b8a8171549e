// Every route of the app. Screens are lazy: the landing and sign-in pages never load the
// signed-in area (app shell, dashboard) or the data grid.
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { FormikValues } from 'formik';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { AdminResource, AdminResourceKey } from '../components/admin/adminResource';
import { LedgerAreaRoute } from '../components/LedgerAreaRoute';
import { PageLoader } from '../components/PageLoader';
import type { LedgerAreaKey } from '../lib/ledgerArea';
import { nextTask } from '../lib/nextTask';
import { paths } from '../lib/paths';
import { RequireAdmin, RequireSignedIn } from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/**
 * A route `lazy` that loads the named component of a module when the route is first visited.
 * Each in a task of its own: Vite's preloader appends a `<link rel="modulepreload">` for each chunk
 * the module needs (10–40), and the matched routes' links in one task made the longest task of a
 * page's load (about 30 ms on a desktop, 120 ms on Lighthouse's phone).
 */
function screen<M extends Record<N, ComponentType>, N extends keyof M & string>(
  load: () => Promise<M>,
  name: N,
) {
  return async () => {
    await nextTask();
    return { Component: (await load())[name] };
  };
}

// The ledger's screens, shown again inside the crypto, cash and banking areas (scoped to the
// area's class and paths by LedgerAreaRoute).
const ledger = {
  accountsList: screen(() => import('../features/accounts/AccountsListPage'), 'AccountsListPage'),
  accountCreate: screen(
    () => import('../features/accounts/AccountCreatePage'),
    'AccountCreatePage',
  ),
  accountEdit: screen(() => import('../features/accounts/AccountEditPage'), 'AccountEditPage'),
  accountShow: screen(() => import('../features/accounts/AccountShowPage'), 'AccountShowPage'),
  transactionsList: screen(
    () => import('../features/transactions/TransactionsListPage'),
    'TransactionsListPage',
  ),
  transactionCreate: screen(
    () => import('../features/transactions/TransactionCreatePage'),
    'TransactionCreatePage',
  ),
  transactionEdit: screen(
    () => import('../features/transactions/TransactionEditPage'),
    'TransactionEditPage',
  ),
  transactionShow: screen(
    () => import('../features/transactions/TransactionShowPage'),
    'TransactionShowPage',
  ),
  assetCreate: screen(() => import('../features/assets/AssetCreatePage'), 'AssetCreatePage'),
  assetEdit: screen(() => import('../features/assets/AssetEditPage'), 'AssetEditPage'),
  assetShow: screen(() => import('../features/assets/AssetShowPage'), 'AssetShowPage'),
};

/** An area's overview: the one overview screen with the class's table, the ledger's own list. */
function overview(area: LedgerAreaKey, table: 'assets' | 'accounts') {
  return async () => {
    await nextTask(); // (as screen's)
    const [{ ClassOverviewPage }, list] = await Promise.all([
      import('../features/overview/ClassOverviewPage'),
      table === 'assets'
        ? import('../features/assets/AssetsListPage').then(({ AssetsListPage }) => (
            <AssetsListPage embedded />
          ))
        : import('../features/accounts/AccountsListPage').then(({ AccountsListPage }) => (
            <AccountsListPage embedded />
          )),
    ]);
    return { element: <ClassOverviewPage overview={area} table={list} /> };
  };
}

// The administration screens: generic list, create, edit and show pages, each given the
// resource's descriptor. A route loads its page and the descriptor when first visited.
const adminPages = {
  list: () => import('../components/admin/AdminListPage').then((m) => m.AdminListPage),
  create: () => import('../components/admin/AdminCreatePage').then((m) => m.AdminCreatePage),
  edit: () => import('../components/admin/AdminEditPage').then((m) => m.AdminEditPage),
  show: () => import('../components/admin/AdminShowPage').then((m) => m.AdminShowPage),
};

/** A resource's list, create, edit/:id and show/:id under paths.admin[key]. */
function adminRoutes<Row extends GridValidRowModel, Values extends FormikValues>(
  key: AdminResourceKey,
  load: () => Promise<AdminResource<Row, Values>>,
): RouteObject[] {
  const page = (kind: keyof typeof adminPages) => async () => {
    await nextTask(); // (as screen's)
    const [Page, resource] = await Promise.all([adminPages[kind](), load()]);
    // keyed by the resource: going from one resource's page to another's (same page component)
    // starts afresh instead of keeping the last form's values and state
    return { element: <Page key={key} resource={resource} /> };
  };
  const to = paths.admin[key];
  return [
    { path: to.list, lazy: page('list') },
    { path: to.create, lazy: page('create') },
    { path: to.editPattern, lazy: page('edit') },
    { path: to.showPattern, lazy: page('show') },
  ];
}

const adminScreens: RouteObject[] = [
  ...adminRoutes('users', () =>
    import('../features/admin/users/usersResource').then((m) => m.usersResource),
  ),
  ...adminRoutes('venues', () =>
    import('../features/admin/venues/venuesResource').then((m) => m.venuesResource),
  ),
  ...adminRoutes('instruments', () =>
    import('../features/admin/instruments/instrumentsResource').then((m) => m.instrumentsResource),
  ),
  ...adminRoutes('categories', () =>
    import('../features/admin/categories/categoriesResource').then((m) => m.categoriesResource),
  ),
  ...adminRoutes('mappings', () =>
    import('../features/admin/mappings/mappingsResource').then((m) => m.mappingsResource),
  ),
];

/** /crypto, /cash and /banking with the routes the spec gives each. */
const areaRoutes: RouteObject[] = [
  {
    path: paths.crypto.overview,
    element: <LedgerAreaRoute area="crypto" />,
    children: [
      // the overview lists the crypto assets; create, edit and show are theirs
      { index: true, lazy: overview('crypto', 'assets') },
      { path: paths.crypto.create, lazy: ledger.assetCreate },
      { path: paths.crypto.editPattern, lazy: ledger.assetEdit },
      { path: paths.crypto.showPattern, lazy: ledger.assetShow },
      { path: paths.crypto.accounts.list, lazy: ledger.accountsList },
      { path: paths.crypto.accounts.create, lazy: ledger.accountCreate },
      { path: paths.crypto.accounts.editPattern, lazy: ledger.accountEdit },
      { path: paths.crypto.accounts.showPattern, lazy: ledger.accountShow },
      // crypto transactions come from venues: no create
      { path: paths.crypto.transactions.list, lazy: ledger.transactionsList },
      { path: paths.crypto.transactions.editPattern, lazy: ledger.transactionEdit },
      { path: paths.crypto.transactions.showPattern, lazy: ledger.transactionShow },
    ],
  },
  {
    path: paths.cash.overview,
    element: <LedgerAreaRoute area="cash" />,
    children: [
      { index: true, lazy: overview('cash', 'accounts') },
      { path: paths.cash.create, lazy: ledger.accountCreate },
      { path: paths.cash.accounts.list, lazy: ledger.accountsList },
      { path: paths.cash.accounts.create, lazy: ledger.accountCreate },
      { path: paths.cash.accounts.editPattern, lazy: ledger.accountEdit },
      { path: paths.cash.accounts.showPattern, lazy: ledger.accountShow },
      { path: paths.cash.transactions.list, lazy: ledger.transactionsList },
      { path: paths.cash.transactions.create, lazy: ledger.transactionCreate },
      { path: paths.cash.transactions.editPattern, lazy: ledger.transactionEdit },
      { path: paths.cash.transactions.showPattern, lazy: ledger.transactionShow },
    ],
  },
  {
    path: paths.banking.overview,
    element: <LedgerAreaRoute area="banking" />,
    children: [
      { index: true, lazy: overview('banking', 'accounts') },
      { path: paths.banking.create, lazy: ledger.accountCreate },
      { path: paths.banking.accounts.list, lazy: ledger.accountsList },
      { path: paths.banking.accounts.create, lazy: ledger.accountCreate },
      { path: paths.banking.accounts.editPattern, lazy: ledger.accountEdit },
      { path: paths.banking.accounts.showPattern, lazy: ledger.accountShow },
      { path: paths.banking.transactions.list, lazy: ledger.transactionsList },
      // the statement upload and the manual entry form, with the switch between the two
      {
        path: paths.banking.upload,
        lazy: screen(
          () => import('../features/statements/StatementUploadPage'),
          'StatementUploadPage',
        ),
      },
      { path: paths.banking.manual, lazy: ledger.transactionCreate },
      { path: paths.banking.transactions.editPattern, lazy: ledger.transactionEdit },
      { path: paths.banking.transactions.showPattern, lazy: ledger.transactionShow },
    ],
  },
];

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
          // the pages that call the API load its client once drawn (src/lib/useApiClient.ts)
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
            lazy: screen(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
          },
          {
            path: paths.resetPasswordPattern,
            lazy: screen(() => import('../features/auth/UpdatePasswordPage'), 'UpdatePasswordPage'),
          },
          {
            path: paths.emailVerifyPattern,
            lazy: screen(() => import('../features/auth/EmailVerifyPage'), 'EmailVerifyPage'),
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
            lazy: screen(() => import('./ApolloBoundary'), 'ApolloBoundary'),
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
                  ...areaRoutes,
                  {
                    // administration: users, venues, instruments, categories, mappings
                    element: <RequireAdmin />,
                    children: adminScreens,
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

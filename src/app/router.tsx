// Every route of the app. Screens are lazy: the landing and sign-in pages never load the
// signed-in area (app shell, dashboard) or the data grid.
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { formOf, preloadPart } from '../resource/parts';
import type { AnyResource } from '../resource/resource';
import { LedgerAreaRoute } from '../ledger/LedgerAreaRoute';
import { PageLoader } from '../components/PageLoader';
import type { LedgerAreaKey } from '../ledger/ledgerArea';
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

// Every list, create, edit and show screen is a generic page of src/resource/ given a resource's
// descriptor; a route loads the page and the descriptor when first visited. A resource that offers
// more than its form on a screen (an account's venue tab, a transaction's return address) has its
// own page there, composed of the same parts.
const genericPages = {
  list: () => import('../resource/ResourceListPage').then((m) => m.ResourceListPage),
  create: () => import('../resource/ResourceCreatePage').then((m) => m.ResourceCreatePage),
  edit: () => import('../resource/ResourceEditPage').then((m) => m.ResourceEditPage),
  show: () => import('../resource/ResourceShowPage').then((m) => m.ResourceShowPage),
};

type PageKind = keyof typeof genericPages;
type LoadResource = () => Promise<AnyResource>;

/** A route `lazy` of a resource's generic page. */
function resourcePage(kind: PageKind, load: LoadResource) {
  return async () => {
    await nextTask(); // (as screen's)
    const [Page, resource] = await Promise.all([genericPages[kind](), load()]);
    // the page's part of the resource too, so that the page draws without waiting again
    await preloadPart(kind === 'show' ? resource.show : kind === 'list' ? {} : formOf(resource));
    // keyed by the resource: going from one resource's page to another's (same page component)
    // starts afresh instead of keeping the last form's values and state
    return { element: <Page key={resource.key} resource={resource} /> };
  };
}

type RoutePaths = { list: string; create: string; editPattern: string; showPattern: string };

/** A resource's list, create, edit/:id and show/:id routes at `at`; `own` replaces pages. */
function resourceRoutes(
  load: LoadResource,
  at: RoutePaths,
  own: Partial<Record<PageKind, RouteObject['lazy']>> = {},
): RouteObject[] {
  const path: Record<PageKind, string> = {
    list: at.list,
    create: at.create,
    edit: at.editPattern,
    show: at.showPattern,
  };
  return (Object.keys(path) as PageKind[]).map((kind) => ({
    path: path[kind],
    lazy: own[kind] ?? resourcePage(kind, load),
  }));
}

const accounts: LoadResource = () =>
  import('../ledger/accounts/accountsResource').then((m) => m.accountsResource);
const assets: LoadResource = () =>
  import('../ledger/assets/assetsResource').then((m) => m.assetsResource);
const holdings: LoadResource = () =>
  import('../ledger/portfolio/holdingsResource').then((m) => m.holdingsResource);
const transactions: LoadResource = () =>
  import('../ledger/transactions/transactionsResource').then((m) => m.transactionsResource);

/** A resource's own create page (`screen`), the resource's form loaded with it. */
function createPage<Route>(page: () => Promise<Route>, load: LoadResource) {
  return async (): Promise<Route> => {
    const [route, resource] = await Promise.all([page(), load()]);
    await preloadPart(formOf(resource));
    return route;
  };
}

const accountCreate = createPage(
  screen(() => import('../ledger/accounts/AccountCreatePage'), 'AccountCreatePage'),
  accounts,
);
const transactionCreate = createPage(
  screen(() => import('../ledger/transactions/TransactionCreatePage'), 'TransactionCreatePage'),
  transactions,
);

/** The ledger's screens at `at` (the whole ledger's paths, or an area's). */
const ledgerRoutes = {
  accounts: (at: RoutePaths) => resourceRoutes(accounts, at, { create: accountCreate }),
  assets: (at: RoutePaths) => resourceRoutes(assets, at),
  transactions: (at: RoutePaths) => resourceRoutes(transactions, at, { create: transactionCreate }),
};

/** An area's overview: the one overview screen with the class's table, the ledger's own list. */
function overview(area: LedgerAreaKey, table: 'assets' | 'accounts') {
  return async () => {
    await nextTask(); // (as screen's)
    const [{ ClassOverviewPage }, ResourceListPage, resource] = await Promise.all([
      import('../features/overview/ClassOverviewPage'),
      genericPages.list(),
      table === 'assets' ? assets() : accounts(),
    ]);
    return {
      element: (
        <ClassOverviewPage
          overview={area}
          table={<ResourceListPage resource={resource} embedded={{ prefix: table }} />}
        />
      ),
    };
  };
}

/** Only these of a resource's routes (an area has no list of its own of some). */
const only = (routes: RouteObject[], ...kept: string[]) =>
  routes.filter((route) => kept.includes(route.path!));

const adminScreens: RouteObject[] = [
  ...resourceRoutes(
    () => import('../features/admin/users/usersResource').then((m) => m.usersResource),
    paths.admin.users,
  ),
  ...resourceRoutes(
    () => import('../features/admin/venues/venuesResource').then((m) => m.venuesResource),
    paths.admin.venues,
  ),
  ...resourceRoutes(
    () =>
      import('../features/admin/instruments/instrumentsResource').then(
        (m) => m.instrumentsResource,
      ),
    paths.admin.instruments,
  ),
  ...resourceRoutes(
    () =>
      import('../features/admin/categories/categoriesResource').then((m) => m.categoriesResource),
    paths.admin.categories,
  ),
  ...resourceRoutes(
    () => import('../features/admin/mappings/mappingsResource').then((m) => m.mappingsResource),
    paths.admin.mappings,
  ),
  ...only(
    resourceRoutes(
      () =>
        import('../features/security/securityLogResource').then((m) => m.securityLogAdminResource),
      paths.admin.securityLog,
    ),
    paths.admin.securityLog.list,
    paths.admin.securityLog.showPattern,
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
      ...only(
        ledgerRoutes.assets(paths.crypto),
        paths.crypto.create,
        paths.crypto.editPattern,
        paths.crypto.showPattern,
      ),
      ...ledgerRoutes.accounts(paths.crypto.accounts),
      // crypto transactions come from venues: no create
      ...only(
        ledgerRoutes.transactions(paths.crypto.transactions),
        paths.crypto.transactions.list,
        paths.crypto.transactions.editPattern,
        paths.crypto.transactions.showPattern,
      ),
    ],
  },
  {
    path: paths.cash.overview,
    element: <LedgerAreaRoute area="cash" />,
    children: [
      { index: true, lazy: overview('cash', 'accounts') },
      { path: paths.cash.create, lazy: accountCreate },
      ...ledgerRoutes.accounts(paths.cash.accounts),
      ...ledgerRoutes.transactions(paths.cash.transactions),
    ],
  },
  {
    path: paths.banking.overview,
    element: <LedgerAreaRoute area="banking" />,
    children: [
      { index: true, lazy: overview('banking', 'accounts') },
      { path: paths.banking.create, lazy: accountCreate },
      ...ledgerRoutes.accounts(paths.banking.accounts),
      // the statement upload and the manual entry form, with the switch between the two
      {
        path: paths.banking.upload,
        lazy: screen(
          () => import('../features/statements/StatementUploadPage'),
          'StatementUploadPage',
        ),
      },
      { path: paths.banking.manual, lazy: transactionCreate },
      ...only(
        ledgerRoutes.transactions(paths.banking.transactions),
        paths.banking.transactions.list,
        paths.banking.transactions.editPattern,
        paths.banking.transactions.showPattern,
      ),
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
        // public pages: landing, sign-in pages, legal pages, the e-mail link targets
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
                    path: paths.reports,
                    lazy: screen(
                      () => import('../features/reports/CashFlowReportPage'),
                      'CashFlowReportPage',
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
                    path: paths.settings,
                    lazy: screen(() => import('../features/settings/SettingsPage'), 'SettingsPage'),
                  },
                  {
                    path: paths.myData,
                    lazy: screen(() => import('../features/myData/MyDataPage'), 'MyDataPage'),
                  },
                  {
                    path: paths.twoFactor,
                    lazy: screen(
                      () => import('../features/security/TwoFactorPage'),
                      'TwoFactorPage',
                    ),
                  },
                  // sessions and the security log are read and ended, never created or edited
                  ...only(
                    resourceRoutes(
                      () =>
                        import('../features/security/sessionsResource').then(
                          (m) => m.sessionsResource,
                        ),
                      paths.sessions,
                    ),
                    paths.sessions.list,
                    paths.sessions.showPattern,
                  ),
                  ...only(
                    resourceRoutes(
                      () =>
                        import('../features/security/securityLogResource').then(
                          (m) => m.securityLogResource,
                        ),
                      paths.securityLog,
                    ),
                    paths.securityLog.list,
                    paths.securityLog.showPattern,
                  ),
                  // passkeys and access tokens are created and removed, never edited
                  ...only(
                    resourceRoutes(
                      () =>
                        import('../features/security/passkeysResource').then(
                          (m) => m.passkeysResource,
                        ),
                      paths.passkeys,
                    ),
                    paths.passkeys.list,
                    paths.passkeys.create,
                    paths.passkeys.showPattern,
                  ),
                  ...only(
                    resourceRoutes(
                      () =>
                        import('../features/security/accessTokensResource').then(
                          (m) => m.accessTokensResource,
                        ),
                      paths.accessTokens,
                    ),
                    paths.accessTokens.list,
                    paths.accessTokens.create,
                    paths.accessTokens.showPattern,
                  ),
                  ...ledgerRoutes.accounts(paths.accounts),
                  ...ledgerRoutes.transactions(paths.transactions),
                  // the Assets page lists holdings; an asset's own pages stay under /assets
                  ...only(
                    resourceRoutes(holdings, paths.holdings),
                    paths.holdings.list,
                    paths.holdings.showPattern,
                  ),
                  ...only(
                    ledgerRoutes.assets(paths.assets),
                    paths.assets.create,
                    paths.assets.editPattern,
                    paths.assets.showPattern,
                  ),
                  ...resourceRoutes(
                    () => import('../ledger/rules/rulesResource').then((m) => m.rulesResource),
                    paths.rules,
                  ),
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
      {
        // 404, in the signed-in frame or the public one (a route is in one branch only)
        path: '*',
        lazy: screen(() => import('./UnknownPage'), 'UnknownPage'),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

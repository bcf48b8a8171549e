// Every route path of the app and the builders of its URLs, in one place.
// Routes (src/app/router.tsx), links and redirects all take their paths from here.

const resource = (base: string) => ({
  list: base,
  create: `${base}/create`,
  edit: (id: string) => `${base}/edit/${id}`,
  show: (id: string) => `${base}/show/${id}`,
  // route patterns for the router
  editPattern: `${base}/edit/:id`,
  showPattern: `${base}/show/:id`,
});

/** A form's address with the values it starts with (those given) as query parameters. */
const prefilled = (path: string, values: Record<string, string | undefined>) => {
  const params = new URLSearchParams(
    Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return `${path}?${params.toString()}`;
};

export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** The reset link from the password-reset mail. */
  resetPassword: (token: string) => `/update-password/${encodeURIComponent(token)}`,
  resetPasswordPattern: '/update-password/:token',
  /** A signed-in user's own password change. */
  updatePassword: '/update-password',
  /** A signed-in user's own settings: name, the currency of their figures, their mails' language. */
  settings: '/settings',
  /** The person's sessions (signed-in browsers), and their security log. */
  sessions: resource('/settings/sessions'),
  securityLog: resource('/settings/security-log'),
  /** Two-factor sign-in: an authenticator app and recovery codes. */
  twoFactor: '/settings/two-factor',
  /** The person's passkeys. */
  passkeys: resource('/settings/passkeys'),
  /** Their data: the export, an import into an empty account, deleting the account. */
  myData: '/settings/data',
  /** The person's access tokens for scripts. */
  accessTokens: resource('/settings/access-tokens'),
  terms: '/terms-conditions',
  privacy: '/privacy-policy',
  emailConfirm: '/email-confirm',
  emailVerify: (token: string) => `/email-verify/${encodeURIComponent(token)}`,
  emailVerifyPattern: '/email-verify/:token',

  /** The transaction form filled in for an account (and one of its assets), coming back to `returnTo`. */
  newTransaction: (prefill: { account_id: string; asset_id?: string; returnTo?: string }) =>
    prefilled('/transactions/create', prefill),

  /** A bank statement into this account. */
  statementUpload: (account_id: string) =>
    `/banking/transactions/create?${new URLSearchParams({ account_id }).toString()}`,

  /** The mapping form filled in for a venue's symbol (and the instrument, when one is known). */
  newMapping: (prefill: { venue_id: string; symbol: string; instrument_id?: string }) =>
    prefilled('/mappings/create', prefill),

  dashboard: '/dashboard',
  /** Money in and out by month and category (the period and account in the URL). */
  reports: '/reports',
  accounts: resource('/accounts'),
  transactions: resource('/transactions'),
  assets: resource('/assets'),
  /** What a person holds, the Assets page: its list is /assets, its new records are assets. */
  holdings: {
    ...resource('/assets/holdings'),
    list: '/assets',
    create: '/assets/create',
  },
  rules: resource('/rules'),
  crypto: {
    overview: '/crypto',
    ...resource('/crypto'),
    accounts: resource('/crypto/accounts'),
    transactions: resource('/crypto/transactions'),
  },
  cash: {
    overview: '/cash',
    ...resource('/cash'),
    accounts: resource('/cash/accounts'),
    transactions: resource('/cash/transactions'),
  },
  banking: {
    overview: '/banking',
    ...resource('/banking'),
    accounts: resource('/banking/accounts'),
    transactions: resource('/banking/transactions'),
    /** banking/transactions/create is the statement-upload flow. */
    upload: '/banking/transactions/create',
    manual: '/banking/transactions/manual',
  },
  admin: {
    users: resource('/users'),
    venues: resource('/venues'),
    instruments: resource('/instruments'),
    categories: resource('/categories'),
    mappings: resource('/mappings'),
    /** Everyone's security log. */
    securityLog: resource('/security-log'),
  },
} as const;

/** Pages only for visitors who are not signed in: a signed-in user is sent to the dashboard. */
export const guestOnlyPaths: readonly string[] = [
  paths.home,
  paths.login,
  paths.register,
  paths.forgotPassword,
];

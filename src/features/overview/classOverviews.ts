// What each area's overview shows: one small descriptor per class drives the one overview screen.
import { ledgerAreas, type LedgerArea, type LedgerAreaKey } from '../../ledger/ledgerArea';
import { paths } from '../../lib/paths';

/** How many accounts or assets the overview shows as cards. */
export const OVERVIEW_FIRST = 4;

export type ClassOverview = {
  /** The class, the paths its records open at, whether transactions can be added by hand. */
  area: LedgerArea & { accountClass: NonNullable<LedgerArea['accountClass']> };
  /** Translation keys: `${keys}.title`, `.subtitle`, `.count`, `.total`, `.first`, `.table`, `.transactions`, `.create`. */
  keys: `areas.${LedgerAreaKey}`;
  /** The cards and the count: the class's largest assets (crypto) or its accounts (cash, bank). */
  first: 'assets' | 'accounts';
  /** Where the header's create button leads. */
  create: string;
  /** The full list of the main table, if it has a page of its own. */
  tableList: string | null;
};

const scoped = (area: LedgerArea) => {
  if (!area.accountClass) throw new Error('an overview needs a class');
  return area as ClassOverview['area'];
};

export const classOverviews: Record<LedgerAreaKey, ClassOverview> = {
  crypto: {
    area: scoped(ledgerAreas.crypto),
    keys: 'areas.crypto',
    first: 'assets',
    create: paths.crypto.create,
    // the overview is the crypto asset list
    tableList: null,
  },
  cash: {
    area: scoped(ledgerAreas.cash),
    keys: 'areas.cash',
    first: 'accounts',
    create: paths.cash.create,
    tableList: paths.cash.accounts.list,
  },
  banking: {
    area: scoped(ledgerAreas.banking),
    keys: 'areas.banking',
    first: 'accounts',
    create: paths.banking.create,
    tableList: paths.banking.accounts.list,
  },
};

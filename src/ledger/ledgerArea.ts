// The crypto, cash and banking areas show the ledger's own screens (account list, transaction
// list, create/edit/show pages) scoped to one account class and under their own paths: a route
// of the area provides its LedgerArea (LedgerAreaRoute.tsx), and the screens read it with
// useLedgerArea() for the class filter and the links they build, so a record opened inside an
// area stays inside it. Outside every area the screens see `everyLedger`: all classes, the
// /accounts, /transactions and /assets paths.
import { createContext, useContext } from 'react';
import type { AccountClass } from '../graphql/types';
import { paths } from '../lib/paths';
import type { ResourceRoutes } from '../resource/resource';

export type LedgerAreaKey = 'crypto' | 'cash' | 'banking';

export type LedgerArea = {
  /** null: the whole ledger. */
  key: LedgerAreaKey | null;
  /** Only accounts, assets and transactions of this class; null: every class. */
  accountClass: AccountClass | null;
  accounts: ResourceRoutes;
  transactions: ResourceRoutes;
  assets: ResourceRoutes;
  /** The transaction list offers "Add transaction" (crypto transactions come from venues). */
  transactionCreate: boolean;
  /**
   * Transactions come from an uploaded statement or by hand: the create page offers the choice
   * (banking: /banking/transactions/create is the upload, /banking/transactions/manual the form).
   */
  statementEntry: { upload: string; manual: string } | null;
};

export const everyLedger: LedgerArea = {
  key: null,
  accountClass: null,
  accounts: paths.accounts,
  transactions: paths.transactions,
  assets: paths.assets,
  transactionCreate: true,
  statementEntry: null,
};

export const ledgerAreas: Record<LedgerAreaKey, LedgerArea> = {
  crypto: {
    key: 'crypto',
    accountClass: 'crypto',
    accounts: paths.crypto.accounts,
    transactions: paths.crypto.transactions,
    // the crypto overview lists the crypto assets: /crypto/create, /crypto/show/:id, …
    assets: {
      list: paths.crypto.overview,
      create: paths.crypto.create,
      edit: paths.crypto.edit,
      show: paths.crypto.show,
    },
    transactionCreate: false,
    statementEntry: null,
  },
  cash: {
    key: 'cash',
    accountClass: 'cash',
    accounts: paths.cash.accounts,
    transactions: paths.cash.transactions,
    assets: paths.assets,
    transactionCreate: true,
    statementEntry: null,
  },
  banking: {
    key: 'banking',
    accountClass: 'bank',
    accounts: paths.banking.accounts,
    // banking/transactions/create is the statement upload, with a switch to the manual form
    transactions: paths.banking.transactions,
    assets: paths.assets,
    transactionCreate: true,
    statementEntry: { upload: paths.banking.upload, manual: paths.banking.manual },
  },
};

export const LedgerAreaContext = createContext<LedgerArea>(everyLedger);

/** The area the current screen is shown in (everyLedger outside the areas). */
export function useLedgerArea(): LedgerArea {
  return useContext(LedgerAreaContext);
}

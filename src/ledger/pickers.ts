// The signed-in user's accounts and the categories, for the ledger screens' pickers, names and
// currencies.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GetCategoriesDocument } from '../graphql/Categories.generated';
import { GetAccountsDocument } from './accounts/Accounts.generated';
import { MAX_PAGE_SIZE } from '../lib/listParams';
import { categoryName } from './categoryName';

/** The variables of the accounts picker query. */
const accountPickerVariables = { sort: 'name:asc', limit: MAX_PAGE_SIZE } as const;

/** The user's accounts (up to 100, by name) and a lookup by id. */
export function useAccountPicker() {
  const { data, loading, error, refetch } = useQuery(GetAccountsDocument, {
    variables: accountPickerVariables,
  });
  const accounts = useMemo(() => data?.getAccounts.nodes ?? [], [data]);
  const byId = useMemo(() => new Map(accounts.map((a) => [a.id, a])), [accounts]);
  const options = useMemo(() => accounts.map((a) => ({ value: a.id, label: a.name })), [accounts]);
  return { accounts, byId, options, loading, error, refetch };
}

/** The variables of the category picker query. */
const categoryPickerVariables = { sort: 'category:asc', limit: MAX_PAGE_SIZE } as const;

/**
 * The categories (up to 100) as picker options, by their names in the reader's language, and a
 * name by id.
 */
export function useCategoryPicker() {
  const { t, i18n } = useTranslation();
  const { data, loading } = useQuery(GetCategoriesDocument, { variables: categoryPickerVariables });
  const options = useMemo(() => {
    const collator = new Intl.Collator(i18n.language);
    return (data?.getCategories.nodes ?? [])
      .map((c) => ({ value: c.id, label: categoryName(t, c) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [data, t, i18n.language]);
  const nameOf = useMemo(() => {
    const names = new Map(options.map((o) => [o.value, o.label]));
    return (id: string | null | undefined) => (id ? names.get(id) : undefined);
  }, [options]);
  return { options, nameOf, loading };
}

/** Picker options of the accounts of a class (every account when null), keeping the one chosen. */
export function accountOptionsOf(
  accounts: readonly { id: string; name: string; account_class: string }[],
  accountClass: string | null,
  keepId?: string,
) {
  return accounts
    .filter((a) => !accountClass || a.account_class === accountClass || a.id === keepId)
    .map((a) => ({ value: a.id, label: a.name }));
}

// Where a class card of the dashboard leads: the class's own area, or the list filtered by it.
import type { AccountClass } from '../../graphql/types';
import { listUrl } from '../../lib/listParams';
import { paths } from '../../lib/paths';

/** A list filtered by one field. */
const filtered = (list: string, field: string, value: string) =>
  listUrl(list, [{ field, operator: 'eq', value }]);

export function classLink(accountClass: AccountClass): string {
  switch (accountClass) {
    case 'cash':
      return paths.cash.overview;
    case 'bank':
      return paths.banking.overview;
    case 'crypto':
      return paths.crypto.overview;
    // the accounts of the class (the Assets page lists holdings, across classes)
    case 'liability':
    case 'equity':
    case 'real':
      return filtered(paths.accounts.list, 'account_class', accountClass);
  }
}

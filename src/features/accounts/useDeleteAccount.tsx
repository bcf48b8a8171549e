import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../components/useConfirmDelete';
import { DeleteAccountDocument } from '../../graphql/generated';
import { assertSuccess } from '../../lib/errors';
import { evictLedgerQueries } from '../../lib/ledger';

type Target = { id: string; name: string };

/**
 * Deleting an account (with its assets and transactions) after a confirmation: `ask(account)`
 * opens the dialog, `dialog` is to be rendered; `onDeleted` runs once the API confirmed, then the
 * cached ledger answers are forgotten so every list asks again.
 */
export function useDeleteAccount(onDeleted?: (account: Target) => void) {
  const { t } = useTranslation();
  const [remove, { client }] = useMutation(DeleteAccountDocument);
  return useConfirmDelete<Target>({
    remove: async (account) => {
      const { data } = await remove({ variables: { id: account.id } });
      assertSuccess(data?.deleteAccount);
    },
    title: t('accounts.delete.title'),
    message: (account) => t('accounts.delete.message', { name: account.name }),
    onDeleted: (account) => {
      onDeleted?.(account);
      evictLedgerQueries(client.cache);
    },
  });
}

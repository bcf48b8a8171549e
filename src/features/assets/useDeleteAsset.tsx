import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DeleteAssetDocument } from '../../graphql/generated';
import { assertSuccess, failureMessage } from '../../lib/errors';
import { evictLedgerQueries } from '../../lib/ledger';

type Target = { id: string; name: string };

/**
 * Deleting an asset after a confirmation: `ask(asset)` opens the dialog, `dialog` is to be
 * rendered, `onDeleted` runs once the API confirmed (before the cache forgets the asset).
 */
export function useDeleteAsset(onDeleted?: (asset: Target) => void | Promise<void>) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<Target | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [remove, { loading, client }] = useMutation(DeleteAssetDocument);

  const confirm = async () => {
    if (!target) return;
    setError(null);
    try {
      const { data } = await remove({ variables: { id: target.id } });
      assertSuccess(data?.deleteAsset);
      const deleted = target;
      setTarget(null);
      await onDeleted?.(deleted);
      evictLedgerQueries(client.cache);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };

  const ask = useCallback((asset: Target) => {
    setError(null);
    setTarget(asset);
  }, []);

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={t('assets.delete.title')}
      message={target ? t('assets.delete.message', { name: target.name }) : undefined}
      busy={loading}
      error={error}
      onConfirm={() => void confirm()}
      onClose={() => setTarget(null)}
    />
  );

  return { ask, dialog };
}

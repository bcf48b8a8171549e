import { useApolloClient } from '@apollo/client/react';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../useConfirmDelete';
import { evictQueries, type AdminResource } from './adminResource';

/**
 * A resource's delete (or disable) after a confirmation: `ask(row)` opens the dialog, `dialog` is
 * to be rendered. The list is forgotten afterwards; a deleted record's own answer too.
 */
export function useAdminRemove<Row extends GridValidRowModel, Values extends FormikValues>(
  resource: AdminResource<Row, Values>,
  onRemoved?: (row: Row) => void | Promise<void>,
) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { key, remove, queries } = resource;
  const texts = `resources.${key}.remove`;
  return useConfirmDelete<Row>({
    remove: async (row) => {
      await remove?.run(client, row);
    },
    title: t(`${texts}.title`),
    message: (row) => t(`${texts}.message`, { name: resource.name(row) }),
    confirmLabel: t(`${texts}.confirm`),
    onDeleted: async (row) => {
      // leave first, then forget: the record's page must not ask again for what is gone
      await onRemoved?.(row);
      evictQueries(
        client.cache,
        remove?.kind === 'delete' ? [queries.list, queries.record] : [queries.list],
      );
    },
  });
}

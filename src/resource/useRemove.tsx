import { useApolloClient } from '@apollo/client/react';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import { evictQueries, staleAfter, type Resource } from './resource';
import { useConfirmDelete } from './useConfirmDelete';

/**
 * A resource's delete (or disable) after a confirmation: `ask(row)` opens the dialog, `dialog` is
 * to be rendered. `onRemoved` runs once the API confirmed (a show page leaves for the list); then
 * what the change made stale is forgotten, a deleted record's own answer too.
 */
export function useRemove<Row extends GridValidRowModel, Values extends FormikValues>(
  resource: Resource<Row, Values>,
  onRemoved?: (row: Row) => void | Promise<void>,
) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const { key, remove } = resource;
  const texts = `resources.${key}.remove`;
  return useConfirmDelete<Row>({
    remove: async (row) => {
      await remove?.run(client, row);
    },
    title: t(`${texts}.title`),
    message: (row) =>
      t(`${texts}.message`, { name: resource.name(row, { t, locale: i18n.language }) }),
    confirmLabel: t([`${texts}.confirm`, 'confirm.delete']),
    onDeleted: async (row) => {
      // leave first, then forget: the record's page must not ask again for what is gone
      await onRemoved?.(row);
      evictQueries(
        client.cache,
        staleAfter(resource, remove?.kind === 'disable' ? 'disabled' : 'deleted'),
      );
    },
  });
}

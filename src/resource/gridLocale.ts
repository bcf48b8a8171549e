// The DataGrid's own texts (menus, pagination, selection) in the reader's language, its pager
// labelled as the card view's is ("Per page:"), for cards and rows alike.
import { deDE } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useGridLocaleText() {
  const { i18n, t } = useTranslation();
  const german = i18n.language?.startsWith('de') ?? false;
  const perPage = t('list.perPage');
  return useMemo(
    () => ({
      ...(german ? deDE.components.MuiDataGrid.defaultProps.localeText : {}),
      paginationRowsPerPage: perPage,
    }),
    [german, perPage],
  );
}

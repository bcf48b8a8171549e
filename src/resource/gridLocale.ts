// The DataGrid's own texts (menus, pagination, selection) in the reader's language.
import { deDE } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';

export function useGridLocaleText() {
  const { i18n } = useTranslation();
  return i18n.language?.startsWith('de')
    ? deDE.components.MuiDataGrid.defaultProps.localeText
    : undefined;
}

// The columns more than one administration list shows alike.
import type { GridColDef } from '@mui/x-data-grid';
import { formatDateTime } from '../../lib/dates';

/**
 * When the record was created: sorted and filtered as a date (the grid's dateTime wants a Date),
 * shown as date and time in the reader's locale and time zone.
 */
export function createdAtColumn<Row extends { created_at: string }>(
  headerName: string,
  locale: string,
  minWidth: number,
): GridColDef<Row> {
  return {
    field: 'created_at',
    headerName,
    type: 'dateTime',
    valueGetter: (value: string) => new Date(value),
    renderCell: ({ row }) => formatDateTime(row.created_at, locale),
    minWidth,
  };
}

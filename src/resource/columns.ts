// Columns more than one resource's list shows alike.
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatDateTime } from '../lib/dates';

/**
 * A timestamp (`created_at`, `last_seen_at`; none shows empty): sorted and filtered as a date (the grid's dateTime
 * wants a Date), shown as date and time in the reader's locale and time zone.
 */
export function dateTimeColumn<Row extends GridValidRowModel>(
  field: keyof Row & string,
  headerName: string,
  locale: string,
  minWidth: number,
): GridColDef<Row> {
  return {
    field,
    headerName,
    type: 'dateTime',
    valueGetter: (value: string | null) => (value ? new Date(value) : null),
    renderCell: ({ row }) => formatDateTime(row[field] as string, locale),
    minWidth,
  };
}

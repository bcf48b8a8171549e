// The columns more than one administration list shows alike.
import type { GridColDef } from '@mui/x-data-grid';
import { dateTimeColumn } from '../../resource/columns';

/** When the record was created, as date and time in the reader's locale and time zone. */
export const createdAtColumn = <Row extends { created_at: string }>(
  headerName: string,
  locale: string,
  minWidth: number,
): GridColDef<Row> => dateTimeColumn<Row>('created_at', headerName, locale, minWidth);

// ResourceList's table view: the MUI X DataGrid with server-side paging, sorting and filtering,
// its state in the list's ListState. ResourceList loads this module (and with it the grid) only
// when the table is shown, so the card view on a phone never downloads the grid.
import { Paper } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import type { ListSortItem, ListState } from '../lib/listParams';
import { useGridLocaleText } from './gridLocale';
import { withServerFilterOperators } from './gridFilterOperators';
import { gridFilterModelToFilters } from './gridFilters';

/**
 * A column of a list's table. `hideWhenNarrow`: a column the table may leave out, lowest number
 * first, while its columns' least widths are more than its own width (a laptop with the side
 * menu): the row's actions, at the right, stay in view rather than behind a horizontal scroll.
 */
export type ListColumn<Row extends GridValidRowModel> = GridColDef<Row> & {
  hideWhenNarrow?: number;
};

/** The grid's least width of a column: its fixed width, or its flex's minimum (the grid's 50). */
const leastWidth = (column: GridColDef) => column.minWidth ?? column.width ?? 50;

/** The columns to leave out at `width`, as the grid's visibility model (none if it is unknown). */
function narrowColumns(
  columns: readonly ListColumn<GridValidRowModel>[],
  width: number | null,
): Record<string, false> {
  const hidden: Record<string, false> = {};
  if (width === null) return hidden;
  let needed = columns.reduce((sum, column) => sum + leastWidth(column), 0);
  const optional = columns
    .filter((column) => column.hideWhenNarrow !== undefined)
    .sort((a, b) => a.hideWhenNarrow! - b.hideWhenNarrow!);
  for (const column of optional) {
    if (needed <= width) break;
    hidden[column.field] = false;
    needed -= leastWidth(column);
  }
  return hidden;
}

/**
 * The width of the element given the returned callback as its ref, kept up to date (null until it
 * is measured, while it is not laid out, or when `measure` is off). Measured as the element is
 * attached, before the first paint: a table never shows the columns it is about to leave out.
 */
function useWidth(measure: boolean) {
  const [width, setWidth] = useState<number | null>(null);
  const measureWidth = useCallback(
    (target: HTMLElement | null) => {
      if (!target || !measure) return;
      // an element without a width is not laid out (hidden while its page loads; or jsdom)
      const read = () => setWidth(target.clientWidth || null);
      read();
      const observer = new ResizeObserver(read);
      observer.observe(target);
      return () => observer.disconnect();
    },
    [measure],
  );
  return [width, measureWidth] as const;
}

export type ResourceTableProps<Row extends GridValidRowModel> = {
  rows: readonly Row[];
  /** The row count the grid pages over (ResourceList's, known or claimed while loading). */
  rowCount: number;
  loading: boolean;
  columns: ListColumn<Row>[];
  state: ListState;
  onStateChange: (next: Partial<ListState>) => void;
  /** The list's filters on grid columns, as the grid's model (ResourceList keeps it by content). */
  filterModel: GridFilterModel;
  pageSizeOptions: number[];
  onRowClick?: (row: Row) => void;
  getRowId?: (row: Row) => string | number;
  ariaLabel?: string;
};

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function ResourceTable<Row extends GridValidRowModel>({
  rows,
  rowCount,
  loading,
  columns,
  state,
  onStateChange,
  filterModel,
  pageSizeOptions,
  onRowClick,
  getRowId,
  ariaLabel,
}: ResourceTableProps<Row>) {
  const localeText = useGridLocaleText();
  const gridColumns = useMemo(() => withServerFilterOperators(columns), [columns]);
  const [width, measureWidth] = useWidth(
    columns.some((column) => column.hideWhenNarrow !== undefined),
  );
  const columnVisibilityModel = useMemo(
    () => narrowColumns(columns as ListColumn<GridValidRowModel>[], width),
    [columns, width],
  );
  // The URL is parsed anew on every change: key the grid's models by content, because the grid
  // takes a new sort or filter model object for a change and goes back to its first page.
  const sortKey = JSON.stringify(state.sort);
  const sortModel: GridSortModel = useMemo(
    // the MIT grid sorts by one column: it shows the first of the list's sort fields
    () =>
      (JSON.parse(sortKey) as ListSortItem[])
        .slice(0, 1)
        .map((s) => ({ field: s.field, sort: s.order })),
    [sortKey],
  );
  const paginationModel: GridPaginationModel = useMemo(
    () => ({ page: state.page - 1, pageSize: state.pageSize }),
    [state.page, state.pageSize],
  );

  const onPagination = (model: GridPaginationModel) => {
    if (model.pageSize !== state.pageSize) onStateChange({ page: 1, pageSize: model.pageSize });
    else if (model.page !== state.page - 1) onStateChange({ page: model.page + 1 });
  };
  const onSort = (model: GridSortModel) => {
    const sort: ListSortItem[] = model
      .filter((item) => item.sort)
      .map((item) => ({ field: item.field, order: item.sort === 'desc' ? 'desc' : 'asc' }));
    if (!sameJson(sort, state.sort)) onStateChange({ sort });
  };
  const onFilter = (model: GridFilterModel) => {
    // the grid's model holds the filters of filterable columns; the others (a toolbar's) stay
    const gridFields = new Set(columns.filter((c) => c.filterable !== false).map((c) => c.field));
    const kept = state.filters.filter((f) => !gridFields.has(f.field));
    const next = [...kept, ...gridFilterModelToFilters(model, columns as GridColDef[])];
    if (!sameJson(next, state.filters)) onStateChange({ filters: next });
  };

  return (
    <Paper ref={measureWidth} variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <DataGrid<Row>
        rows={rows}
        columns={gridColumns}
        columnVisibilityModel={columnVisibilityModel}
        getRowId={getRowId}
        rowCount={rowCount}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={onPagination}
        sortModel={sortModel}
        onSortModelChange={onSort}
        filterModel={filterModel}
        onFilterModelChange={onFilter}
        pageSizeOptions={pageSizeOptions}
        disableRowSelectionOnClick
        disableColumnSelector
        onRowClick={onRowClick ? (params) => onRowClick(params.row) : undefined}
        localeText={localeText}
        aria-label={ariaLabel}
        autoHeight
        slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
        sx={{
          border: 0,
          '& .MuiDataGrid-row': onRowClick ? { cursor: 'pointer' } : undefined,
          '& .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus': {
            outlineOffset: -2,
          },
        }}
      />
    </Paper>
  );
}

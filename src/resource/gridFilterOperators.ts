// The DataGrid's filter panels offer only the operators the API understands (the mapping is in
// gridFilters.ts). This is grid code: only the table (ResourceTable, loaded with the grid) uses it.
import {
  getGridBooleanOperators,
  getGridDateOperators,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterOperator,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { kindOf, toList, type ColumnKind } from './gridFilters';

const defaultOperators: Record<ColumnKind, () => GridFilterOperator[]> = {
  string: () => getGridStringOperators(),
  number: () => getGridNumericOperators() as GridFilterOperator[],
  date: () => getGridDateOperators() as GridFilterOperator[],
  select: () => getGridSingleSelectOperators(),
  boolean: () => getGridBooleanOperators() as GridFilterOperator[],
};

/** Columns whose filter panels offer only what the API can answer. */
export function withServerFilterOperators<Row extends GridValidRowModel>(
  columns: readonly GridColDef<Row>[],
): GridColDef<Row>[] {
  return columns.map((column) => {
    if (column.filterable === false) return column;
    const kind = kindOf(column as GridColDef);
    const supported = toList[kind];
    const operators = (column.filterOperators ?? defaultOperators[kind]()).filter(
      (op) => op.value in supported,
    );
    return { ...column, filterOperators: operators } as GridColDef<Row>;
  });
}

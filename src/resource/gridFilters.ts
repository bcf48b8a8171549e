// The DataGrid's filter model ⇄ the list's filters (lib/listParams). Only operators the API
// understands are offered in the grid's filter panel; values go to the API as strings (numbers as
// decimal strings, dates as YYYY-MM-DD). Only the grid's types are imported here: the list shell
// (ResourceList) uses this mapping without loading the grid; the filter panels' operators, which
// are grid code, are in gridFilterOperators.ts.
import type { GridColDef, GridFilterItem, GridFilterModel } from '@mui/x-data-grid';
import type { ListFilter, ListOperator } from '../lib/listParams';

export type ColumnKind = 'string' | 'number' | 'date' | 'select' | 'boolean';

export function kindOf(column: GridColDef | undefined): ColumnKind {
  switch (column?.type) {
    case 'number':
      return 'number';
    case 'date':
    case 'dateTime':
      return 'date';
    case 'singleSelect':
      return 'select';
    case 'boolean':
      return 'boolean';
    default:
      return 'string';
  }
}

/** grid operator → list operator, per kind of column. */
export const toList: Record<ColumnKind, Record<string, ListOperator>> = {
  string: {
    contains: 'contains',
    equals: 'eq',
    doesNotEqual: 'ne',
    startsWith: 'startsWith',
    isEmpty: 'null',
    isNotEmpty: 'null',
    isAnyOf: 'in',
  },
  number: {
    '=': 'eq',
    '!=': 'ne',
    '>': 'gt',
    '>=': 'gte',
    '<': 'lt',
    '<=': 'lte',
    isEmpty: 'null',
    isNotEmpty: 'null',
    isAnyOf: 'in',
  },
  date: {
    is: 'eq',
    not: 'ne',
    after: 'gt',
    onOrAfter: 'gte',
    before: 'lt',
    onOrBefore: 'lte',
    isEmpty: 'null',
    isNotEmpty: 'null',
  },
  select: { is: 'eq', not: 'ne', isAnyOf: 'in' },
  boolean: { is: 'eq' },
};

function fromList(kind: ColumnKind, filter: ListFilter): string | undefined {
  if (filter.operator === 'null') return filter.value === false ? 'isNotEmpty' : 'isEmpty';
  return Object.entries(toList[kind]).find(
    ([gridOp, listOp]) =>
      listOp === filter.operator && gridOp !== 'isEmpty' && gridOp !== 'isNotEmpty',
  )?.[0];
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function toApiValue(kind: ColumnKind, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => toApiValue(kind, v));
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : isoDate(value);
  if (kind === 'number' && typeof value === 'number') return String(value);
  if (kind === 'boolean' && typeof value === 'string') return value === 'true';
  return value;
}

function toGridValue(kind: ColumnKind, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => toGridValue(kind, v));
  if (kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/u.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return new Date(y!, m! - 1, d!);
  }
  if (kind === 'number' && typeof value === 'string' && value !== '') return Number(value);
  return value;
}

/** The grid's filter model as list filters (items without a value are left out). */
export function gridFilterModelToFilters(
  model: GridFilterModel,
  columns: readonly GridColDef[],
): ListFilter[] {
  const filters: ListFilter[] = [];
  for (const item of model.items) {
    const column = columns.find((c) => c.field === item.field);
    const kind = kindOf(column);
    const operator = toList[kind][item.operator];
    if (!operator) continue;
    if (item.operator === 'isEmpty' || item.operator === 'isNotEmpty') {
      filters.push({ field: item.field, operator, value: item.operator === 'isEmpty' });
      continue;
    }
    const value = toApiValue(kind, item.value);
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    filters.push({ field: item.field, operator, value });
  }
  return filters;
}

/** The list filters that belong to grid columns, as the grid's filter model. */
export function filtersToGridFilterModel(
  filters: readonly ListFilter[],
  columns: readonly GridColDef[],
): GridFilterModel {
  const items: GridFilterItem[] = [];
  filters.forEach((filter, index) => {
    const column = columns.find((c) => c.field === filter.field);
    if (!column || column.filterable === false) return;
    const kind = kindOf(column);
    const operator = fromList(kind, filter);
    if (!operator) return;
    const value =
      operator === 'isEmpty' || operator === 'isNotEmpty'
        ? undefined
        : toGridValue(kind, filter.value);
    items.push({ id: index, field: filter.field, operator, value });
  });
  return { items };
}

// The state of a list (page, page size, sort, filters, search, view) as it lives in the URL, and
// its mapping onto the generic list arguments of the API:
//   sort  "field:order" joined by commas
//   where eq → the plain field; other operators → `field_operator`; or-groups → `_or`
//   start (page − 1) × pageSize; limit pageSize
// Only values that differ from the list's defaults are written to the URL, so a plain list has a
// plain address. Several lists on one page keep apart by a `prefix` on their parameter names.

import { WHERE_OPERATORS, type WhereOperator } from '../../shared/listOperators';

export type ListOperator = 'eq' | WhereOperator;

export const listOperators: readonly ListOperator[] = ['eq', ...WHERE_OPERATORS];

export type ListFilter = { field: string; operator: ListOperator; value: unknown };
export type ListSortItem = { field: string; order: 'asc' | 'desc' };
export type ListView = 'table' | 'card';

export type ListState = {
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: ListSortItem[];
  filters: ListFilter[];
  search: string;
  view: ListView;
};

export type ListDefaults = {
  pageSize?: number;
  sort?: ListSortItem[];
  filters?: ListFilter[];
  view?: ListView;
  /** localStorage key remembering the card/table choice (used by useListState). */
  storageKey?: string;
  /** Prefix of this list's URL parameters, when a page shows more than one list. */
  prefix?: string;
};

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
/** The API answers at most 100 rows per call (and the MIT DataGrid shows at most 100). */
export const MAX_PAGE_SIZE = 100;

/** The full default state of a list. */
export function defaultListState(defaults: ListDefaults = {}): ListState {
  return {
    page: DEFAULT_PAGE,
    pageSize: defaults.pageSize ?? DEFAULT_PAGE_SIZE,
    sort: defaults.sort ?? [],
    filters: defaults.filters ?? [],
    search: '',
    view: defaults.view ?? 'table',
  };
}

const key = (defaults: ListDefaults, name: string) =>
  defaults.prefix ? `${defaults.prefix}${name[0]!.toUpperCase()}${name.slice(1)}` : name;

/** The URL parameter names of a list (e.g. page, pageSize, sort, filter, q, view). */
export function listParamNames(defaults: ListDefaults = {}) {
  return {
    page: key(defaults, 'page'),
    pageSize: key(defaults, 'pageSize'),
    sort: key(defaults, 'sort'),
    filter: key(defaults, 'filter'),
    search: key(defaults, 'q'),
    view: key(defaults, 'view'),
  };
}

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/u.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}

/** "created_at:desc,name:asc" ⇄ sort items. Unreadable parts are dropped. */
export function formatSort(sort: readonly ListSortItem[]): string {
  return sort.map((s) => `${s.field}:${s.order}`).join(',');
}

export function parseSort(raw: string): ListSortItem[] {
  const items: ListSortItem[] = [];
  for (const part of raw.split(',')) {
    const [field = '', order = 'asc'] = part.trim().split(':');
    if (!/^[A-Za-z_][A-Za-z0-9_.]*$/u.test(field)) continue;
    if (order !== 'asc' && order !== 'desc') continue;
    items.push({ field, order });
  }
  return items;
}

/** A filter in the URL: `field:operator:<JSON value>`. */
function formatFilter(filter: ListFilter): string {
  return `${filter.field}:${filter.operator}:${JSON.stringify(filter.value ?? null)}`;
}

function parseFilter(raw: string): ListFilter | undefined {
  const first = raw.indexOf(':');
  const second = raw.indexOf(':', first + 1);
  if (first <= 0 || second < 0) return undefined;
  const field = raw.slice(0, first);
  const operator = raw.slice(first + 1, second) as ListOperator;
  if (!listOperators.includes(operator)) return undefined;
  try {
    return { field, operator, value: JSON.parse(raw.slice(second + 1)) as unknown };
  } catch {
    return undefined;
  }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Reads a list's state from the URL; what the URL leaves out takes the defaults. `fallbackView`
 * (e.g. the remembered card/table choice) replaces `defaults.view` when the URL has no view.
 */
export function parseListState(
  searchParams: URLSearchParams,
  defaults: ListDefaults = {},
  fallbackView?: ListView,
): ListState {
  const names = listParamNames(defaults);
  const base = defaultListState(defaults);
  const pageSize = positiveInt(searchParams.get(names.pageSize));
  const rawSort = searchParams.get(names.sort);
  const view = searchParams.get(names.view);
  const rawFilters = searchParams.getAll(names.filter);
  const filters = rawFilters.map(parseFilter).filter((f): f is ListFilter => f !== undefined);
  return {
    page: positiveInt(searchParams.get(names.page)) ?? base.page,
    pageSize: pageSize && pageSize <= MAX_PAGE_SIZE ? pageSize : base.pageSize,
    sort: rawSort === null ? base.sort : parseSort(rawSort),
    // "filter=" alone means "no filters", overriding default filters
    filters: rawFilters.length > 0 ? filters : base.filters,
    search: searchParams.get(names.search) ?? '',
    view: view === 'card' || view === 'table' ? view : (fallbackView ?? base.view),
  };
}

/**
 * Writes a list's state into URL parameters: only what differs from the defaults. Parameters of
 * other lists and other purposes in `into` are kept.
 */
export function listStateToSearchParams(
  state: ListState,
  defaults: ListDefaults = {},
  into: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const names = listParamNames(defaults);
  const base = defaultListState(defaults);
  const params = new URLSearchParams(into);
  for (const name of Object.values(names)) params.delete(name);
  if (state.page !== base.page) params.set(names.page, String(state.page));
  if (state.pageSize !== base.pageSize) params.set(names.pageSize, String(state.pageSize));
  if (!sameJson(state.sort, base.sort)) params.set(names.sort, formatSort(state.sort));
  if (!sameJson(state.filters, base.filters)) {
    if (state.filters.length === 0) params.set(names.filter, '');
    for (const filter of state.filters) params.append(names.filter, formatFilter(filter));
  }
  if (state.search !== '') params.set(names.search, state.search);
  if (state.view !== base.view) params.set(names.view, state.view);
  return params;
}

/** The address of the list at `path` under `filters` (a link to a filtered list). */
export function listUrl(path: string, filters: ListFilter[]): string {
  return `${path}?${listStateToSearchParams({ ...defaultListState(), filters })}`;
}

export type ListWhere = Record<string, unknown>;

/** One filter as a `where` entry: eq is the plain field, any other operator `field_operator`. */
export function filterKey(filter: ListFilter): string {
  return filter.operator === 'eq' ? filter.field : `${filter.field}_${filter.operator}`;
}

function filtersToWhere(filters: readonly ListFilter[]): ListWhere {
  const where: ListWhere = {};
  for (const filter of filters) where[filterKey(filter)] = filter.value;
  return where;
}

/**
 * And-s an or-group into `where`. A where object has one `_or`; a second group is distributed
 * into each alternative of the first: (a ∨ b) ∧ (c ∨ d) = (a ∧ (c ∨ d)) ∨ (b ∧ (c ∨ d)).
 */
function andOrGroup(where: ListWhere, group: readonly ListWhere[]): ListWhere {
  if (group.length === 0) return where;
  const existing = where._or as ListWhere[] | undefined;
  if (!existing) return { ...where, _or: [...group] };
  return { ...where, _or: existing.map((alternative) => andOrGroup(alternative, group)) };
}

export type ListVariableOptions = {
  /** The field(s) the search box looks in, with `contains`; several fields form an or-group. */
  searchField?: string | readonly string[];
  /** Extra or-groups: each inner list is or-ed, the groups are and-ed with the rest. */
  orGroups?: readonly (readonly ListFilter[])[];
};

export type ListVariables = {
  sort: string | undefined;
  where: ListWhere | undefined;
  start: number;
  limit: number;
};

/** The generic list arguments (sort, where, start, limit) of a list state. */
export function toListVariables(
  state: ListState,
  { searchField, orGroups = [] }: ListVariableOptions = {},
): ListVariables {
  let where = filtersToWhere(state.filters);
  const search = state.search.trim();
  const groups: ListWhere[][] = orGroups.map((group) => group.map((f) => filtersToWhere([f])));
  if (search && searchField) {
    const fields = typeof searchField === 'string' ? [searchField] : searchField;
    if (fields.length === 1) where[`${fields[0]}_contains`] = search;
    else groups.unshift(fields.map((field) => ({ [`${field}_contains`]: search })));
  }
  for (const group of groups) where = andOrGroup(where, group);
  return {
    sort: state.sort.length > 0 ? formatSort(state.sort) : undefined,
    where: Object.keys(where).length > 0 ? where : undefined,
    start: (state.page - 1) * state.pageSize,
    limit: state.pageSize,
  };
}

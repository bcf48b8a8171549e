// The generic list arguments of every list operation, mapped onto SQL in one place:
//   sort  "field:order,field:order" (order asc|desc, asc when left out)
//   where {"field": v} is eq (null: IS NULL); {"field_op": v} with op one of ne, lt, lte, gt, gte,
//         contains, startsWith (case-insensitive, wildcards escaped), in, nin, null (true: IS NULL);
//         {"_or": [where, ...]} is an or-group; keys of one object are and-ed
//   start offset (default 0), limit page size (default 10, at most 100)
// Only the fields a list's spec whitelists can be sorted or filtered; anything else answers
// success false with a message. The domain's reads (ledger/queries.ts, admin/) list through it.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { behindOthers, type Db } from '../db/client.js';
import { WHERE_OPERATORS, type WhereOperator } from '../../shared/listOperators.js';
import { isUuid } from '../lib/ids.js';
import { isDateString } from './days.js';
import { isDecimalString } from './decimal.js';
import { fail, ok, type Failure, type Success } from './result.js';

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
/** How deep `_or` groups may nest, how many conditions one filter may hold in all, and how many
 * values one `in`/`nin` may list: a filter is a few conditions, not a payload. */
export const MAX_OR_DEPTH = 3;
export const MAX_CONDITIONS = 50;
export const MAX_LIST_VALUES = 100;

export type ListArgs = {
  sort?: string | null;
  where?: unknown;
  start?: number | null;
  limit?: number | null;
};

export type ListSpec = {
  /** The fields callers may sort and filter by, by their GraphQL names. */
  columns: Record<string, PgColumn>;
  /** The order when `sort` is empty, in the same "field:order" syntax. */
  defaultSort: string;
  /** Appended to every order so pages never overlap. */
  tiebreaker: PgColumn;
};

export type ListQuery = {
  where: SQL | undefined;
  orderBy: SQL[];
  /** The same order backwards, to read a page from the end (`listFrom`). */
  reversed: SQL[];
  offset: number;
  limit: number;
};

export type ListFailure = Failure & { nodes: never[]; count: number };
export type ListAnswer<T> = Success<{ nodes: T[]; count: number }> | ListFailure;

export const listFailure = (message: string): ListFailure => ({
  ...fail(message),
  nodes: [],
  count: 0,
});

export class ListArgsError extends Error {}

/** The whitelisted column of this name; never one of Object.prototype's properties. */
const columnOf = (spec: ListSpec, field: string): PgColumn | undefined =>
  Object.hasOwn(spec.columns, field) ? spec.columns[field] : undefined;

const TEXT_COLUMNS = new Set(['PgText', 'PgVarchar']);

/** The value as the column stores it, or an error naming the field. */
function coerce(field: string, column: PgColumn, value: unknown): unknown {
  const bad = () => new ListArgsError(`Invalid value for "${field}"`);
  switch (column.columnType) {
    case 'PgUUID':
      if (typeof value !== 'string' || !isUuid(value)) throw bad();
      return value;
    case 'PgBoolean':
      if (typeof value !== 'boolean') throw bad();
      return value;
    case 'PgInteger':
    case 'PgBigSerial53':
      if (typeof value !== 'number' || !Number.isInteger(value)) throw bad();
      return value;
    case 'PgNumeric': {
      const text = typeof value === 'number' ? String(value) : value;
      if (typeof text !== 'string' || !isDecimalString(text)) throw bad();
      return text;
    }
    case 'PgDateString':
      if (typeof value !== 'string' || !isDateString(value)) throw bad();
      return value;
    case 'PgTimestamp': {
      const date = typeof value === 'string' ? new Date(value) : null;
      if (!date || Number.isNaN(date.getTime())) throw bad();
      return date;
    }
    default:
      if (typeof value !== 'string') throw bad();
      return value;
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function condition(field: string, column: PgColumn, op: WhereOperator | 'eq', value: unknown): SQL {
  const one = (v: unknown) => coerce(field, column, v);
  const many = () => {
    if (!Array.isArray(value)) throw new ListArgsError(`"${field}_${op}" needs a list of values`);
    if (value.length > MAX_LIST_VALUES) {
      throw new ListArgsError(`"${field}_${op}" takes at most ${MAX_LIST_VALUES} values`);
    }
    return value.map(one);
  };
  const text = () => {
    if (!TEXT_COLUMNS.has(column.columnType) || typeof value !== 'string') {
      throw new ListArgsError(`"${field}_${op}" needs a text field and a text value`);
    }
    return escapeLike(value);
  };
  switch (op) {
    case 'eq':
      return value === null ? isNull(column) : eq(column, one(value));
    case 'ne':
      return value === null ? isNotNull(column) : ne(column, one(value));
    case 'lt':
      return lt(column, one(value));
    case 'lte':
      return lte(column, one(value));
    case 'gt':
      return gt(column, one(value));
    case 'gte':
      return gte(column, one(value));
    case 'contains':
      return matching(column, `%${text()}%`, value as string);
    case 'startsWith':
      return matching(column, `${text()}%`, value as string);
    case 'in': {
      const values = many();
      return values.length === 0 ? sql`false` : inArray(column, values);
    }
    case 'nin': {
      const values = many();
      return values.length === 0 ? sql`true` : notInArray(column, values);
    }
    case 'null':
      if (typeof value !== 'boolean')
        throw new ListArgsError(`"${field}_null" needs true or false`);
      return value ? isNull(column) : isNotNull(column);
  }
}

type Budget = { conditions: number };

/**
 * `column ILIKE pattern`, which the trigram indexes (migration 0008) serve when `searched` holds a
 * trigram (three characters or more). A shorter text holds none: the index would be read whole
 * (a GIN "full scan", slower than reading the rows), so such a search compares `lower(column)`,
 * which no index holds, and the planner reads the user's rows through their usual index instead.
 */
function matching(column: PgColumn, pattern: string, searched: string): SQL {
  if ([...searched].length >= 3) return ilike(column, pattern);
  return sql`lower(${column}) LIKE lower(${pattern})`;
}

function whereClause(
  spec: ListSpec,
  where: unknown,
  depth = 0,
  budget: Budget = { conditions: 0 },
) {
  if (where === null || where === undefined) return undefined;
  if (typeof where !== 'object' || Array.isArray(where)) {
    throw new ListArgsError('The filter must be an object');
  }
  const parts: (SQL | undefined)[] = [];
  for (const [key, value] of Object.entries(where)) {
    if ((budget.conditions += 1) > MAX_CONDITIONS) {
      throw new ListArgsError(`A filter may hold at most ${MAX_CONDITIONS} conditions`);
    }
    if (key === '_or') {
      if (!Array.isArray(value)) throw new ListArgsError('"_or" needs a list of filters');
      if (depth >= MAX_OR_DEPTH) {
        throw new ListArgsError(`"_or" groups may nest at most ${MAX_OR_DEPTH} deep`);
      }
      if (value.length > MAX_CONDITIONS) {
        throw new ListArgsError(`A filter may hold at most ${MAX_CONDITIONS} conditions`);
      }
      const groups = value.map((group) => whereClause(spec, group, depth + 1, budget) ?? sql`true`);
      parts.push(groups.length === 0 ? undefined : or(...groups));
      continue;
    }
    const exact = columnOf(spec, key);
    if (exact) {
      parts.push(condition(key, exact, 'eq', value));
      continue;
    }
    const op = WHERE_OPERATORS.find(
      (o) => key.endsWith(`_${o}`) && columnOf(spec, key.slice(0, -o.length - 1)),
    );
    if (!op) throw new ListArgsError(`Cannot filter by "${key}"`);
    const field = key.slice(0, -op.length - 1);
    parts.push(condition(field, columnOf(spec, field)!, op, value));
  }
  return and(...parts);
}

/**
 * The order of `sort`, then the tiebreaker, forwards and backwards. Flipping each direction
 * reverses the order exactly, NULLs included: PostgreSQL puts them last ascending and first
 * descending unless told otherwise, and nothing here tells it otherwise.
 */
function orderings(spec: ListSpec, sort: string): { orderBy: SQL[]; reversed: SQL[] } {
  const terms: { column: PgColumn; descending: boolean }[] = [];
  for (const part of sort
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [field = '', direction = 'asc', extra] = part.split(':').map((s) => s.trim());
    const column = columnOf(spec, field);
    if (!column) throw new ListArgsError(`Cannot sort by "${field}"`);
    if (extra !== undefined || !['asc', 'desc'].includes(direction.toLowerCase())) {
      throw new ListArgsError(`Sort order of "${field}" must be asc or desc`);
    }
    terms.push({ column, descending: direction.toLowerCase() === 'desc' });
  }
  terms.push({ column: spec.tiebreaker, descending: false });
  return {
    orderBy: terms.map(({ column, descending }) => (descending ? desc(column) : asc(column))),
    reversed: terms.map(({ column, descending }) => (descending ? asc(column) : desc(column))),
  };
}

const pageSize = (limit: number | null | undefined) => Math.min(limit ?? DEFAULT_LIMIT, MAX_LIMIT);

/** Where a page sits: its size, its number (1-based, from start) and the total. */
export function pageCursor(args: ListArgs, total: number) {
  const limit = Math.max(pageSize(args.limit), 1);
  return { limit, page: Math.floor(Math.max(args.start ?? 0, 0) / limit) + 1, total };
}

/** The SQL pieces of a list call, or the failure to answer. */
export function parseListArgs(spec: ListSpec, args: ListArgs): ListQuery | ListFailure {
  try {
    const start = args.start ?? 0;
    const limit = args.limit ?? DEFAULT_LIMIT;
    if (!Number.isInteger(start) || start < 0) throw new ListArgsError('start must be 0 or more');
    if (!Number.isInteger(limit) || limit < 1) throw new ListArgsError('limit must be 1 or more');
    const sort = args.sort?.trim() ? args.sort : spec.defaultSort;
    return {
      where: whereClause(spec, args.where),
      ...orderings(spec, sort),
      offset: start,
      limit: pageSize(limit),
    };
  } catch (error) {
    if (error instanceof ListArgsError) return listFailure(error.message);
    throw error;
  }
}

/** Where a list's page and total come from: one table by default (`tableSource`), or joins and
 * maintained counters when a list needs them. `filtered` tells whether the caller's `where` narrowed
 * the list beyond the operation's own filters. The count must be exact: pages near the end are
 * read backwards from it (`listFrom`). */
export type ListPage = { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number };
export type ListSource<R> = {
  rows(page: ListPage): Promise<R[]>;
  count(where: SQL | undefined, filtered: boolean): Promise<number>;
};

export function tableSource<T extends PgTable>(db: Db, table: T): ListSource<T['$inferSelect']> {
  return {
    rows: async ({ where, orderBy, limit, offset }) =>
      (await db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)) as T['$inferSelect'][],
    count: async (where) => {
      const [total] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(where);
      return total?.n ?? 0;
    },
  };
}

/**
 * One page of a source's rows and their total count under the caller's list arguments, and-ed
 * with the operation's own filters (named arguments, ownership, visibility).
 */
export async function listFrom<R>(
  source: ListSource<R>,
  spec: ListSpec,
  args: ListArgs,
  filters: (SQL | undefined)[] = [],
): Promise<ListAnswer<R>> {
  const query = parseListArgs(spec, args);
  if ('success' in query) return query;
  const where = and(query.where, ...filters);
  const count = await source.count(where, query.where !== undefined);
  return ok({ nodes: await pageOf(source, query, where, count), count });
}

/** A page further than this many rows from either end reads behind others' queries. */
const DEEP_PAGE = 1_000;

/**
 * The rows of the page `query` asks for, out of `total`. An offset costs the entries an index
 * walks past to reach the page, so a page nearer the end than the start is read from the end in
 * the reversed order and turned around: the last page of a million rows costs what the first
 * does, and no page walks past more than half of the list. A page deep in a long list still walks
 * past many: it waits behind the queries of others (`behindOthers`).
 */
async function pageOf<R>(
  source: ListSource<R>,
  { orderBy, reversed, offset, limit }: ListQuery,
  where: SQL | undefined,
  total: number,
): Promise<R[]> {
  if (offset >= total) return [];
  const after = total - offset - limit;
  const fromEnd = after < offset;
  const skipped = fromEnd ? Math.max(after, 0) : offset;
  const read = fromEnd
    ? async () => {
        const rows = await source.rows({
          where,
          orderBy: reversed,
          offset: skipped,
          limit: Math.min(limit, total - offset),
        });
        return rows.reverse();
      }
    : () => source.rows({ where, orderBy, limit, offset });
  return skipped > DEEP_PAGE ? behindOthers(read) : read();
}

/** `listFrom` one table. */
export function listRows<T extends PgTable>(
  db: Db,
  table: T,
  spec: ListSpec,
  args: ListArgs,
  filters: (SQL | undefined)[] = [],
): Promise<ListAnswer<T['$inferSelect']>> {
  return listFrom(tableSource(db, table), spec, args, filters);
}

/** A filter's id as the query can compare it: a malformed one becomes an id no row has, so it
 * answers like an unknown id (nothing) instead of the database refusing it. */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
export const filterId = (id: string): string => (isUuid(id) ? id : NIL_UUID);

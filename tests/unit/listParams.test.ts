import { describe, expect, it } from 'vitest';
import {
  defaultListState,
  listStateToSearchParams,
  parseListState,
  toListVariables,
  type ListDefaults,
  type ListState,
} from '../../src/lib/listParams';

const state = (over: Partial<ListState> = {}): ListState => ({ ...defaultListState(), ...over });

describe('toListVariables', () => {
  it('pages from 1 with a default page size of 10: start = (page − 1) × pageSize', () => {
    expect(toListVariables(state())).toEqual({
      sort: undefined,
      where: undefined,
      start: 0,
      limit: 10,
    });
    expect(toListVariables(state({ page: 3, pageSize: 12 }))).toMatchObject({
      start: 24,
      limit: 12,
    });
  });

  it('joins the sort as "field:order" with commas', () => {
    const sort = [
      { field: 'created_at', order: 'desc' as const },
      { field: 'name', order: 'asc' as const },
    ];
    expect(toListVariables(state({ sort })).sort).toBe('created_at:desc,name:asc');
  });

  it('maps eq to the plain field and other operators to field_operator', () => {
    const where = toListVariables(
      state({
        filters: [
          { field: 'account_class', operator: 'eq', value: 'bank' },
          { field: 'amount', operator: 'gte', value: '10.5' },
          { field: 'name', operator: 'startsWith', value: 'Sav' },
          { field: 'transaction_type', operator: 'in', value: ['credit', 'debit'] },
          { field: 'category_id', operator: 'null', value: true },
        ],
      }),
    ).where;
    expect(where).toEqual({
      account_class: 'bank',
      amount_gte: '10.5',
      name_startsWith: 'Sav',
      transaction_type_in: ['credit', 'debit'],
      category_id_null: true,
    });
  });

  it('searches one field with contains, several fields as an _or group', () => {
    expect(toListVariables(state({ search: ' sav ' }), { searchField: 'name' }).where).toEqual({
      name_contains: 'sav',
    });
    expect(
      toListVariables(state({ search: 'x' }), { searchField: ['name', 'description'] }).where,
    ).toEqual({ _or: [{ name_contains: 'x' }, { description_contains: 'x' }] });
    expect(toListVariables(state({ search: '' }), { searchField: 'name' }).where).toBeUndefined();
  });

  it('and-s several or-groups with the other filters', () => {
    const where = toListVariables(
      state({ search: 'x', filters: [{ field: 'status', operator: 'eq', value: true }] }),
      {
        searchField: ['name', 'description'],
        orGroups: [
          [
            { field: 'account_class', operator: 'eq', value: 'bank' },
            { field: 'account_class', operator: 'eq', value: 'cash' },
          ],
        ],
      },
    ).where;
    expect(where).toEqual({
      status: true,
      _or: [
        { name_contains: 'x', _or: [{ account_class: 'bank' }, { account_class: 'cash' }] },
        { description_contains: 'x', _or: [{ account_class: 'bank' }, { account_class: 'cash' }] },
      ],
    });
  });
});

describe('list state in the URL', () => {
  const defaults: ListDefaults = {
    pageSize: 12,
    sort: [{ field: 'created_at', order: 'desc' }],
  };

  it('leaves defaults out of the URL', () => {
    expect(listStateToSearchParams(defaultListState(defaults), defaults).toString()).toBe('');
  });

  it('round-trips page, page size, sort, filters, search and view', () => {
    const full: ListState = {
      page: 3,
      pageSize: 25,
      sort: [{ field: 'name', order: 'asc' }],
      filters: [
        { field: 'account_class', operator: 'eq', value: 'bank' },
        { field: 'value', operator: 'gt', value: '100' },
      ],
      search: 'sav & co',
      view: 'card',
    };
    const params = listStateToSearchParams(full, defaults);
    expect(params.get('page')).toBe('3');
    expect(params.get('sort')).toBe('name:asc');
    expect(params.get('q')).toBe('sav & co');
    expect(parseListState(new URLSearchParams(params.toString()), defaults)).toEqual(full);
  });

  it('keeps other parameters and separates lists by prefix', () => {
    const into = new URLSearchParams('tab=2&page=4');
    const params = listStateToSearchParams(
      state({ page: 2, search: 'rent' }),
      { prefix: 'tx' },
      into,
    );
    expect(params.get('tab')).toBe('2');
    expect(params.get('page')).toBe('4');
    expect(params.get('txPage')).toBe('2');
    expect(params.get('txQ')).toBe('rent');
    expect(parseListState(params, { prefix: 'tx' })).toMatchObject({ page: 2, search: 'rent' });
    expect(parseListState(params)).toMatchObject({ page: 4, search: '' });
  });

  it('ignores unreadable values', () => {
    const parsed = parseListState(
      new URLSearchParams('page=-2&pageSize=5000&sort=name:sideways&view=grid&filter=nonsense'),
      defaults,
    );
    expect(parsed).toEqual({ ...defaultListState(defaults), sort: [], filters: [] });
  });

  it('uses the remembered view when the URL names none', () => {
    expect(parseListState(new URLSearchParams(''), {}, 'card').view).toBe('card');
    expect(parseListState(new URLSearchParams('view=table'), {}, 'card').view).toBe('table');
  });
});

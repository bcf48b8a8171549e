import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { withServerFilterOperators } from '../../src/resource/gridFilterOperators';
import { filtersToGridFilterModel, gridFilterModelToFilters } from '../../src/resource/gridFilters';

const columns: GridColDef[] = [
  { field: 'name' },
  { field: 'value', type: 'number' },
  { field: 'date', type: 'date' },
  { field: 'account_class', type: 'singleSelect', valueOptions: ['bank', 'cash'] },
  { field: 'actions', filterable: false },
];

describe('grid filters ⇄ list filters', () => {
  it('maps the grid operators onto the API operators, values as strings', () => {
    expect(
      gridFilterModelToFilters(
        {
          items: [
            { field: 'name', operator: 'contains', value: 'sav' },
            { field: 'value', operator: '>=', value: 100.5 },
            { field: 'date', operator: 'before', value: new Date(2026, 10, 21) },
            { field: 'account_class', operator: 'isAnyOf', value: ['bank', 'cash'] },
            { field: 'name', operator: 'isEmpty' },
            { field: 'name', operator: 'startsWith', value: '' },
          ],
        },
        columns,
      ),
    ).toEqual([
      { field: 'name', operator: 'contains', value: 'sav' },
      { field: 'value', operator: 'gte', value: '100.5' },
      { field: 'date', operator: 'lt', value: '2026-11-21' },
      { field: 'account_class', operator: 'in', value: ['bank', 'cash'] },
      { field: 'name', operator: 'null', value: true },
    ]);
  });

  it('shows the list filters of grid columns in the grid (and only those)', () => {
    const model = filtersToGridFilterModel(
      [
        { field: 'account_class', operator: 'eq', value: 'bank' },
        { field: 'date', operator: 'gte', value: '2026-11-01' },
        { field: 'account_id', operator: 'eq', value: 'x' },
      ],
      columns,
    );
    expect(model.items).toEqual([
      { id: 0, field: 'account_class', operator: 'is', value: 'bank' },
      { id: 1, field: 'date', operator: 'onOrAfter', value: new Date(2026, 10, 1) },
    ]);
  });

  it('offers only operators the API understands', () => {
    const [name] = withServerFilterOperators(columns);
    const offered = name!.filterOperators!.map((op) => op.value);
    expect(offered).toContain('contains');
    expect(offered).not.toContain('endsWith');
    expect(offered).not.toContain('doesNotContain');
  });
});

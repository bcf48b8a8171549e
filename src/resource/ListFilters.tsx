// The filters of a list's toolbar (a resource's `list.useView().filters`): a select of values,
// and a period of dates (all time, this month, last month, this year, or from–to). Both keep
// their choice in the list's filters, and so in the URL.
import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFilter } from '../lib/listParams';
import type { ListStateUpdate } from '../lib/useListState';
import { PERIODS, periodOf, periodRange, type DateRange, type Period } from '../lib/periods';
import type { ListFilterPeriod, ListFilterSelect, ListToolbarFilter } from './resource';

type FilterProps<F> = {
  filter: F;
  /** The list's filters, as drawn. */
  filters: readonly ListFilter[];
  /** The list's state change (useListState). */
  update: ListStateUpdate;
};

type ControlProps<F> = Omit<FilterProps<F>, 'update'> & {
  /** Sets the filters of the control's field, keeping the others as they are then. */
  onChange: (own: ListFilter[]) => void;
};

/** The toolbar control of one filter. */
export function ListToolbarFilterControl({
  filter,
  filters,
  update,
}: FilterProps<ListToolbarFilter>) {
  // from the filters as they are when the change is made: a filter chosen a moment before, not
  // yet drawn here, stays
  const onChange = (own: ListFilter[]) =>
    update((previous) => ({
      filters: [...previous.filters.filter((f) => f.field !== filter.field), ...own],
    }));
  return filter.kind === 'period' ? (
    <PeriodFilter filter={filter} filters={filters} onChange={onChange} />
  ) : (
    <FilterSelect filter={filter} filters={filters} onChange={onChange} />
  );
}

/** The toolbar select of a filter: its options' values go into the URL as they are. */
function FilterSelect({ filter, filters, onChange }: ControlProps<ListFilterSelect>) {
  const { t } = useTranslation();
  const current = filters.find((f) => f.field === filter.field && f.operator === 'eq');
  // the select holds strings: an option is found by its value's text
  const selected = filter.options.find((o) => String(o.value) === String(current?.value));
  return (
    <TextField
      select
      size="small"
      label={filter.label}
      value={selected ? String(selected.value) : ''}
      onChange={(event) => {
        const option = filter.options.find((o) => String(o.value) === event.target.value);
        onChange(option ? [{ field: filter.field, operator: 'eq', value: option.value }] : []);
      }}
      sx={{ minWidth: 140, maxWidth: 240 }}
    >
      <MenuItem value="">{filter.allLabel ?? t('list.all')}</MenuItem>
      {filter.options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

const CUSTOM = 'custom';

/**
 * A period of the date field: a preset, or "Custom…" with from and to dates. The range is the
 * filters `field >= from` and `field <= to`, either of which may be left open.
 */
function PeriodFilter({ filter, filters, onChange }: ControlProps<ListFilterPeriod>) {
  const { t } = useTranslation();
  const bound = (operator: 'gte' | 'lte') => {
    const value = filters.find((f) => f.field === filter.field && f.operator === operator)?.value;
    return typeof value === 'string' ? value : undefined;
  };
  const range: DateRange = { from: bound('gte'), to: bound('lte') };
  const period = periodOf(range);
  // "Custom…" chosen shows the dates even while they still make a preset, until the range is
  // gone (cleared, or the address went back to a list of all time)
  const [customChosen, setCustomChosen] = useState(false);
  const custom = period === CUSTOM || (customChosen && period !== 'all');

  const apply = ({ from, to }: DateRange) =>
    onChange([
      ...(from ? [{ field: filter.field, operator: 'gte' as const, value: from }] : []),
      ...(to ? [{ field: filter.field, operator: 'lte' as const, value: to }] : []),
    ]);
  const label = (key: string) => t(`list.period.${key}`);

  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={filter.label ?? label('label')}
        value={custom ? CUSTOM : period}
        onChange={(event) => {
          const choice = event.target.value;
          setCustomChosen(choice === CUSTOM);
          if (choice === CUSTOM) {
            // start from what is shown, or this month
            if (period === 'all') apply(periodRange('thisMonth'));
          } else if (choice === 'all') apply({});
          else apply(periodRange(choice as Period));
        }}
        sx={{ minWidth: 170, maxWidth: 240 }}
      >
        <MenuItem value="all">{label('all')}</MenuItem>
        {PERIODS.map((p) => (
          <MenuItem key={p} value={p}>
            {label(p)}
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM}>{label('custom')}</MenuItem>
      </TextField>
      {custom &&
        (['from', 'to'] as const).map((end) => (
          <TextField
            key={end}
            type="date"
            size="small"
            label={label(end)}
            value={range[end] ?? ''}
            onChange={(event) => apply({ ...range, [end]: event.target.value || undefined })}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: end === 'to' ? { min: range.from } : { max: range.to },
            }}
            sx={{ width: 156 }}
          />
        ))}
    </Stack>
  );
}

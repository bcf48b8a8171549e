import Add from '@mui/icons-material/Add';
import { Button, MenuItem, TextField } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { FormikValues } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { toListVariables, type ListFilter } from '../../lib/listParams';
import { listData } from '../../lib/listQuery';
import { paths } from '../../lib/paths';
import { useListState } from '../../lib/useListState';
import { PageHeader } from '../PageHeader';
import { ResourceCard } from '../ResourceCard';
import { ResourceList } from '../ResourceList';
import { RowActions } from '../RowActions';
import type { AdminListFilter, AdminPageProps } from './adminResource';
import { useAdminRemove } from './useAdminRemove';

/** The toolbar select of a filter: its options' values go into the URL as they are. */
function FilterSelect({
  filter,
  filters,
  onChange,
}: {
  filter: AdminListFilter;
  filters: readonly ListFilter[];
  onChange: (filters: ListFilter[]) => void;
}) {
  const { t } = useTranslation();
  const rest = filters.filter((f) => f.field !== filter.field);
  const current = filters.find((f) => f.field === filter.field && f.operator === 'eq');
  // the select holds strings: an option is found by its value's text
  const selected = filter.options.find((o) => String(o.value) === String(current?.value));
  return (
    <TextField
      select
      size="small"
      label={t(filter.label)}
      value={selected ? String(selected.value) : ''}
      onChange={(event) => {
        const option = filter.options.find((o) => String(o.value) === event.target.value);
        onChange(
          option ? [...rest, { field: filter.field, operator: 'eq', value: option.value }] : rest,
        );
      }}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="">{t('admin.all')}</MenuItem>
      {filter.options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {t(option.label)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * An administration resource's list: server-side paging, sorting, filtering and search kept in
 * the URL; cards on phones; show, edit and (when the resource deletes) delete per row.
 */
export function AdminListPage<Row extends GridValidRowModel, Values extends FormikValues>({
  resource,
}: AdminPageProps<Row, Values>) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const navigate = useNavigate();
  const { key, list } = resource;
  const to = paths.admin[key];
  const [state, update] = useListState({ sort: list.sort });
  const { answer, query } = list.useList(
    toListVariables(state, { searchField: list.searchFields }),
  );
  const data = listData(answer, query, t('list.loadFailed'));
  const { ask, dialog } = useAdminRemove(resource);
  // a disabled record stays listed: disabling is offered on its page only
  const onDelete = resource.remove?.kind === 'delete' ? ask : undefined;

  const actionsOf = (row: Row) => (
    <RowActions
      name={resource.name(row)}
      onShow={() => navigate(to.show(resource.id(row)))}
      onEdit={() => navigate(to.edit(resource.id(row)))}
      onDelete={onDelete && (() => onDelete(row))}
    />
  );

  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      // a field with a toolbar select is filtered there: the MIT grid's filter panel holds one
      // filter, and two filters of its columns at once would not fit it
      ...list
        .columns({ t, locale })
        .map((column) =>
          list.filters?.some((f) => f.field === column.field)
            ? { ...column, filterable: false }
            : column,
        ),
      {
        field: 'actions',
        headerName: t('list.actions'),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        width: onDelete ? 120 : 90,
        renderCell: ({ row }) => actionsOf(row),
      },
    ],
    // actionsOf reads navigate, the paths and onDelete, all stable for the resource
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list, t, locale, onDelete],
  );

  const createButton = (
    <Button component={RouterLink} to={to.create} variant="contained" startIcon={<Add />}>
      {t(`resources.${key}.create.title`)}
    </Button>
  );
  const title = t(`resources.${key}.title`);

  return (
    <>
      <PageHeader title={title} subtitle={t(`resources.${key}.subtitle`)} actions={createButton} />
      <ResourceList<Row>
        ariaLabel={title}
        {...data}
        getRowId={resource.id}
        columns={columns}
        state={state}
        onStateChange={update}
        searchPlaceholder={list.searchFields && t(`resources.${key}.search`)}
        toolbar={
          list.filters &&
          list.filters.map((filter) => (
            <FilterSelect
              key={filter.field}
              filter={filter}
              filters={state.filters}
              onChange={(filters) => update({ filters })}
            />
          ))
        }
        emptyTitle={t(`resources.${key}.empty.title`)}
        emptyText={t(`resources.${key}.empty.text`)}
        emptyAction={createButton}
        onRowClick={(row) => navigate(to.show(resource.id(row)))}
        renderCard={(row) => {
          const { subtitle, body } = list.card(row, { t, locale });
          return (
            <ResourceCard
              title={resource.name(row)}
              subtitle={subtitle}
              onClick={() => navigate(to.show(resource.id(row)))}
              actions={actionsOf(row)}
            >
              {body}
            </ResourceCard>
          );
        }}
      />
      {dialog}
    </>
  );
}

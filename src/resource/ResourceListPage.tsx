import Add from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { FormikValues } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader';
import { toListVariables } from '../lib/listParams';
import { listData } from '../lib/listQuery';
import { useListState } from '../lib/useListState';
import { ExportButton } from './ExportButton';
import { ListToolbarFilterControl } from './ListFilters';
import type { ListScope, Resource } from './resource';
import { ResourceCard } from './ResourceCard';
import { ResourceList } from './ResourceList';
import { RowActions } from './RowActions';
import { useRemove } from './useRemove';
import type { ListColumn } from './ResourceTable';

/** A list shown as a section of another page (an account's transactions, an area's accounts). */
export type EmbeddedList = {
  /** Prefix of the list's URL parameters, to keep apart from the page's own. */
  prefix: string;
  /** Only these records (the list query's named filters); replaces the place's scope. */
  scope?: ListScope;
  pageSize?: number;
  /** The list's accessible name (the section's heading). */
  ariaLabel?: string;
  /** Offered when the list is empty (default: the create button). */
  emptyAction?: ReactNode;
  /** The search box and the filter selects (default true). */
  toolbar?: boolean;
};

export type ResourceListPageProps<Row extends GridValidRowModel, Values extends FormikValues> = {
  resource: Resource<Row, Values>;
  /** Shown inside another page: no page header. */
  embedded?: EmbeddedList;
};

/**
 * A resource's list: server-side paging, sorting, filtering and search kept in the URL; cards on
 * phones; show, edit and (when the resource deletes) delete per row.
 */
export function ResourceListPage<Row extends GridValidRowModel, Values extends FormikValues>({
  resource,
  embedded,
}: ResourceListPageProps<Row, Values>) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { key, list } = resource;
  const place = resource.usePlace();
  const to = place.routes;
  const [state, update] = useListState({
    sort: list.sort,
    storageKey: list.storageKey,
    pageSize: embedded?.pageSize ?? list.pageSize,
    prefix: embedded?.prefix,
  });
  const scope = embedded?.scope ?? place.scope;
  const toolbar = embedded?.toolbar ?? true;
  const searchFields = toolbar ? list.searchFields : undefined;
  const variables = toListVariables(state, { searchField: searchFields });
  const { answer, query } = list.useList(variables, scope);
  // a resource has an export hook or none, so it is called on every render alike
  const runExport = list.useExport?.();
  const Summary = toolbar ? list.Summary : undefined;
  const data = listData(answer, query, t('list.loadFailed'));
  const view = list.useView(embedded?.scope);
  const { ask, dialog } = useRemove(resource);
  // a disabled record stays listed: disabling is offered on its page only
  const remove = resource.remove?.kind === 'delete' ? resource.remove : undefined;
  const onDelete = remove && ask;
  const removeButton = `resources.${key}.remove.button`;
  const context = { t, locale: i18n.language };
  const deleteLabel = i18n.exists(removeButton) ? t(removeButton) : undefined;
  const filters = toolbar ? view.filters : undefined;

  const actionsOf = (row: Row) => (
    <RowActions
      name={resource.name(row, context)}
      onShow={() => navigate(to.show(resource.id(row)))}
      onEdit={
        resource.form && resource.editable !== false
          ? () => navigate(to.edit(resource.id(row)))
          : undefined
      }
      onDelete={onDelete && (remove.applies?.(row) ?? true) ? () => onDelete(row) : undefined}
      deleteLabel={deleteLabel}
    />
  );

  const columns = useMemo<ListColumn<Row>[]>(
    () => [
      // a field with a toolbar select is filtered there: the MIT grid's filter panel holds one
      // filter, and two filters of its columns at once would not fit it
      ...view.columns.map((column) =>
        filters?.some((f) => f.field === column.field) ? { ...column, filterable: false } : column,
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
    // actionsOf reads navigate, the routes and onDelete
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view, filters, t, onDelete, deleteLabel, to],
  );

  const createButton = place.canCreate !== false && (
    <Button component={RouterLink} to={to.create} variant="contained" startIcon={<Add />}>
      {t(`resources.${key}.create.button`)}
    </Button>
  );
  const title = place.title ?? t(`resources.${key}.title`);
  const headerActions = (createButton || list.Actions) && (
    <>
      {list.Actions && <list.Actions />}
      {createButton}
    </>
  );

  return (
    <>
      {!embedded && (
        <PageHeader
          title={title}
          subtitle={place.subtitle ?? t(`resources.${key}.subtitle`)}
          actions={headerActions || undefined}
        />
      )}
      <ResourceList<Row>
        ariaLabel={embedded?.ariaLabel ?? title}
        {...data}
        getRowId={resource.id}
        columns={columns}
        state={state}
        onStateChange={update}
        pageSizeOptions={list.pageSizeOptions}
        searchPlaceholder={searchFields && t(`resources.${key}.search`)}
        toolbar={
          toolbar &&
          ((filters?.length ?? 0) > 0 || runExport) && (
            <>
              {filters?.map((filter) => (
                <ListToolbarFilterControl
                  key={filter.field}
                  filter={filter}
                  filters={state.filters}
                  update={update}
                />
              ))}
              {runExport && (
                <ExportButton
                  run={runExport}
                  variables={{ scope, where: variables.where, sort: variables.sort }}
                />
              )}
            </>
          )
        }
        summary={Summary && <Summary scope={scope} where={variables.where} />}
        emptyTitle={t(`resources.${key}.empty.title`)}
        emptyText={t(`resources.${key}.empty.text`)}
        emptyAction={embedded?.emptyAction ?? (createButton || undefined)}
        onRowClick={(row) => navigate(to.show(resource.id(row)))}
        renderCard={(row) => {
          const { subtitle, body } = view.card(row);
          return (
            <ResourceCard
              title={resource.name(row, context)}
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

// The one way to build a list/create/edit/show screen: a resource (accounts, assets, transactions,
// each administration resource) is one small typed descriptor (its documents, list view, record,
// form, show page and removal), and the generic pages of this folder (ResourceListPage,
// ResourceCreatePage, ResourceEditPage, ResourceShowPage) read it. A screen that needs more (an
// account's create page with its venue tab, the statement review) composes the same parts.
// A resource's texts are `resources.<key>.*`; where its screens are (routes, the scope of an area)
// comes from its `usePlace` hook.
import type { ApolloCache, ApolloClient, OperationVariables } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { FormikValues } from 'formik';
import type { TFunction } from 'i18next';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Lazy, Schema } from 'yup';
import type { DetailItem } from '../components/DetailList';
import { assertSuccess } from '../lib/errors';
import type { ListSortItem, ListVariables } from '../lib/listParams';
import { paths } from '../lib/paths';
import type { Part } from './parts';
import type { ListColumn } from './ResourceTable';

export type { ListColumn };

export type ResourceKey =
  | keyof typeof paths.admin
  | 'accounts'
  | 'assets'
  | 'holdings'
  | 'transactions'
  | 'rules'
  | 'sessions'
  | 'passkeys'
  | 'accessTokens';

export type FormMode = 'create' | 'edit';

/** What columns, cards and details are written with. */
export type ResourceContext = { t: TFunction; locale: string };

/** The addresses of a resource's screens. */
export type ResourceRoutes = {
  list: string;
  create: string;
  edit: (id: string) => string;
  show: (id: string) => string;
};

/** The named filters of a list query (an account's transactions, an area's class). */
export type ListScope = Record<string, string>;

/**
 * Where a resource's screens are shown: their routes, the filters every list there adds (an
 * area's class), the list's title and subtitle when not the resource's own, and whether records
 * are created there.
 */
export type ResourcePlace = {
  routes: ResourceRoutes;
  scope?: ListScope;
  title?: string;
  subtitle?: string;
  /** false: no create button (crypto transactions come from venues). */
  canCreate?: boolean;
};

type Envelope = { success: boolean; message?: string | null };

type QueryState = { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };

export type ListResult<Row> = {
  answer: (Envelope & { count: number; nodes: readonly Row[] }) | undefined;
  query: QueryState;
};

export type RecordResult<Row> = {
  record: Row | null | undefined;
  /** The server's message when it found no record. */
  message: string | null | undefined;
  query: QueryState;
};

/**
 * The list query of a resource as a hook: `listQuery(GetVenuesAdminDocument, (d) => d.getVenuesAdmin)`.
 * While a new page loads, the previous page's rows stay.
 */
export function listQuery<Data, Row>(
  document: TypedDocumentNode<Data, ListVariables>,
  read: (data: Data) => ListResult<Row>['answer'],
  { fetchPolicy }: { fetchPolicy?: 'cache-first' | 'cache-and-network' } = {},
) {
  return function useList(variables: ListVariables, scope?: ListScope): ListResult<Row> {
    const query = useQuery(document, {
      variables: { ...scope, ...variables },
      fetchPolicy,
      notifyOnNetworkStatusChange: true,
    });
    const data = query.data ?? query.previousData;
    return { answer: data ? read(data) : undefined, query };
  };
}

/**
 * The single-record query of a resource as a hook:
 * `recordQuery(GetVenueAdminDocument, ({ getVenueAdmin: a }) => ({ record: a.venue, message: a.message }))`.
 * Asked again on every visit: the record may have changed elsewhere.
 */
export function recordQuery<Data, Row>(
  document: TypedDocumentNode<Data, { id: string }>,
  read: (data: Data) => Omit<RecordResult<Row>, 'query'>,
) {
  return function useRecord(id: string): RecordResult<Row> {
    const query = useQuery(document, { variables: { id }, fetchPolicy: 'cache-and-network' });
    const answer = query.data ? read(query.data) : undefined;
    return { record: answer?.record, message: answer?.message, query };
  };
}

/** What a list's Summary is given: the list's scope and the `where` of its filters and search. */
export type ListSummaryProps = { scope?: ListScope; where: ListVariables['where'] };

/** What a list's export is asked with: its scope, filters and order, no page. */
export type ListExportVariables = Pick<ListVariables, 'where' | 'sort'> & { scope?: ListScope };

/** A file to download: its name and its text. */
export type ListFile = { filename: string; content: string };

/**
 * A list's export as one query answering a file, as a hook for `list.useExport`:
 * `exportQuery(ExportTransactionsDocument, (data) => data.exportTransactions)`. Never from the
 * cache; a refusal throws with the server's message (assertSuccess).
 */
export function exportQuery<Data>(
  document: TypedDocumentNode<Data, Pick<ListVariables, 'where' | 'sort'>>,
  read: (
    data: Data | undefined,
  ) => (Envelope & { filename?: string | null; csv?: string | null }) | undefined,
) {
  return function useExport() {
    const client = useApolloClient();
    return async ({ scope, ...variables }: ListExportVariables): Promise<ListFile> => {
      const { data } = await client.query({
        query: document,
        variables: { ...scope, ...variables },
        fetchPolicy: 'no-cache',
      });
      const answer = assertSuccess(read(data));
      return { filename: answer.filename ?? 'export.csv', content: answer.csv ?? '' };
    };
  };
}

/** A filter select of the list's toolbar: `field` equal to the chosen option's value. */
export type ListFilterSelect = {
  kind?: 'select';
  field: string;
  label: string;
  /** The option that filters nothing (default "All"). */
  allLabel?: string;
  /** Values as the API compares them (role names, true/false, ids). */
  options: readonly { value: string | boolean; label: string }[];
};

/** A period of the list's toolbar: `field` (a date) from and to, or a preset (this month…). */
export type ListFilterPeriod = {
  kind: 'period';
  field: string;
  /** Default "Period". */
  label?: string;
};

export type ListToolbarFilter = ListFilterSelect | ListFilterPeriod;

/** How a list shows its rows: columns (the page adds the row actions), cards, toolbar filters. */
export type ListView<Row extends GridValidRowModel> = {
  columns: ListColumn<Row>[];
  /** A card of the card view (phones): under the record's name. */
  card: (row: Row) => { subtitle?: ReactNode; body?: ReactNode };
  filters?: readonly ListToolbarFilter[];
};

/** A list view that needs only the texts and the locale, as a hook for `list.useView`. */
export function staticView<Row extends GridValidRowModel>(
  build: (context: ResourceContext) => ListView<Row>,
) {
  return function useView(): ListView<Row> {
    const { t, i18n } = useTranslation();
    const locale = i18n.language;
    return useMemo(() => build({ t, locale }), [t, locale]);
  };
}

/** A created record, and what its page says first (how linking an account at a venue went). */
export type Created<Row> = { record: Row | null | undefined; notice?: string | null };

/** What a create hands the record's page, in the navigation's state (ResourceShowPage says it). */
export type CreatedState = { notice?: string };

/** What a resource's form needs on one screen: rules, starting values and the write. */
export type ResourceFormModel<Row, Values> = {
  /** The rules; a yup `lazy` one where they follow the values (a venue's credentials). */
  schema: Schema | Lazy<Values>;
  initialValues: Values;
  /** Creates (create mode); throws on failure (assertSuccess's MutationFailure). */
  create?: (values: Values) => Promise<Created<Row>>;
  /**
   * Saves (edit mode); throws on failure. May answer the values as the server now has them (they
   * become the form's starting point).
   */
  update?: (values: Values) => Promise<Values | void>;
};

/**
 * The form model of a resource whose form needs nothing but the Apollo client: its rules per
 * mode, a new record's values (a prefilled link's URL may fill some in), a record's values, and
 * create and update, which throw on failure (assertSuccess's MutationFailure with field errors).
 */
export function clientForm<Row, Values>(spec: {
  schema: (mode: FormMode) => Schema;
  initialValues: (params: URLSearchParams) => Values;
  toValues: (row: Row) => Values;
  create: (client: ApolloClient, values: Values) => Promise<Row | null | undefined>;
  update: (client: ApolloClient, row: Row, values: Values) => Promise<Row | null | undefined>;
}) {
  return function useModel(mode: FormMode, record?: Row): ResourceFormModel<Row, Values> {
    const client = useApolloClient();
    const [params] = useSearchParams();
    return {
      schema: spec.schema(mode),
      initialValues: record ? spec.toValues(record) : spec.initialValues(params),
      create: async (values) => ({ record: await spec.create(client, values) }),
      update: async (values) => {
        const saved = await spec.update(client, record!, values);
        return saved ? spec.toValues(saved) : undefined;
      },
    };
  };
}

/** Where an administration resource's screens are: `paths.admin[key]`. */
export function adminPlace(key: keyof typeof paths.admin) {
  const place: ResourcePlace = { routes: paths.admin[key] };
  return () => place;
}

/** What a show page shows of a record above its Extra: a summary (the figures) and the details. */
export type ResourceDetails = { summary?: ReactNode; fields: DetailItem[] };

/** Details that need only the texts and the locale, as a hook for `show.useDetails`. */
export function staticDetails<Row>(build: (row: Row, context: ResourceContext) => DetailItem[]) {
  return function useDetails(row: Row): ResourceDetails {
    const { t, i18n } = useTranslation();
    return { fields: build(row, { t, locale: i18n.language }) };
  };
}

export type ResourceForm<Row, Values> = {
  /** The form's fields; one column on phones. The record is given in edit mode. */
  Fields: ComponentType<{ mode: FormMode; record?: Row }>;
  /** A hook: the record in edit mode; a new record's values may come from the URL. */
  useModel: (mode: FormMode, record?: Row) => ResourceFormModel<Row, Values>;
};

export type ResourceShow<Row> = {
  /** The line under the name in the page's header (default: `resources.<key>.show.title`). */
  subtitle?: (row: Row, context: ResourceContext) => ReactNode;
  useDetails: (row: Row) => ResourceDetails;
  /** More of the show page under the details. */
  Extra?: ComponentType<{ record: Row }>;
  /** More header actions, and a notice under the header (an account's Sync and its outcome). */
  useActions?: (row: Row) => { actions?: ReactNode; notice?: ReactNode };
};

export type Resource<Row extends GridValidRowModel, Values extends FormikValues> = {
  key: ResourceKey;
  /** The record's id (a user's is its uuid). */
  id: (row: Row) => string;
  /** The record's name in titles, cards and confirmations (in the reader's language). */
  name: (row: Row, context: ResourceContext) => string;
  /**
   * The root fields of the cached answers a change makes stale: the list, the record, and what
   * else reads the same rows (a ledger change moves balances the dashboard shows).
   */
  queries: { list: string; record: string; also?: readonly string[] };
  /** Where the current screen shows the resource (a hook: an area's routes and class). */
  usePlace: () => ResourcePlace;
  list: {
    useList: (variables: ListVariables, scope: ListScope | undefined) => ListResult<Row>;
    /** Columns, cards and filters; `scope` is the list's own (e.g. one account's transactions). */
    useView: (scope: ListScope | undefined) => ListView<Row>;
    /** The fields the search box looks in (several: any of them); none, no search box. */
    searchFields?: readonly string[];
    sort?: ListSortItem[];
    pageSize?: number;
    pageSizeOptions?: number[];
    /** localStorage key of the remembered card/table choice. */
    storageKey?: string;
    /**
     * What every record the list holds adds up to (all its pages, not the one shown), between the
     * toolbar and the rows: given the list's scope and its filters and search (`where`).
     */
    Summary?: ComponentType<ListSummaryProps>;
    /** More of the list page's header beside its create button ("Sign out everywhere else"). */
    Actions?: ComponentType;
    /** The records the list holds, in its order, as a file: "Export CSV" in the toolbar. */
    useExport?: () => (variables: ListExportVariables) => Promise<ListFile>;
  };
  useRecord: (id: string) => RecordResult<Row>;
  /**
   * The create and edit form. None: the records are read here, never written (what a person
   * holds adds up their assets): no edit page or action; a create button, if the place offers
   * one, leads to where such records are made.
   */
  form?: Part<ResourceForm<Row, Values>>;
  /** false: records are created, never changed afterwards (an access token): no edit page or action. */
  editable?: false;
  show: Part<ResourceShow<Row>>;
  /**
   * Deleting a record (after a confirmation, texts `resources.<key>.remove.*`; `remove.button`,
   * when given, names the action instead of "Delete"), or disabling it: a disabled record stays
   * (a venue), so its page stays open. None: records are never deleted.
   * `applies`: whether the record can be removed now (a disabled venue cannot be disabled again).
   */
  remove?: {
    kind: 'delete' | 'disable';
    run: (client: ApolloClient, row: Row) => Promise<void>;
    applies?: (row: Row) => boolean;
  };
};

/** Any resource, for what handles every one alike (routes, tests). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResource = Resource<any, any>;

export type ResourcePageProps<Row extends GridValidRowModel, Values extends FormikValues> = {
  resource: Resource<Row, Values>;
};

/** Forgets cached answers of these root fields (every argument), so the next screen asks again. */
export function evictQueries(cache: ApolloCache, fieldNames: readonly string[]) {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/**
 * What a change makes stale: `created` and `updated` keep the record (an edit form shows it), a
 * deleted record goes too, a disabled one stays.
 */
export function staleAfter(
  { queries }: Pick<Resource<GridValidRowModel, FormikValues>, 'queries'>,
  change: 'created' | 'updated' | 'deleted' | 'disabled',
): string[] {
  const all = [queries.list, ...(queries.also ?? [])];
  return change === 'deleted'
    ? [...all, queries.record]
    : all.filter((field) => field !== queries.record);
}

/**
 * clientForm's `create` and `update` when each is one mutation, spread into clientForm's spec:
 * each names its codegen document, the variables it sends from the form's values (an update's
 * carry the record's id) and the saved record it reads from the answer (through assertSuccess, so
 * a refusal throws with its field errors); the record's and the values' types come from clientForm.
 * `...mutationForm({ create: CreateVenueAdminDocument, createVariables: venueVariables,
 * created: (data) => assertSuccess(data?.createVenueAdmin).venue, update: …, updateVariables: …,
 * updated: … })`
 */
export function mutationForm<
  Row,
  Values,
  CreateData,
  CreateVariables extends OperationVariables,
  UpdateData,
  UpdateVariables extends OperationVariables,
>(spec: {
  create: TypedDocumentNode<CreateData, CreateVariables>;
  createVariables: (values: Values) => NoInfer<CreateVariables>;
  created: (data: CreateData | undefined) => Row | null | undefined;
  update: TypedDocumentNode<UpdateData, UpdateVariables>;
  updateVariables: (row: Row, values: Values) => NoInfer<UpdateVariables>;
  updated: (data: UpdateData | undefined) => Row | null | undefined;
}) {
  return {
    create: async (client: ApolloClient, values: Values) => {
      const { data } = await client.mutate({
        mutation: spec.create,
        variables: spec.createVariables(values),
      });
      return spec.created(data);
    },
    update: async (client: ApolloClient, row: Row, values: Values) => {
      const { data } = await client.mutate({
        mutation: spec.update,
        variables: spec.updateVariables(row, values),
      });
      return spec.updated(data);
    },
  };
}

/**
 * Details labelled by the resource's field texts (`resources.<key>.fields.<field>`), as a hook for
 * `show.useDetails`: `fieldDetails('venues', (venue) => ({ name: venue.name, slug: venue.slug }))`
 * shows the fields in the order written.
 */
export function fieldDetails<Row>(
  key: ResourceKey,
  build: (row: Row, context: ResourceContext) => Record<string, ReactNode>,
) {
  return staticDetails<Row>((row, context) =>
    Object.entries(build(row, context)).map(([field, value]) => ({
      label: context.t(`resources.${key}.fields.${field}`),
      value,
    })),
  );
}

/**
 * A removal that is one delete mutation taking the record's id, as `remove`:
 * `remove: deleteBy(DeleteAccountDocument, (data) => data?.deleteAccount)`. A refusal throws
 * (assertSuccess), and useRemove says it.
 */
export function deleteBy<Row extends { id: string }, Data>(
  mutation: TypedDocumentNode<Data, { id: string }>,
  answer: (data: Data | undefined) => Parameters<typeof assertSuccess>[0],
): NonNullable<Resource<Row, FormikValues>['remove']> {
  return {
    kind: 'delete',
    run: async (client, row) => {
      const { data } = await client.mutate({ mutation, variables: { id: row.id } });
      assertSuccess(answer(data));
    },
  };
}

// The administration screens (users, venues, instruments, categories, mappings) are one set of
// generic pages (AdminListPage, AdminCreatePage, AdminEditPage, AdminShowPage) driven by one small
// descriptor per resource: its documents, columns, card, yup schema, form fields and show fields.
// A resource's texts are `resources.<key>.*` and its routes `paths.admin.<key>`.
import type { ApolloCache, ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { FormikValues } from 'formik';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { Schema } from 'yup';
import type { ListSortItem, ListVariables } from '../../lib/listParams';
import type { paths } from '../../lib/paths';
import type { DetailItem } from '../DetailList';

export type AdminResourceKey = keyof typeof paths.admin;

export type AdminFormMode = 'create' | 'edit';

/** What columns, cards and show fields are written with. */
export type AdminContext = { t: TFunction; locale: string };

type Envelope = { success: boolean; message?: string | null };

type QueryState = { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };

export type AdminListResult<Row> = {
  answer: (Envelope & { count: number; nodes: readonly Row[] }) | undefined;
  query: QueryState;
};

export type AdminRecordResult<Row> = {
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
  read: (data: Data) => AdminListResult<Row>['answer'],
) {
  return function useAdminList(variables: ListVariables): AdminListResult<Row> {
    const query = useQuery(document, { variables, notifyOnNetworkStatusChange: true });
    const data = query.data ?? query.previousData;
    return { answer: data ? read(data) : undefined, query };
  };
}

/**
 * The single-record query of a resource as a hook:
 * `recordQuery(GetVenueAdminDocument, ({ getVenueAdmin: a }) => ({ record: a.venue, message: a.message }))`.
 * Asked again on every visit: another admin may have changed the record.
 */
export function recordQuery<Data, Row>(
  document: TypedDocumentNode<Data, { id: string }>,
  read: (data: Data) => Omit<AdminRecordResult<Row>, 'query'>,
) {
  return function useAdminRecord(id: string): AdminRecordResult<Row> {
    const query = useQuery(document, { variables: { id }, fetchPolicy: 'cache-and-network' });
    const answer = query.data ? read(query.data) : undefined;
    return { record: answer?.record, message: answer?.message, query };
  };
}

/** A filter select of the list's toolbar: `field` equal to the chosen option's value. */
export type AdminListFilter = {
  field: string;
  /** Translation key of the select's label. */
  label: string;
  /** Values as the API compares them (role names, true/false); labels are translation keys. */
  options: readonly { value: string | boolean; label: string }[];
};

export type AdminResource<Row extends GridValidRowModel, Values extends FormikValues> = {
  key: AdminResourceKey;
  /** The record's id (a user's is its uuid). */
  id: (row: Row) => string;
  /** The record's name in titles, cards and confirmations. */
  name: (row: Row) => string;
  /** The root fields of the cached answers a change makes stale: the list and the record. */
  queries: { list: string; record: string };
  list: {
    useList: (variables: ListVariables) => AdminListResult<Row>;
    /** The columns; the generic page adds the row actions. */
    columns: (context: AdminContext) => GridColDef<Row>[];
    /** A card of the card view (phones): under the record's name. */
    card: (row: Row, context: AdminContext) => { subtitle?: ReactNode; body?: ReactNode };
    /** The fields the search box looks in (several: any of them); none, no search box. */
    searchFields?: readonly string[];
    filters?: readonly AdminListFilter[];
    sort?: ListSortItem[];
  };
  useRecord: (id: string) => AdminRecordResult<Row>;
  form: {
    /** Messages are translation keys. */
    schema: (mode: AdminFormMode) => Schema;
    /** The form's fields; one column on phones. */
    Fields: ComponentType<{ mode: AdminFormMode }>;
    /** A new record's values; the create page's URL may fill some in (a prefilled link). */
    initialValues: (params: URLSearchParams) => Values;
    /** An existing record's values, for the edit form. */
    toValues: (row: Row) => Values;
    /** Create and update throw on failure (assertSuccess's MutationFailure with field errors). */
    create: (client: ApolloClient, values: Values) => Promise<Row | null | undefined>;
    update: (client: ApolloClient, row: Row, values: Values) => Promise<Row | null | undefined>;
  };
  show: {
    fields: (row: Row, context: AdminContext) => DetailItem[];
    /** More of the show page under the details. */
    Extra?: ComponentType<{ record: Row }>;
  };
  /**
   * Deleting a record (after a confirmation, texts `resources.<key>.remove.*`), or disabling it:
   * a disabled record stays (a venue), so its page stays open. None: records are never deleted.
   * `applies`: whether the record can be removed now (a disabled venue cannot be disabled again).
   */
  remove?: {
    kind: 'delete' | 'disable';
    run: (client: ApolloClient, row: Row) => Promise<void>;
    applies?: (row: Row) => boolean;
  };
};

export type AdminPageProps<Row extends GridValidRowModel, Values extends FormikValues> = {
  resource: AdminResource<Row, Values>;
};

/** Forgets cached answers of these root fields (every argument), so the next screen asks again. */
export function evictQueries(cache: ApolloCache, fieldNames: readonly string[]) {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

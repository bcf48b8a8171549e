import { Stack, Typography } from '@mui/material';
import {
  adminPlace,
  clientForm,
  fieldDetails,
  listQuery,
  mutationForm,
  recordQuery,
  staticView,
  type Resource,
} from '../../../resource/resource';
import { StatusChip, statusColumn } from '../../../components/StatusChip';
import {
  CreateVenueAdminDocument,
  DisableVenueAdminDocument,
  GetVenueAdminDocument,
  GetVenuesAdminDocument,
  UpdateVenueAdminDocument,
} from './Venues.generated';
import type { VenueFieldsFragment } from '../../../graphql/fragments.generated';
import { accountClasses, accountTypes } from '../../../ledger/accountKinds';
import { assertSuccess } from '../../../lib/errors';
import { VenueFields } from './VenueFields';
import { VenueShowExtra } from './VenueShowExtra';
import {
  emptyVenue,
  venueSchema,
  venueValues,
  venueVariables,
  type VenueValues,
} from './venueSchema';

type Venue = VenueFieldsFragment;

/** /venues: the exchanges and banks accounts can be linked to, with the credentials they need. */
export const venuesResource: Resource<Venue, VenueValues> = {
  key: 'venues',
  usePlace: adminPlace('venues'),
  id: (venue) => venue.id,
  name: (venue) => venue.name,
  queries: { list: 'getVenuesAdmin', record: 'getVenueAdmin' },
  list: {
    useList: listQuery(GetVenuesAdminDocument, (data) => data.getVenuesAdmin),
    useView: staticView(({ t }) => ({
      columns: [
        { field: 'name', headerName: t('resources.venues.fields.name'), flex: 1, minWidth: 160 },
        {
          field: 'slug',
          headerName: t('resources.venues.fields.slug'),
          minWidth: 120,
          hideWhenNarrow: 1,
        },
        {
          field: 'account_class',
          headerName: t('resources.venues.fields.account_class'),
          type: 'singleSelect',
          valueOptions: accountClasses.map((c) => ({ value: c, label: t(`accountClass.${c}`) })),
          minWidth: 120,
        },
        {
          field: 'account_type',
          headerName: t('resources.venues.fields.account_type'),
          type: 'singleSelect',
          valueOptions: accountTypes.map((c) => ({ value: c, label: t(`accountType.${c}`) })),
          minWidth: 130,
          hideWhenNarrow: 4,
        },
        {
          field: 'connector_slug',
          headerName: t('resources.venues.fields.connector_slug'),
          minWidth: 120,
          hideWhenNarrow: 2,
        },
        statusColumn('status', t('resources.venues.fields.status'), 'enabled'),
        {
          ...statusColumn('visible', t('resources.venues.fields.visible'), 'visible'),
          hideWhenNarrow: 3,
        },
      ],
      card: (venue) => ({
        subtitle: (
          <Typography variant="body2" color="textSecondary">
            {t(`accountClass.${venue.account_class}`)} · {t(`accountType.${venue.account_type}`)}
          </Typography>
        ),
        body: (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <StatusChip value={venue.status} kind="enabled" />
            <StatusChip value={venue.visible} kind="visible" />
          </Stack>
        ),
      }),
    })),
    searchFields: ['name'],
  },
  useRecord: recordQuery(GetVenueAdminDocument, ({ getVenueAdmin }) => ({
    record: getVenueAdmin.venue,
    message: getVenueAdmin.message,
  })),
  form: {
    Fields: VenueFields,
    useModel: clientForm({
      schema: () => venueSchema,
      initialValues: () => emptyVenue,
      toValues: venueValues,
      ...mutationForm({
        create: CreateVenueAdminDocument,
        createVariables: venueVariables,
        created: (data) => assertSuccess(data?.createVenueAdmin).venue,
        update: UpdateVenueAdminDocument,
        updateVariables: (venue, values) => ({ id: venue.id, ...venueVariables(values) }),
        updated: (data) => assertSuccess(data?.updateVenueAdmin).venue,
      }),
    }),
  },
  show: {
    useDetails: fieldDetails('venues', (venue, { t }) => ({
      name: venue.name,
      slug: venue.slug,
      description: venue.description,
      account_class: t(`accountClass.${venue.account_class}`),
      account_type: t(`accountType.${venue.account_type}`),
      connector_slug: venue.connector_slug,
      status: <StatusChip value={venue.status} kind="enabled" />,
      visible: <StatusChip value={venue.visible} kind="visible" />,
    })),
    Extra: VenueShowExtra,
  },
  // a venue is never deleted: accounts are linked to it
  remove: {
    kind: 'disable',
    applies: (venue) => venue.status,
    run: async (client, venue) => {
      const { data } = await client.mutate({
        mutation: DisableVenueAdminDocument,
        variables: { id: venue.id },
      });
      assertSuccess(data?.disableVenueAdmin);
    },
  },
};

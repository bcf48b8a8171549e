import { Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import * as yup from 'yup';
import {
  adminPlace,
  clientForm,
  deleteBy,
  fieldDetails,
  listQuery,
  mutationForm,
  recordQuery,
  type Resource,
  staticView,
} from '../../../resource/resource';
import { StatusChip, statusColumn } from '../../../components/StatusChip';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormSelectField } from '../../../components/form/FormSelectField';
import { FormTextField } from '../../../components/form/FormTextField';
import {
  CreateMappingAdminDocument,
  DeleteMappingAdminDocument,
  GetMappingAdminDocument,
  GetMappingsAdminDocument,
  UpdateMappingAdminDocument,
} from './Mappings.generated';
import type { MappingFieldsFragment } from '../../../graphql/fragments.generated';
import { assertSuccess } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import { useInstrumentPicker, useVenuePicker } from '../adminPickers';
import { requiredName } from '../../../lib/validation';

type Mapping = MappingFieldsFragment;

const schema = yup.object({
  instrument_id: yup.string().required('validation.required'),
  symbol: requiredName(),
  venue_id: yup.string().required('validation.required'),
  status: yup.boolean().defined(),
});
type MappingValues = yup.InferType<typeof schema>;

/** The instrument's ticker and name; on the show page a link to its page. */
function InstrumentName({ id, link = false }: { id: string; link?: boolean }) {
  const instrument = useInstrumentPicker().byId.get(id);
  const name = instrument ? `${instrument.ticker} · ${instrument.name}` : id;
  return link ? (
    <Link component={RouterLink} to={paths.admin.instruments.show(id)}>
      {name}
    </Link>
  ) : (
    name
  );
}

/** The venue's name; on the show page a link to its page. */
function VenueName({ id, link = false }: { id: string; link?: boolean }) {
  const name = useVenuePicker().byId.get(id)?.name ?? id;
  return link ? (
    <Link component={RouterLink} to={paths.admin.venues.show(id)}>
      {name}
    </Link>
  ) : (
    name
  );
}

function MappingFields() {
  const { t } = useTranslation();
  const instruments = useInstrumentPicker();
  const venues = useVenuePicker();
  const label = (field: string) => t(`resources.mappings.fields.${field}`);
  return (
    <Stack>
      <FormSelectField
        name="venue_id"
        label={label('venue_id')}
        required
        options={venues.options}
      />
      <FormTextField
        name="symbol"
        label={label('symbol')}
        required
        helperText={t('resources.mappings.help.symbol')}
      />
      <FormSelectField
        name="instrument_id"
        label={label('instrument_id')}
        required
        options={instruments.options}
      />
      <FormCheckbox name="status" label={t('resources.mappings.form.status')} />
    </Stack>
  );
}

const toVariables = (values: MappingValues) => ({
  instrument_id: values.instrument_id,
  venue_id: values.venue_id,
  symbol: values.symbol.trim(),
  status: values.status,
});

/** /mappings ("Instrument Mappings"): which instrument a venue's symbol stands for. */
export const mappingsResource: Resource<Mapping, MappingValues> = {
  key: 'mappings',
  usePlace: adminPlace('mappings'),
  id: (mapping) => mapping.id,
  name: (mapping) => mapping.symbol,
  queries: { list: 'getMappingsAdmin', record: 'getMappingAdmin' },
  list: {
    useList: listQuery(GetMappingsAdminDocument, (data) => data.getMappingsAdmin),
    useView: staticView(({ t }) => ({
      columns: [
        {
          field: 'symbol',
          headerName: t('resources.mappings.fields.symbol'),
          flex: 0.7,
          minWidth: 120,
        },
        {
          field: 'instrument_id',
          headerName: t('resources.mappings.fields.instrument_id'),
          sortable: false,
          filterable: false,
          flex: 1,
          minWidth: 180,
          renderCell: ({ row }) => <InstrumentName id={row.instrument_id} />,
        },
        {
          field: 'venue_id',
          headerName: t('resources.mappings.fields.venue_id'),
          sortable: false,
          filterable: false,
          flex: 1,
          minWidth: 150,
          renderCell: ({ row }) => <VenueName id={row.venue_id} />,
        },
        statusColumn('status', t('resources.mappings.fields.status')),
      ],
      card: (mapping) => ({
        subtitle: (
          <Typography variant="body2" color="textSecondary" component="div">
            <VenueName id={mapping.venue_id} /> → <InstrumentName id={mapping.instrument_id} />
          </Typography>
        ),
        body: <StatusChip value={mapping.status} />,
      }),
    })),
    searchFields: ['symbol'],
  },
  useRecord: recordQuery(GetMappingAdminDocument, ({ getMappingAdmin }) => ({
    record: getMappingAdmin.mapping,
    message: getMappingAdmin.message,
  })),
  form: {
    Fields: MappingFields,
    useModel: clientForm({
      schema: () => schema,
      // a venue's "Map" link fills in the venue, its symbol and, when a ticker matched, the
      // instrument; new mappings are inactive until an admin says otherwise
      initialValues: (params) => ({
        instrument_id: params.get('instrument_id') ?? '',
        symbol: params.get('symbol') ?? '',
        venue_id: params.get('venue_id') ?? '',
        status: false,
      }),
      toValues: (mapping) => ({
        instrument_id: mapping.instrument_id,
        symbol: mapping.symbol,
        venue_id: mapping.venue_id,
        status: mapping.status,
      }),
      ...mutationForm({
        create: CreateMappingAdminDocument,
        createVariables: toVariables,
        created: (data) => assertSuccess(data?.createMappingAdmin).mapping,
        update: UpdateMappingAdminDocument,
        updateVariables: (mapping, values) => ({ id: mapping.id, ...toVariables(values) }),
        updated: (data) => assertSuccess(data?.updateMappingAdmin).mapping,
      }),
    }),
  },
  show: {
    useDetails: fieldDetails('mappings', (mapping) => ({
      symbol: mapping.symbol,
      instrument_id: <InstrumentName id={mapping.instrument_id} link />,
      venue_id: <VenueName id={mapping.venue_id} link />,
      status: <StatusChip value={mapping.status} />,
    })),
  },
  remove: deleteBy(DeleteMappingAdminDocument, (data) => data?.deleteMappingAdmin),
};

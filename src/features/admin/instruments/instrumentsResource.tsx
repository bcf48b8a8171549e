import { Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { currencyMinorUnits, fiatProblem } from '../../../../shared/currencies';
import {
  adminPlace,
  clientForm,
  fieldDetails,
  listQuery,
  mutationForm,
  recordQuery,
  staticView,
  type FormMode,
  type Resource,
} from '../../../resource/resource';
import { StatusChip, statusColumn } from '../../../components/StatusChip';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormSelectField } from '../../../components/form/FormSelectField';
import { FormTextField } from '../../../components/form/FormTextField';
import {
  CreateInstrumentAdminDocument,
  GetInstrumentDocument,
  GetInstrumentsDocument,
  UpdateInstrumentAdminDocument,
} from './Instruments.generated';
import type { InstrumentFieldsFragment } from '../../../graphql/fragments.generated';
import { InstrumentType } from '../../../graphql/types';
import { assertSuccess } from '../../../lib/errors';
import { InstrumentPriceCard } from './InstrumentPriceCard';
import { requiredName } from '../../../lib/validation';

type Instrument = InstrumentFieldsFragment;

const instrumentTypes: readonly InstrumentType[] = Object.values(InstrumentType);

/** The types as the options of the form's select and the list's column. */
const typeOptions = (t: TFunction) =>
  instrumentTypes.map((type) => ({ value: type, label: t(`resources.instruments.types.${type}`) }));

/** The places after the point an instrument's quantities keep (the API's numeric scale). */
const MAX_DECIMALS = 18;

type InstrumentValues = {
  name: string;
  ticker: string;
  /** As typed; an integer from 0 to MAX_DECIMALS. */
  decimals: string;
  type: string;
  status: boolean;
};

/** The values as the rules see them: Formik hands an empty field to yup as undefined. */
type CheckedValues = Partial<InstrumentValues>;

/** A currency's decimals when none are typed: its ISO 4217 minor units (the server's default). */
const isoDecimals = ({ type, ticker = '' }: CheckedValues) =>
  type === InstrumentType.Fiat ? currencyMinorUnits(ticker) : undefined;

/** What ISO 4217 says of the values' currency (shared/currencies.ts), as the server checks it. */
const isoProblem = ({ type, ticker = '', decimals = '' }: CheckedValues) =>
  type === InstrumentType.Fiat && ticker.trim()
    ? fiatProblem(ticker, decimals.trim() ? Number(decimals) : null)
    : undefined;

/** The name is given on create only; a currency may leave its decimals to ISO 4217. */
const schemaFor = (mode: FormMode) =>
  yup.object({
    ...(mode === 'create' && {
      name: requiredName(),
    }),
    ticker: yup
      .string()
      .trim()
      .required('validation.required')
      .matches(/^[A-Za-z0-9._-]{1,20}$/u, 'resources.instruments.validation.ticker')
      .test(
        'iso',
        'resources.instruments.validation.isoCode',
        (_v, { parent }) => isoProblem(parent as CheckedValues) !== 'code',
      ),
    decimals: yup
      .string()
      .trim()
      .test(
        'required',
        'validation.required',
        (v, { parent }) => !!v || isoDecimals(parent as CheckedValues) !== undefined,
      )
      .matches(/^\d{1,2}$/u, {
        message: 'resources.instruments.validation.decimals',
        excludeEmptyString: true,
      })
      .test(
        'max',
        'resources.instruments.validation.decimals',
        (v) => !v || Number(v) <= MAX_DECIMALS,
      )
      .test(
        'iso',
        'resources.instruments.validation.isoDecimals',
        (_v, { parent }) => isoProblem(parent as CheckedValues) !== 'decimals',
      ),
    type: yup.string().required('validation.required').oneOf(instrumentTypes),
  });

function InstrumentFields({ mode }: { mode: FormMode }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<InstrumentValues>();
  const label = (field: string) => t(`resources.instruments.fields.${field}`);
  const fiat = values.type === InstrumentType.Fiat;
  const minorUnits = isoDecimals(values);
  return (
    <Stack>
      {mode === 'create' && <FormTextField name="name" label={label('name')} required />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <FormTextField
          name="ticker"
          label={label('ticker')}
          required
          helperText={t(`resources.instruments.help.${fiat ? 'isoTicker' : 'ticker'}`)}
        />
        <FormTextField
          name="decimals"
          label={label('decimals')}
          required={minorUnits === undefined}
          helperText={
            minorUnits === undefined
              ? t('resources.instruments.help.decimals', { max: MAX_DECIMALS })
              : t('resources.instruments.help.isoDecimals', {
                  decimals: minorUnits,
                  ticker: values.ticker.trim().toUpperCase(),
                })
          }
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      <FormSelectField name="type" label={label('type')} required options={typeOptions(t)} />
      <FormCheckbox name="status" label={t('resources.instruments.form.status')} />
    </Stack>
  );
}

const toVariables = (values: InstrumentValues) => ({
  ticker: values.ticker.trim().toUpperCase(),
  // left empty only for a currency, whose decimals are its ISO 4217 minor units
  decimals: values.decimals.trim() ? Number(values.decimals) : (isoDecimals(values) ?? 0),
  type: values.type as InstrumentType,
  status: values.status,
});

/** /instruments: the currencies, coins, shares and commodities accounts are held in. */
export const instrumentsResource: Resource<Instrument, InstrumentValues> = {
  key: 'instruments',
  usePlace: adminPlace('instruments'),
  id: (instrument) => instrument.id,
  name: (instrument) => instrument.name,
  queries: { list: 'getInstruments', record: 'getInstrument' },
  list: {
    useList: listQuery(GetInstrumentsDocument, (data) => data.getInstruments),
    useView: staticView(({ t }) => ({
      columns: [
        { field: 'ticker', headerName: t('resources.instruments.fields.ticker'), width: 120 },
        {
          field: 'name',
          headerName: t('resources.instruments.fields.name'),
          flex: 1,
          minWidth: 180,
        },
        {
          field: 'type',
          headerName: t('resources.instruments.fields.type'),
          type: 'singleSelect',
          valueOptions: typeOptions(t),
          width: 140,
        },
        {
          field: 'decimals',
          headerName: t('resources.instruments.fields.decimals'),
          type: 'number',
          width: 110,
          hideWhenNarrow: 1,
        },
        statusColumn('status', t('resources.instruments.fields.status')),
      ],
      card: (instrument) => ({
        subtitle: (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {instrument.ticker}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t(`resources.instruments.types.${instrument.type}`)}
            </Typography>
          </Stack>
        ),
        body: <StatusChip value={instrument.status} />,
      }),
    })),
    searchFields: ['name', 'ticker'],
  },
  useRecord: recordQuery(GetInstrumentDocument, ({ getInstrument }) => ({
    record: getInstrument.instrument,
    message: getInstrument.message,
  })),
  form: {
    Fields: InstrumentFields,
    useModel: clientForm({
      schema: schemaFor,
      // new instruments are inactive until an admin says otherwise
      initialValues: (): InstrumentValues => ({
        name: '',
        ticker: '',
        decimals: '',
        type: '',
        status: false,
      }),
      toValues: (instrument) => ({
        name: instrument.name,
        ticker: instrument.ticker,
        decimals: String(instrument.decimals),
        type: instrument.type,
        status: instrument.status,
      }),
      ...mutationForm({
        create: CreateInstrumentAdminDocument,
        createVariables: (values) => ({ name: values.name.trim(), ...toVariables(values) }),
        created: (data) => assertSuccess(data?.createInstrumentAdmin).instrument,
        update: UpdateInstrumentAdminDocument,
        updateVariables: (instrument, values) => ({ id: instrument.id, ...toVariables(values) }),
        updated: (data) => assertSuccess(data?.updateInstrumentAdmin).instrument,
      }),
    }),
  },
  show: {
    useDetails: fieldDetails('instruments', (instrument, { t }) => ({
      name: instrument.name,
      ticker: instrument.ticker,
      type: t(`resources.instruments.types.${instrument.type}`),
      decimals: instrument.decimals,
      status: <StatusChip value={instrument.status} />,
    })),
    Extra: InstrumentPriceCard,
  },
};

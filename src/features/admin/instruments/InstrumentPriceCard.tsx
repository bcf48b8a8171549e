import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { FormDateField } from '../../../components/form/FormDateField';
import { FormDecimalField } from '../../../components/form/FormDecimalField';
import { FormStatusAlert } from '../../../components/form/FormStatusAlert';
import { FormSubmitButton } from '../../../components/form/FormSubmitButton';
import { submitMutation } from '../../../components/form/submitMutation';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import { Section } from '../../../components/Section';
import { GetPricesDocument, SetInstrumentPriceAdminDocument } from './Instruments.generated';
import type { InstrumentFieldsFragment } from '../../../graphql/fragments.generated';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatPrice } from '../../../lib/format';
import { answerFailure, assertSuccess } from '../../../lib/errors';
import { formatRelativeTime } from '../../../lib/relativeTime';
import { DATE_PATTERN, UNSIGNED_DECIMAL_PATTERN, todayIso } from '../../../lib/validation';

const priceSchema = yup.object({
  price: yup
    .string()
    .trim()
    .required('validation.required')
    .matches(UNSIGNED_DECIMAL_PATTERN, 'validation.decimal'),
  // empty: today (the server's default)
  date: yup
    .string()
    .matches(DATE_PATTERN, { message: 'validation.date', excludeEmptyString: true }),
});
type PriceValues = yup.InferType<typeof priceSchema>;

/**
 * An instrument's latest price (in its quote currency: USD, or the currency a security trades
 * in) and how old it is, and a manual price for a day (today when no date is given), for
 * instruments no price source covers.
 */
export function InstrumentPriceCard({ record }: { record: InstrumentFieldsFragment }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const client = useApolloClient();
  const query = useQuery(GetPricesDocument, {
    variables: { instrument_id: record.id },
    fetchPolicy: 'cache-and-network',
  });
  const answer = query.data?.getPrices;
  const failure = answerFailure(query.error, answer, t('list.loadFailed'));
  // oldest first: the latest is the last
  const latest = answer?.nodes.at(-1);

  const submit = async (values: PriceValues, helpers: FormikHelpers<PriceValues>) => {
    await submitMutation(helpers, async () => {
      const { data } = await client.mutate({
        mutation: SetInstrumentPriceAdminDocument,
        variables: {
          instrument_id: record.id,
          price: values.price.trim(),
          date: values.date || null,
        },
      });
      assertSuccess(data?.setInstrumentPriceAdmin);
      helpers.resetForm();
      await query.refetch();
    });
  };

  const texts = 'resources.instruments.price';
  return (
    <Section card title={t(`${texts}.title`)}>
      {failure ? (
        <QueryErrorAlert message={failure} onRetry={() => void query.refetch()} />
      ) : !answer ? (
        <Skeleton width={200} height={40} />
      ) : latest ? (
        <Box>
          {/* "1 EUR = $1.1386": as many digits as it takes to check a conversion */}
          <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {t(`${texts}.perUnit`, {
              ticker: record.ticker,
              price: formatPrice(latest.price, record.currency, locale),
            })}
          </Typography>
          <Tooltip title={formatDateTime(latest.as_of, locale)} describeChild>
            <Typography variant="body2" color="textSecondary">
              {t(`${texts}.latest`, {
                date: formatDate(latest.date, locale),
                age: formatRelativeTime(latest.as_of, locale),
                source: latest.source,
              })}
            </Typography>
          </Tooltip>
        </Box>
      ) : (
        <Typography color="textSecondary">{t(`${texts}.none`)}</Typography>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t(`${texts}.manual`)}
      </Typography>
      <Formik<PriceValues>
        initialValues={{ price: '', date: '' }}
        validationSchema={priceSchema}
        onSubmit={submit}
      >
        {({ handleSubmit }) => (
          <Box
            component="form"
            noValidate
            onSubmit={handleSubmit}
            aria-label={t(`${texts}.manual`)}
          >
            <FormStatusAlert />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
              <FormDecimalField
                name="price"
                label={t(`${texts}.price`)}
                unit={record.currency}
                required
              />
              <FormDateField
                name="date"
                label={t(`${texts}.date`)}
                helperText={t(`${texts}.dateHelp`)}
                slotProps={{ htmlInput: { max: todayIso() } }}
              />
              <Box sx={{ pt: { sm: 0.5 } }}>
                <FormSubmitButton sx={{ whiteSpace: 'nowrap' }}>
                  {t(`${texts}.submit`)}
                </FormSubmitButton>
              </Box>
            </Stack>
          </Box>
        )}
      </Formik>
    </Section>
  );
}

// A real asset's valuations on its show page: what its owner says it is worth from a day on
// (newest first; the newest is its current value), a small form to add one, and delete.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Chip,
  Grid,
  IconButton,
  InputAdornment,
  List,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../components/form/FormDateField';
import { FormDecimalField } from '../../components/form/FormDecimalField';
import { FormStatusAlert } from '../../components/form/FormStatusAlert';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';
import { FormTextField } from '../../components/form/FormTextField';
import { FormUnsavedChangesGuard } from '../../components/form/FormUnsavedChangesGuard';
import { submitMutation } from '../../components/form/submitMutation';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useConfirmDelete } from '../../resource/useConfirmDelete';
import {
  CreateAssetValuationDocument,
  DeleteAssetValuationDocument,
  GetAssetValuationsDocument,
  type AssetValuationFieldsFragment,
} from './Assets.generated';
import { formatDate } from '../../lib/dates';
import { answerFailure, assertSuccess } from '../../lib/errors';
import { evictLedgerQueries } from '../cache';
import { todayIso } from '../../lib/validation';
import { emptyValuation, valuationSchema, type ValuationValues } from './valuationSchema';
import { formatMoney, type CurrencyInfo } from '../../lib/format';

/** After a valuation changed: the asset, its valuations and its history are asked again. */
const refetchQueries = ['getAsset', 'getAssetValuations', 'getBalanceHistory'];

export type ValuationsCardProps = {
  asset_id: string;
  /** The asset's currency (valuations are in it). */
  currency: CurrencyInfo;
};

export function ValuationsCard({ asset_id, currency }: ValuationsCardProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const headingId = useId();
  const query = useQuery(GetAssetValuationsDocument, {
    variables: { asset_id },
    fetchPolicy: 'cache-and-network',
  });
  const answer = query.data?.getAssetValuations;
  const failure = answerFailure(query.error, answer, t('list.loadFailed'));
  const valuations = answer?.nodes ?? [];
  const money = (value: string) => formatMoney(value, currency, locale);

  // a valuation changes the asset's balance and value, and so its account's and every list's
  const [create] = useMutation(CreateAssetValuationDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
    update: (cache) => evictLedgerQueries(cache, ['getAsset']),
  });
  const [remove] = useMutation(DeleteAssetValuationDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
    update: (cache) => evictLedgerQueries(cache, ['getAsset']),
  });
  const { ask, dialog } = useConfirmDelete<AssetValuationFieldsFragment>({
    remove: async (valuation) => {
      const { data } = await remove({ variables: { id: valuation.id } });
      assertSuccess(data?.deleteAssetValuation);
    },
    title: t('resources.assets.valuations.delete.title'),
    message: (valuation) =>
      t('resources.assets.valuations.delete.message', {
        date: formatDate(valuation.date, locale),
        value: money(valuation.value),
      }),
  });

  const submit = async (values: ValuationValues, helpers: FormikHelpers<ValuationValues>) => {
    await submitMutation(helpers, async () => {
      const { data } = await create({
        variables: {
          asset_id,
          date: values.date,
          value: values.value.trim(),
          note: values.note.trim() || null,
        },
      });
      assertSuccess(data?.createAssetValuation);
      helpers.resetForm({ values: emptyValuation() });
    });
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography variant="h6" component="h2" id={headingId}>
        {t('resources.assets.valuations.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('resources.assets.valuations.subtitle')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          {failure ? (
            <QueryErrorAlert message={failure} onRetry={() => void query.refetch()} />
          ) : !answer ? (
            <Stack spacing={1} aria-busy="true" aria-label={t('list.loading')}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="rounded" height={52} />
              ))}
            </Stack>
          ) : valuations.length === 0 ? (
            <Typography color="textSecondary" sx={{ py: 2 }}>
              {t('resources.assets.valuations.empty')}
            </Typography>
          ) : (
            <List disablePadding aria-label={t('resources.assets.valuations.title')}>
              {valuations.map((valuation, index) => {
                const date = formatDate(valuation.date, locale);
                return (
                  <ListItem
                    key={valuation.id}
                    divider={index < valuations.length - 1}
                    disableGutters
                    secondaryAction={
                      <Tooltip title={t('list.delete')}>
                        <IconButton
                          edge="end"
                          aria-label={t('resources.assets.valuations.delete.label', { date })}
                          onClick={() => ask(valuation)}
                        >
                          <DeleteOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    }
                  >
                    <ListItemText
                      primary={
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <Box
                            component="span"
                            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                          >
                            {money(valuation.value)}
                          </Box>
                          {index === 0 && (
                            <Chip
                              size="small"
                              color="primary"
                              variant="outlined"
                              label={t('resources.assets.valuations.current')}
                            />
                          )}
                        </Stack>
                      }
                      secondary={valuation.note ? `${date} · ${valuation.note}` : date}
                      slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                  </ListItem>
                );
              })}
            </List>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Box
            sx={{
              p: 2,
              borderRadius: 2,
              bgcolor: 'action.hover',
            }}
          >
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
              {t('resources.assets.valuations.add')}
            </Typography>
            <Formik
              initialValues={emptyValuation()}
              validationSchema={valuationSchema}
              onSubmit={submit}
            >
              {({ handleSubmit }) => (
                <Box
                  component="form"
                  noValidate
                  onSubmit={handleSubmit}
                  aria-label={t('resources.assets.valuations.add')}
                >
                  <FormUnsavedChangesGuard />
                  <FormStatusAlert />
                  <Stack spacing={0.5}>
                    <FormDateField
                      name="date"
                      label={t('resources.assets.valuations.fields.date')}
                      required
                      size="small"
                      slotProps={{ htmlInput: { max: todayIso() } }}
                    />
                    <FormDecimalField
                      name="value"
                      label={t('resources.assets.valuations.fields.value')}
                      required
                      size="small"
                      slotProps={
                        currency.ticker
                          ? {
                              input: {
                                endAdornment: (
                                  <InputAdornment position="end">{currency.ticker}</InputAdornment>
                                ),
                              },
                            }
                          : undefined
                      }
                    />
                    <FormTextField
                      name="note"
                      label={t('resources.assets.valuations.fields.note')}
                      helperText={t('form.optional')}
                      size="small"
                    />
                    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                      <FormSubmitButton size="medium">
                        {t('resources.assets.valuations.submit')}
                      </FormSubmitButton>
                    </Box>
                  </Stack>
                </Box>
              )}
            </Formik>
          </Box>
        </Grid>
      </Grid>
      {dialog}
    </Paper>
  );
}

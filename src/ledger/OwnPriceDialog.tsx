// The person's own price of a holding nobody prices (setMyPrice), in a dialog: the price per unit
// in a currency they choose (theirs first) from a day on, and the prices they gave before, newest
// first, each to delete. A price counts for their figures only; after a change every ledger list,
// record and total is asked again (evictLedgerQueries). Loaded when opened (OwnPriceButton).
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../components/form/FormDateField';
import { FormDecimalField } from '../components/form/FormDecimalField';
import { FormSelectField } from '../components/form/FormSelectField';
import { FormStatusAlert } from '../components/form/FormStatusAlert';
import { FormSubmitButton } from '../components/form/FormSubmitButton';
import { submitMutation } from '../components/form/submitMutation';
import { QueryErrorAlert } from '../components/QueryErrorAlert';
import { AccountClass } from '../graphql/types';
import {
  DeleteMyPriceDocument,
  GetMyPricesDocument,
  SetMyPriceDocument,
  type MyPriceFieldsFragment,
} from './OwnPrices.generated';
import { formatDate } from '../lib/dates';
import { answerFailure, assertSuccess } from '../lib/errors';
import { formatPrice } from '../lib/format';
import { todayIso } from '../lib/validation';
import { useConfirmDelete } from '../resource/useConfirmDelete';
import { evictLedgerQueries } from './cache';
import { useInstrumentOptions } from './instrumentOptions';
import { emptyOwnPrice, ownPriceSchema, type OwnPriceValues } from './ownPriceSchema';

/** The holding a price is given for. */
export type OwnPriceHolding = {
  instrument_id: string;
  /** What the person calls it: the instrument's ticker, else the holding's name. */
  label: string;
  /** The person's currency (the one their figures are in): the price's first choice. */
  currency: string;
};

export type OwnPriceDialogProps = {
  holding: OwnPriceHolding;
  open: boolean;
  onClose: () => void;
};

/** After a change: the prices listed here; the figures are evicted (evictLedgerQueries). */
const refetchQueries = ['getMyPrices'];

export function OwnPriceDialog({ holding, open, onClose }: OwnPriceDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const titleId = useId();
  const currencies = useInstrumentOptions(AccountClass.Bank, { valueBy: 'ticker' });
  const query = useQuery(GetMyPricesDocument, {
    variables: { instrument_id: holding.instrument_id },
    fetchPolicy: 'cache-and-network',
  });
  const answer = query.data?.getMyPrices;
  const failure = answerFailure(query.error, answer, t('list.loadFailed'));
  const prices = answer?.nodes ?? [];
  const priceText = (p: MyPriceFieldsFragment) => formatPrice(p.price, p.currency, locale);

  const [save] = useMutation(SetMyPriceDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
    update: (cache) => evictLedgerQueries(cache),
  });
  const [remove] = useMutation(DeleteMyPriceDocument, {
    refetchQueries,
    awaitRefetchQueries: true,
    update: (cache) => evictLedgerQueries(cache),
  });
  const { ask, dialog } = useConfirmDelete<MyPriceFieldsFragment>({
    remove: async (price) => {
      const { data } = await remove({ variables: { id: price.id } });
      assertSuccess(data?.deleteMyPrice);
    },
    title: t('prices.own.delete.title'),
    message: (price) =>
      t('prices.own.delete.message', {
        date: formatDate(price.date, locale),
        price: priceText(price),
      }),
  });

  const submit = async (values: OwnPriceValues, helpers: FormikHelpers<OwnPriceValues>) => {
    const saved = await submitMutation(helpers, async () => {
      const { data } = await save({
        variables: {
          instrument_id: holding.instrument_id,
          price: values.price.trim(),
          date: values.date,
          currency: values.currency,
        },
      });
      assertSuccess(data?.setMyPrice);
    });
    if (saved) onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('prices.own.title', { name: holding.label })}</DialogTitle>
      <Formik
        initialValues={emptyOwnPrice(holding.currency)}
        validationSchema={ownPriceSchema}
        onSubmit={submit}
      >
        {({ handleSubmit, values }) => (
          <Box
            component="form"
            noValidate
            onSubmit={handleSubmit}
            aria-label={t('prices.own.title', { name: holding.label })}
          >
            <DialogContent sx={{ pt: 0 }}>
              <DialogContentText sx={{ mb: 2 }}>{t('prices.own.subtitle')}</DialogContentText>
              <FormStatusAlert />
              <Stack spacing={0.5}>
                <FormDecimalField
                  name="price"
                  label={t('prices.own.fields.price')}
                  helperText={t('prices.own.help.price', { name: holding.label })}
                  unit={values.currency}
                  required
                  fullWidth
                  autoFocus
                />
                <FormSelectField
                  name="currency"
                  label={t('prices.own.fields.currency')}
                  options={currencies.options}
                  searchable
                  required
                  fullWidth
                />
                <FormDateField
                  name="date"
                  label={t('prices.own.fields.date')}
                  helperText={t('prices.own.help.date')}
                  required
                  fullWidth
                  slotProps={{ htmlInput: { max: todayIso() } }}
                />
              </Stack>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                {t('prices.own.history')}
              </Typography>
              {failure ? (
                <QueryErrorAlert message={failure} onRetry={() => void query.refetch()} />
              ) : answer && prices.length === 0 ? (
                <Typography variant="body2" color="textSecondary">
                  {t('prices.own.empty')}
                </Typography>
              ) : (
                <List dense disablePadding aria-label={t('prices.own.history')}>
                  {prices.map((price) => {
                    const date = formatDate(price.date, locale);
                    return (
                      <ListItem
                        key={price.id}
                        disableGutters
                        secondaryAction={
                          <Tooltip title={t('list.delete')}>
                            <IconButton
                              edge="end"
                              aria-label={t('prices.own.delete.label', { date })}
                              onClick={() => ask(price)}
                            >
                              <DeleteOutlined fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        }
                      >
                        <ListItemText
                          primary={priceText(price)}
                          secondary={t('prices.own.from', { date })}
                          slotProps={{ primary: { sx: { fontVariantNumeric: 'tabular-nums' } } }}
                        />
                      </ListItem>
                    );
                  })}
                </List>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('form.cancel')}</Button>
              <FormSubmitButton>{t('prices.own.submit')}</FormSubmitButton>
            </DialogActions>
          </Box>
        )}
      </Formik>
      {dialog}
    </Dialog>
  );
}

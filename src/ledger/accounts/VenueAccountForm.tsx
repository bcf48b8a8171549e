import { Alert, Box, Button, Stack } from '@mui/material';
import { useMutation, useQuery } from '@apollo/client/react';
import { Formik, yupToFormErrors, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ValidationError } from 'yup';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { FormStatusAlert } from '../../components/form/FormStatusAlert';
import { FormUnsavedChangesGuard } from '../../components/form/FormUnsavedChangesGuard';
import { submitMutation } from '../../components/form/submitMutation';
import { PageLoader } from '../../components/PageLoader';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { CreateAccountDocument, GetVenuesDocument } from '../../graphql/generated';
import { answerFailure, assertSuccess } from '../../lib/errors';
import {
  credentialFields,
  emptyVenueAccount,
  venueAccountSchema,
  type VenueAccountValues,
} from './accountSchema';
import { AccountFormActions } from './AccountFormActions';
import { AccountNameField } from './AccountTextFields';
import { useOpenCreatedAccount } from './useOpenCreatedAccount';

export type VenueAccountFormProps = { onCancel: () => void; onManual: () => void };

/**
 * An account at a venue (exchange): the venue, a name, and the credentials the venue lists in its
 * account_fields, sent as one `secrets` JSON value (stored encrypted, never shown again). The API
 * links the account and reads its balances from the venue at once; its message says how that went.
 */
export function VenueAccountForm({ onCancel, onManual }: VenueAccountFormProps) {
  const { t } = useTranslation();
  const venuesQuery = useQuery(GetVenuesDocument, { variables: { sort: 'name:asc', limit: 100 } });
  const [create] = useMutation(CreateAccountDocument);
  const opened = useOpenCreatedAccount();
  const answer = venuesQuery.data?.getVenues;
  const venues = answer?.nodes ?? [];
  const loadError = answerFailure(venuesQuery.error, answer, t('list.loadFailed'));

  if (venuesQuery.loading && !answer) return <PageLoader label={t('list.loading')} />;
  if (loadError)
    return <QueryErrorAlert message={loadError} onRetry={() => void venuesQuery.refetch()} />;
  if (venues.length === 0) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={onManual}>
            {t('resources.accounts.create.manual')}
          </Button>
        }
      >
        {t('resources.accounts.venue.none')}
      </Alert>
    );
  }

  const venueOf = (id: string) => venues.find((v) => v.id === id);
  const fieldsOf = (id: string) => credentialFields(venueOf(id)?.account_fields);

  const validate = async (values: VenueAccountValues) => {
    try {
      await venueAccountSchema(fieldsOf(values.venue_id).map((f) => f.name)).validate(values, {
        abortEarly: false,
      });
      return {};
    } catch (failure) {
      return yupToFormErrors<VenueAccountValues>(failure as ValidationError);
    }
  };

  const submit = async (values: VenueAccountValues, helpers: FormikHelpers<VenueAccountValues>) => {
    const venue = venueOf(values.venue_id);
    if (!venue) return;
    const secrets = Object.fromEntries(
      fieldsOf(venue.id).map((f) => [f.name, (values.secrets[f.name] ?? '').trim()]),
    );
    await submitMutation(helpers, async () => {
      const { data } = await create({
        variables: {
          name: values.name.trim(),
          venue_id: venue.id,
          account_class: venue.account_class,
          account_type: venue.account_type,
          secrets,
        },
      });
      const created = assertSuccess(data?.createAccount);
      opened(created.account, created.message);
    });
  };

  return (
    <Formik initialValues={emptyVenueAccount} validate={validate} onSubmit={submit}>
      {({ handleSubmit, values, setFieldValue }) => {
        const fields = fieldsOf(values.venue_id);
        return (
          <Box component="form" noValidate onSubmit={handleSubmit}>
            <FormUnsavedChangesGuard />
            <Stack spacing={1}>
              <FormStatusAlert />
              <FormSelectField
                name="venue_id"
                label={t('resources.accounts.fields.venue')}
                required
                options={venues.map((v) => ({ value: v.id, label: v.name }))}
                onChange={(event) => {
                  const venue = venueOf(event.target.value);
                  // one (empty) entry per credential, so submitting marks each one as touched
                  void setFieldValue(
                    'secrets',
                    Object.fromEntries(
                      fieldsOf(event.target.value).map((f) => [
                        f.name,
                        values.secrets[f.name] ?? '',
                      ]),
                    ),
                  );
                  if (venue && !values.name.trim()) void setFieldValue('name', venue.name);
                }}
                helperText={venueOf(values.venue_id)?.description || undefined}
              />
              <AccountNameField />
              {fields.map((field) => {
                const Input = field.secret ? FormPasswordField : FormTextField;
                return (
                  <Input
                    key={field.name}
                    name={`secrets.${field.name}`}
                    label={field.label}
                    required
                    autoComplete="off"
                  />
                );
              })}
            </Stack>
            <Alert severity="info" variant="outlined" role="note" sx={{ mt: 1 }}>
              {t('resources.accounts.venue.secretsNote')}
            </Alert>
            <AccountFormActions onCancel={onCancel} />
          </Box>
        );
      }}
    </Formik>
  );
}

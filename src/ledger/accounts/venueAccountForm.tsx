// The other way to create an account (AccountCreatePage's venue tab, shown once there are venues):
// an account at a venue (exchange), as a form of the accounts resource that ResourceCreateForm
// shows. The venue, a name,
// and the credentials the venue lists in its account_fields, sent as one `secrets` JSON value
// (stored encrypted, never shown again). The API links the account and reads its balances from
// the venue at once; its message, how that went, is the created account's notice.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Stack } from '@mui/material';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { lazy } from 'yup';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import type { AccountFieldsFragment } from '../../graphql/fragments.generated';
import { CreateAccountDocument, GetVenuesDocument } from './Accounts.generated';
import { assertSuccess } from '../../lib/errors';
import type { ResourceForm, ResourceFormModel } from '../../resource/resource';
import {
  credentialFields,
  emptyVenueAccount,
  venueAccountSchema,
  type VenueAccountValues,
} from './accountSchema';
import { AccountNameField } from './AccountTextFields';

const venuesVariables = { sort: 'name:asc', limit: 100 } as const;

/** The venues an account can be linked at, and the credentials each asks for. */
export function useVenues() {
  const query = useQuery(GetVenuesDocument, { variables: venuesVariables });
  const answer = query.data?.getVenues;
  const venues = answer?.nodes ?? [];
  const venueOf = (id: string) => venues.find((venue) => venue.id === id);
  return {
    query,
    answer,
    venues,
    venueOf,
    fieldsOf: (id: string) => credentialFields(venueOf(id)?.account_fields),
  };
}

function VenueAccountFields() {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<VenueAccountValues>();
  const { venues, venueOf, fieldsOf } = useVenues();
  return (
    <>
      <Stack spacing={1}>
        <FormSelectField
          name="venue_id"
          label={t('resources.accounts.fields.venue')}
          required
          options={venues.map((venue) => ({ value: venue.id, label: venue.name }))}
          onChange={(event) => {
            const venue = venueOf(event.target.value);
            // one (empty) entry per credential, so submitting marks each one as touched
            void setFieldValue(
              'secrets',
              Object.fromEntries(
                fieldsOf(event.target.value).map((f) => [f.name, values.secrets[f.name] ?? '']),
              ),
            );
            if (venue && !values.name.trim()) void setFieldValue('name', venue.name);
          }}
          helperText={venueOf(values.venue_id)?.description || undefined}
        />
        <AccountNameField />
        {fieldsOf(values.venue_id).map((field) => {
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
    </>
  );
}

function useVenueAccountModel(): ResourceFormModel<AccountFieldsFragment, VenueAccountValues> {
  const client = useApolloClient();
  const { venueOf, fieldsOf } = useVenues();
  return {
    // the credentials asked for follow the venue chosen
    schema: lazy((values: VenueAccountValues) =>
      venueAccountSchema(fieldsOf(values.venue_id).map((f) => f.name)),
    ),
    initialValues: emptyVenueAccount,
    create: async (values) => {
      const venue = venueOf(values.venue_id)!;
      const secrets = Object.fromEntries(
        fieldsOf(venue.id).map((f) => [f.name, (values.secrets[f.name] ?? '').trim()]),
      );
      const { data } = await client.mutate({
        mutation: CreateAccountDocument,
        variables: {
          name: values.name.trim(),
          venue_id: venue.id,
          account_class: venue.account_class,
          account_type: venue.account_type,
          secrets,
        },
      });
      const created = assertSuccess(data?.createAccount);
      return { record: created.account, notice: created.message };
    },
  };
}

export const venueAccountForm: ResourceForm<AccountFieldsFragment, VenueAccountValues> = {
  Fields: VenueAccountFields,
  useModel: useVenueAccountModel,
};

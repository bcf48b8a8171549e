// The person's passkeys, as a resource: added by naming one (the browser and system it is made on,
// unless they choose otherwise) and letting the browser make it, listed with when each was added
// and last used, removed; never edited.
import { Chip, Stack, Typography } from '@mui/material';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { FormTextField } from '../../components/form/FormTextField';
import { formatDateTime } from '../../lib/dates';
import { assertSuccess, MutationFailure } from '../../lib/errors';
import { makePasskey, passkeyDismissed } from '../../lib/passkey';
import { paths } from '../../lib/paths';
import { requiredName } from '../../lib/validation';
import { dateTimeColumn } from '../../resource/columns';
import {
  deleteBy,
  fieldDetails,
  listQuery,
  recordQuery,
  staticView,
  type Resource,
} from '../../resource/resource';
import {
  BeginPasskeyRegistrationDocument,
  DeletePasskeyDocument,
  FinishPasskeyRegistrationDocument,
  GetPasskeyDocument,
  GetPasskeysDocument,
  type PasskeyFieldsFragment,
} from './Security.generated';
import { deviceName } from './sessionsResource';

type Passkey = PasskeyFieldsFragment;
type PasskeyValues = { name: string };

const place = { routes: paths.passkeys };

function SyncedChip({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(passkey.backed_up ? 'resources.passkeys.synced' : 'resources.passkeys.deviceBound')}
    />
  );
}

function PasskeyFields() {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="textSecondary" sx={{ pb: 1 }}>
        {t('resources.passkeys.help.intro')}
      </Typography>
      <FormTextField
        name="name"
        label={t('resources.passkeys.fields.name')}
        required
        autoComplete="off"
        helperText={t('resources.passkeys.help.name')}
      />
    </Stack>
  );
}

const schema = yup.object({ name: requiredName('validation.nameRequired') });

/** /settings/passkeys: the person's passkeys. */
export const passkeysResource: Resource<Passkey, PasskeyValues> = {
  key: 'passkeys',
  usePlace: () => place,
  id: (passkey) => passkey.id,
  name: (passkey) => passkey.name,
  queries: { list: 'getPasskeys', record: 'getPasskey' },
  list: {
    useList: listQuery(GetPasskeysDocument, (data) => data.getPasskeys),
    useView: staticView(({ t, locale }) => {
      const field = (name: string) => t(`resources.passkeys.fields.${name}`);
      const lastUsed = (passkey: Passkey) =>
        formatDateTime(passkey.last_used_at, locale) || t('resources.passkeys.neverUsed');
      return {
        columns: [
          { field: 'name', headerName: field('name'), flex: 1, minWidth: 180 },
          {
            field: 'backed_up',
            headerName: field('backed_up'),
            width: 170,
            sortable: false,
            hideWhenNarrow: 2,
            renderCell: ({ row }) => <SyncedChip passkey={row} />,
          },
          { ...dateTimeColumn('created_at', field('created_at'), locale, 170), hideWhenNarrow: 1 },
          {
            ...dateTimeColumn('last_used_at', field('last_used_at'), locale, 170),
            renderCell: ({ row }) => lastUsed(row),
          },
        ],
        card: (passkey) => ({
          subtitle: <SyncedChip passkey={passkey} />,
          body: (
            <Typography variant="body2" color="textSecondary">
              {passkey.last_used_at
                ? t('resources.passkeys.lastUsed', { at: lastUsed(passkey) })
                : t('resources.passkeys.neverUsed')}
            </Typography>
          ),
        }),
      };
    }),
  },
  useRecord: recordQuery(GetPasskeyDocument, ({ getPasskey }) => ({
    record: getPasskey.passkey,
    message: getPasskey.message,
  })),
  form: {
    Fields: PasskeyFields,
    useModel: function usePasskeyModel() {
      const client = useApolloClient();
      const { t } = useTranslation();
      return {
        schema,
        // named after this browser and system, as the sessions list names them
        initialValues: { name: deviceName({ user_agent: navigator.userAgent, ip: '' }) },
        create: async (values) => {
          const { data } = await client.mutate({ mutation: BeginPasskeyRegistrationDocument });
          const begun = assertSuccess(data?.beginPasskeyRegistration);
          let response;
          try {
            response = await makePasskey(begun.options);
          } catch (error) {
            throw new MutationFailure(
              t(
                passkeyDismissed(error)
                  ? 'resources.passkeys.dismissed'
                  : 'resources.passkeys.failed',
              ),
            );
          }
          const { data: finished } = await client.mutate({
            mutation: FinishPasskeyRegistrationDocument,
            variables: { ceremony: begun.ceremony!, response, name: values.name.trim() },
          });
          return { record: assertSuccess(finished?.finishPasskeyRegistration).passkey };
        },
      };
    },
  },
  editable: false,
  show: {
    useDetails: fieldDetails('passkeys', (passkey, { t, locale }) => ({
      name: passkey.name,
      backed_up: <SyncedChip passkey={passkey} />,
      created_at: formatDateTime(passkey.created_at, locale),
      last_used_at:
        formatDateTime(passkey.last_used_at, locale) || t('resources.passkeys.neverUsed'),
    })),
  },
  remove: deleteBy(DeletePasskeyDocument, (data) => data?.deletePasskey),
};

// The person's access tokens, as a resource: named tokens for their scripts, reading only or reading
// and writing. Created (the token is shown once, on the page the create leads to), listed by name
// and first characters, revoked; never edited.
import { Chip, Stack, Typography } from '@mui/material';
import { useApolloClient } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import { AccessTokenScope } from '../../graphql/types';
import { formatDateTime } from '../../lib/dates';
import { assertSuccess } from '../../lib/errors';
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
  CreateAccessTokenDocument,
  DeleteAccessTokenDocument,
  GetAccessTokenDocument,
  GetAccessTokensDocument,
  type AccessTokenFieldsFragment,
} from './Security.generated';

type AccessToken = AccessTokenFieldsFragment;
type AccessTokenValues = { name: string; scope: AccessTokenScope };

const place = { routes: paths.accessTokens };

const scopeLabel = (t: TFunction, scope: AccessTokenScope) =>
  t(`resources.accessTokens.scopes.${scope}`);

function ScopeChip({ scope }: { scope: AccessTokenScope }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={scope === AccessTokenScope.Write ? 'warning' : 'default'}
      label={scopeLabel(t, scope)}
    />
  );
}

function AccessTokenFields() {
  const { t } = useTranslation();
  const label = (field: string) => t(`resources.accessTokens.fields.${field}`);
  return (
    // room for the helper texts between the fields
    <Stack spacing={1}>
      <FormTextField
        name="name"
        label={label('name')}
        required
        autoComplete="off"
        helperText={t('resources.accessTokens.help.name')}
      />
      <FormSelectField
        name="scope"
        label={label('scope')}
        required
        options={Object.values(AccessTokenScope).map((scope) => ({
          value: scope,
          label: scopeLabel(t, scope),
        }))}
        helperText={t('resources.accessTokens.help.scope')}
      />
    </Stack>
  );
}

const schema = yup.object({
  name: requiredName('validation.nameRequired'),
  scope: yup.string().required('validation.required').oneOf(Object.values(AccessTokenScope)),
});

/** /settings/access-tokens: the person's tokens for scripts. */
export const accessTokensResource: Resource<AccessToken, AccessTokenValues> = {
  key: 'accessTokens',
  usePlace: () => place,
  id: (token) => token.id,
  name: (token) => token.name,
  queries: { list: 'getAccessTokens', record: 'getAccessToken' },
  list: {
    useList: listQuery(GetAccessTokensDocument, (data) => data.getAccessTokens),
    useView: staticView(({ t, locale }) => {
      const field = (name: string) => t(`resources.accessTokens.fields.${name}`);
      return {
        columns: [
          { field: 'name', headerName: field('name'), flex: 1, minWidth: 180 },
          {
            field: 'scope',
            headerName: field('scope'),
            width: 170,
            renderCell: ({ row }) => <ScopeChip scope={row.scope} />,
          },
          { field: 'prefix', headerName: field('prefix'), width: 130, hideWhenNarrow: 2 },
          { ...dateTimeColumn('created_at', field('created_at'), locale, 170), hideWhenNarrow: 1 },
          {
            ...dateTimeColumn('last_used_at', field('last_used_at'), locale, 170),
            renderCell: ({ row }) =>
              formatDateTime(row.last_used_at, locale) || t('resources.accessTokens.neverUsed'),
          },
        ],
        card: (token) => ({
          subtitle: <ScopeChip scope={token.scope} />,
          body: (
            <Typography variant="body2" color="textSecondary">
              {token.prefix}… ·{' '}
              {token.last_used_at
                ? t('resources.accessTokens.lastUsed', {
                    at: formatDateTime(token.last_used_at, locale),
                  })
                : t('resources.accessTokens.neverUsed')}
            </Typography>
          ),
        }),
      };
    }),
  },
  useRecord: recordQuery(GetAccessTokenDocument, ({ getAccessToken }) => ({
    record: getAccessToken.access_token,
    message: getAccessToken.message,
  })),
  form: {
    Fields: AccessTokenFields,
    useModel: function useAccessTokenModel() {
      const client = useApolloClient();
      const { t } = useTranslation();
      return {
        schema,
        initialValues: { name: '', scope: AccessTokenScope.Read },
        create: async (values) => {
          const { data } = await client.mutate({
            mutation: CreateAccessTokenDocument,
            variables: { name: values.name.trim(), scope: values.scope },
          });
          const answer = assertSuccess(data?.createAccessToken);
          return {
            record: answer.access_token,
            notice: t('resources.accessTokens.created', { token: answer.token }),
          };
        },
      };
    },
  },
  editable: false,
  show: {
    useDetails: fieldDetails('accessTokens', (token, { t, locale }) => ({
      name: token.name,
      scope: <ScopeChip scope={token.scope} />,
      prefix: `${token.prefix}…`,
      created_at: formatDateTime(token.created_at, locale),
      last_used_at:
        formatDateTime(token.last_used_at, locale) || t('resources.accessTokens.neverUsed'),
    })),
  },
  remove: deleteBy(DeleteAccessTokenDocument, (data) => data?.deleteAccessToken),
};

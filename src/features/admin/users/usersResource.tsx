import { Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
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
import { FormPasswordField } from '../../../components/form/FormPasswordField';
import { FormSelectField } from '../../../components/form/FormSelectField';
import { FormTextField } from '../../../components/form/FormTextField';
import {
  CreateUserAdminDocument,
  GetUserAdminDocument,
  GetUsersAdminDocument,
  UpdateUserAdminDocument,
} from './Users.generated';
import { PolicyButton } from './PolicyButton';
import { SecondFactorsReset, type SecondFactorsOf } from './SecondFactorsReset';
import type { UserFieldsFragment } from '../../../graphql/fragments.generated';
import type { Role } from '../../../graphql/types';
import { formatDateTime } from '../../../lib/dates';
import { assertSuccess } from '../../../lib/errors';
import { requiredEmail, requiredName, requiredNewPassword } from '../../../lib/validation';
import { createdAtColumn } from '../adminColumns';

/** A user as listed, and on their page with their second factors too. */
type User = UserFieldsFragment & SecondFactorsOf;

/** In the order of their reach. */
const roles: readonly Role[] = ['unverified', 'user', 'admin'];

/** The roles as the options of the form's select, the list's column and its filter. */
const roleOptions = (t: TFunction) =>
  roles.map((role) => ({ value: role, label: t(`resources.users.roles.${role}`) }));

type UserValues = {
  fullname: string;
  email: string;
  password: string;
  role: string;
  status: boolean;
  email_verified: boolean;
};

/** E-mail and password are given on create only; an admin never sees or sets them later. */
const schemaFor = (mode: FormMode) =>
  yup.object({
    fullname: requiredName('validation.nameRequired'),
    role: yup.string().required('validation.required').oneOf(roles),
    ...(mode === 'create' && { email: requiredEmail(), password: requiredNewPassword() }),
  });

function UserFields({ mode }: { mode: FormMode }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`resources.users.fields.${field}`);
  return (
    <Stack>
      <FormTextField name="fullname" label={label('fullname')} required autoComplete="off" />
      {mode === 'create' && (
        <>
          <FormTextField
            name="email"
            type="email"
            label={label('email')}
            required
            autoComplete="off"
          />
          <FormPasswordField
            name="password"
            label={label('password')}
            required
            autoComplete="new-password"
          />
        </>
      )}
      <FormSelectField name="role" label={label('role')} required options={roleOptions(t)} />
      <FormCheckbox name="status" label={t('resources.users.form.status')} />
      <FormCheckbox name="email_verified" label={t('resources.users.form.email_verified')} />
    </Stack>
  );
}

const toValues = (user: User): UserValues => ({
  fullname: user.fullname,
  email: user.email,
  password: '',
  role: user.role,
  status: user.status,
  email_verified: user.email_verified,
});

/** What create and update both send; e-mail and password are sent on create only. */
const toVariables = (values: UserValues) => ({
  fullname: values.fullname.trim(),
  role: values.role as Role,
  status: values.status,
  email_verified: values.email_verified,
});

/** /users: everyone who signed up; an admin sets their name, role, status and verification. */
export const usersResource: Resource<User, UserValues> = {
  key: 'users',
  usePlace: adminPlace('users'),
  id: (user) => user.uuid,
  name: (user) => user.fullname,
  queries: { list: 'getUsersAdmin', record: 'getUserAdmin' },
  list: {
    useList: listQuery(GetUsersAdminDocument, (data) => data.getUsersAdmin),
    Actions: PolicyButton,
    useView: staticView(({ t, locale }) => ({
      columns: [
        {
          field: 'fullname',
          headerName: t('resources.users.fields.fullname'),
          flex: 1,
          minWidth: 160,
        },
        { field: 'email', headerName: t('resources.users.fields.email'), flex: 1.2, minWidth: 200 },
        {
          field: 'role',
          headerName: t('resources.users.fields.role'),
          type: 'singleSelect',
          valueOptions: roleOptions(t),
          width: 130,
          hideWhenNarrow: 3,
        },
        statusColumn('status', t('resources.users.fields.status')),
        {
          ...statusColumn('email_verified', t('resources.users.fields.email_verified'), 'verified'),
          hideWhenNarrow: 2,
        },
        {
          ...createdAtColumn(t('resources.users.fields.created_at'), locale, 170),
          hideWhenNarrow: 1,
        },
      ],
      card: (user) => ({
        subtitle: (
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        ),
        body: (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">{t(`resources.users.roles.${user.role}`)}</Typography>
            <StatusChip value={user.status} />
          </Stack>
        ),
      }),
      filters: [
        {
          field: 'role',
          label: t('resources.users.fields.role'),
          options: roleOptions(t),
        },
        {
          field: 'status',
          label: t('resources.users.fields.status'),
          options: [
            { value: true, label: t('admin.status.active') },
            { value: false, label: t('admin.status.inactive') },
          ],
        },
      ],
    })),
    searchFields: ['fullname', 'email'],
  },
  useRecord: recordQuery(GetUserAdminDocument, ({ getUserAdmin }) => ({
    record: getUserAdmin.user,
    message: getUserAdmin.message,
  })),
  form: {
    Fields: UserFields,
    useModel: clientForm({
      schema: schemaFor,
      initialValues: () => ({
        fullname: '',
        email: '',
        password: '',
        role: 'user',
        status: true,
        email_verified: true,
      }),
      toValues,
      ...mutationForm({
        create: CreateUserAdminDocument,
        createVariables: (values) => ({
          ...toVariables(values),
          email: values.email.trim(),
          password: values.password,
        }),
        created: (data) => assertSuccess(data?.createUserAdmin).user,
        update: UpdateUserAdminDocument,
        updateVariables: (user, values) => ({ id: user.uuid, ...toVariables(values) }),
        updated: (data) => assertSuccess(data?.updateUserAdmin).user,
      }),
    }),
  },
  show: {
    Extra: SecondFactorsReset,
    useDetails: fieldDetails('users', (user, { t, locale }) => ({
      fullname: user.fullname,
      email: user.email,
      role: t(`resources.users.roles.${user.role}`),
      status: <StatusChip value={user.status} />,
      email_verified: <StatusChip value={user.email_verified} kind="verified" />,
      two_factor:
        user.two_factor === undefined ? undefined : (
          <StatusChip value={user.two_factor} kind="on" />
        ),
      passkey_count: user.passkey_count,
      created_at: formatDateTime(user.created_at, locale),
      updated_at: formatDateTime(user.updated_at, locale),
    })),
  },
};

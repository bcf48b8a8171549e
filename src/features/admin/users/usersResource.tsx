import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import {
  adminPlace,
  clientForm,
  listQuery,
  recordQuery,
  staticDetails,
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
  type Role,
  type UserFieldsFragment,
} from '../../../graphql/generated';
import { formatDateTime } from '../../../lib/dates';
import { assertSuccess } from '../../../lib/errors';
import { requiredEmail, requiredName, requiredNewPassword } from '../../../lib/validation';

type User = UserFieldsFragment;

/** In the order of their reach. */
const roles: readonly Role[] = ['unverified', 'user', 'admin'];

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
      <FormSelectField
        name="role"
        label={label('role')}
        required
        options={roles.map((role) => ({ value: role, label: t(`resources.users.roles.${role}`) }))}
      />
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

/** /users: everyone who signed up; an admin sets their name, role, status and verification. */
export const usersResource: Resource<User, UserValues> = {
  key: 'users',
  usePlace: adminPlace('users'),
  id: (user) => user.uuid,
  name: (user) => user.fullname,
  queries: { list: 'getUsersAdmin', record: 'getUserAdmin' },
  list: {
    useList: listQuery(GetUsersAdminDocument, (data) => data.getUsersAdmin),
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
          valueOptions: roles.map((role) => ({
            value: role,
            label: t(`resources.users.roles.${role}`),
          })),
          width: 130,
        },
        statusColumn('status', t('resources.users.fields.status')),
        statusColumn('email_verified', t('resources.users.fields.email_verified'), 'verified'),
        {
          field: 'created_at',
          headerName: t('resources.users.fields.created_at'),
          type: 'dateTime',
          valueGetter: (value: string) => new Date(value),
          renderCell: ({ row }) => formatDateTime(row.created_at, locale),
          minWidth: 170,
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
          options: roles.map((role) => ({
            value: role,
            label: t(`resources.users.roles.${role}`),
          })),
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
      create: async (client, values) => {
        const { data } = await client.mutate({
          mutation: CreateUserAdminDocument,
          variables: {
            fullname: values.fullname.trim(),
            email: values.email.trim(),
            password: values.password,
            role: values.role as Role,
            status: values.status,
            email_verified: values.email_verified,
          },
        });
        return assertSuccess(data?.createUserAdmin).user;
      },
      update: async (client, user, values) => {
        const { data } = await client.mutate({
          mutation: UpdateUserAdminDocument,
          variables: {
            id: user.uuid,
            fullname: values.fullname.trim(),
            role: values.role as Role,
            status: values.status,
            email_verified: values.email_verified,
          },
        });
        return assertSuccess(data?.updateUserAdmin).user;
      },
    }),
  },
  show: {
    useDetails: staticDetails((user, { t, locale }) => {
      const label = (field: string) => t(`resources.users.fields.${field}`);
      return [
        { label: label('fullname'), value: user.fullname },
        { label: label('email'), value: user.email },
        { label: label('role'), value: t(`resources.users.roles.${user.role}`) },
        { label: label('status'), value: <StatusChip value={user.status} /> },
        {
          label: label('email_verified'),
          value: <StatusChip value={user.email_verified} kind="verified" />,
        },
        { label: label('created_at'), value: formatDateTime(user.created_at, locale) },
        { label: label('updated_at'), value: formatDateTime(user.updated_at, locale) },
      ];
    }),
  },
};

// "Your data", from the account menu: everything the person keeps here as one archive to download,
// an archive brought back into an account that holds nothing yet, and the account deleted for good
// (confirmed by the password, and a code while two-factor sign-in is on), saying what went. Not a
// resource of src/resource/: three actions on the person's whole account, no records of its own.
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { FormCodeField } from '../../components/form/FormCodeField';
import { FormFileField } from '../../components/form/FormFileField';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { FormStatusAlert } from '../../components/form/FormStatusAlert';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';
import { submitMutation } from '../../components/form/submitMutation';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { assertSuccess } from '../../lib/errors';
import { formatNumber } from '../../lib/format';
import { paths } from '../../lib/paths';
import { saveFile } from '../../lib/saveFile';
import { clearSession } from '../../lib/session';
import { useAction } from '../../lib/useAction';
import {
  DeleteMeDocument,
  ExportMyDataDocument,
  GetDeleteAsksDocument,
  ImportMyDataDocument,
  type DeleteMeMutation,
  type ImportMyDataMutation,
} from './MyData.generated';

type Imported = NonNullable<ImportMyDataMutation['importMyData']['imported']>;
type Removed = NonNullable<DeleteMeMutation['deleteMe']['removed']>;

/** "4 accounts, 3 transactions, …": the counts that are not 0, in the reader's words. */
function useCounts() {
  const { t, i18n } = useTranslation();
  return (counts: Record<string, number | string>) =>
    Object.entries(counts)
      .filter(([key, n]) => key !== '__typename' && key !== 'uncategorised' && Number(n) > 0)
      .map(([key, n]) =>
        t(`myData.counts.${key}`, { count: Number(n), n: formatNumber(Number(n), i18n.language) }),
      )
      .join(', ') || t('myData.counts.nothing');
}

function ExportSection() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { busy, error, run } = useAction();
  const download = () =>
    run(async () => {
      const { data } = await client.mutate({ mutation: ExportMyDataDocument });
      const answer = assertSuccess(data?.exportMyData);
      const bytes = Uint8Array.from(atob(answer.archive ?? ''), (c) => c.charCodeAt(0));
      saveFile({ filename: answer.filename ?? 'export.zip', content: bytes }, 'application/zip');
    });
  return (
    <Section card title={t('myData.export.title')}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('myData.export.text')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Button
        variant="contained"
        startIcon={<FileDownloadOutlined />}
        disabled={busy}
        onClick={() => void download()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t(busy ? 'myData.export.busy' : 'myData.export.button')}
      </Button>
    </Section>
  );
}

const importSchema = yup.object({
  file: yup.mixed<File>().nullable().required('myData.import.fileRequired'),
});

function ImportSection() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const counts = useCounts();
  const [imported, setImported] = useState<Imported | null>(null);
  return (
    <Section card title={t('myData.import.title')}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('myData.import.text')}
      </Typography>
      {imported ? (
        <Alert severity="success" role="status">
          {t('myData.import.done', { counts: counts(imported) })}
          {imported.uncategorised > 0 &&
            ` ${t('myData.import.uncategorised', { count: imported.uncategorised })}`}
        </Alert>
      ) : (
        <Formik<{ file: File | null }>
          initialValues={{ file: null }}
          validationSchema={importSchema}
          onSubmit={(values, helpers) =>
            submitMutation(helpers, async () => {
              const { data } = await client.mutate({
                mutation: ImportMyDataDocument,
                variables: { file: values.file! },
              });
              setImported(assertSuccess(data?.importMyData).imported ?? null);
              // every list and figure the cache holds is the empty account's
              await client.resetStore();
            }).then(() => undefined)
          }
        >
          <Form noValidate>
            <FormStatusAlert />
            <FormFileField
              name="file"
              label={t('myData.import.file')}
              accept=".zip,.json"
              helperText={t('myData.import.help')}
              oneFileMessage="myData.import.oneFile"
            />
            <Box sx={{ mt: 2 }}>
              <FormSubmitButton size="medium">{t('myData.import.button')}</FormSubmitButton>
            </Box>
          </Form>
        </Formik>
      )}
    </Section>
  );
}

const deleteSchema = (withCode: boolean) =>
  yup.object({
    password: yup.string().required('validation.passwordRequired'),
    code: withCode
      ? yup.string().trim().required('validation.codeRequired')
      : yup.string().notRequired(),
  });

function DeleteSection({ onDeleted }: { onDeleted: (removed: Removed) => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const asks = useQuery(GetDeleteAsksDocument, { fetchPolicy: 'cache-and-network' });
  const withCode = Boolean(asks.data?.getTwoFactor.two_factor?.totp);
  const [open, setOpen] = useState(false);
  return (
    <Section card title={t('myData.delete.title')}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('myData.delete.text')}
      </Typography>
      {!open ? (
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteForeverOutlined />}
          onClick={() => setOpen(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('myData.delete.button')}
        </Button>
      ) : (
        <Formik
          initialValues={{ password: '', code: '' }}
          validationSchema={deleteSchema(withCode)}
          onSubmit={(values, helpers) =>
            submitMutation(helpers, async () => {
              const { data } = await client.mutate({
                mutation: DeleteMeDocument,
                variables: {
                  password: values.password,
                  ...(withCode && { code: values.code.trim() }),
                },
              });
              const removed = assertSuccess(data?.deleteMe).removed;
              if (removed) onDeleted(removed);
            }).then(() => undefined)
          }
        >
          <Form noValidate>
            <FormStatusAlert />
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('myData.delete.warning')}
            </Alert>
            <Stack spacing={1} sx={{ maxWidth: 420 }}>
              <FormPasswordField
                name="password"
                label={t('auth.fields.password')}
                autoComplete="current-password"
                autoFocus
              />
              {withCode && <FormCodeField label={t('twoFactor.anyCode')} />}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <FormSubmitButton size="medium" color="error">
                {t('myData.delete.confirm')}
              </FormSubmitButton>
              <Button onClick={() => setOpen(false)}>{t('form.cancel')}</Button>
            </Stack>
          </Form>
        </Formik>
      )}
    </Section>
  );
}

export function MyDataPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const counts = useCounts();
  const [removed, setRemoved] = useState<Removed | null>(null);
  if (removed) {
    // the account is gone (its sessions with it): what went is said once, then the app is left
    return (
      <Box sx={{ maxWidth: 720 }}>
        <PageHeader title={t('myData.deleted.title')} />
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {t('myData.deleted.text', { counts: counts(removed) })}
        </Alert>
        <Button
          variant="contained"
          onClick={() => {
            clearSession();
            void navigate(paths.home, { replace: true });
          }}
        >
          {t('myData.deleted.leave')}
        </Button>
      </Box>
    );
  }
  return (
    <>
      <PageHeader title={t('myData.title')} subtitle={t('myData.subtitle')} />
      {/* boxes of the cards' own heights (a Section card fills its parent's), a form's width */}
      <Stack spacing={3} sx={{ maxWidth: 880 }}>
        <Box>
          <ExportSection />
        </Box>
        <Box>
          <ImportSection />
        </Box>
        <Box>
          <DeleteSection onDeleted={setRemoved} />
        </Box>
      </Stack>
    </>
  );
}

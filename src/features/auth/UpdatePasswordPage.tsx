import { Alert, Button, Stack } from '@mui/material';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';
import { ResetPasswordDocument, UpdatePasswordDocument } from './Auth.generated';
import { graphQLErrorMessage, limitText } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { replaceToken } from '../../lib/session';
import { useApiClient } from '../../lib/useApiClient';
import { AuthCard } from './AuthCard';
import { NewPasswordField } from './AuthFields';
import { updatePasswordSchema, type UpdatePasswordValues } from './authSchema';

const initialValues: UpdatePasswordValues = { password: '', confirmation: '' };

type Outcome = { kind: 'done' } | { kind: 'error'; message: string } | null;

/**
 * A new password: at /update-password/:token from the reset mail (resetPassword, then sign in
 * again), or at /update-password for the signed-in user (updatePassword, whose fresh token
 * replaces the old one: every earlier token stops working).
 */
export function UpdatePasswordPage() {
  const { t } = useTranslation();
  const { token } = useParams<{ token: string }>();
  const fromMail = Boolean(token);
  const apiClient = useApiClient();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async ({ password, confirmation }: UpdatePasswordValues) => {
    setOutcome(null);
    try {
      const client = await apiClient();
      if (token) {
        const { data } = await client.mutate({
          mutation: ResetPasswordDocument,
          variables: { token, password, confirmation },
        });
        const result = data?.resetPassword;
        if (!result?.success) {
          console.error('Password reset failed:', result?.message, result?.errors ?? []);
          const limit = limitText(result?.message);
          setOutcome({ kind: 'error', message: t(limit ?? 'auth.updatePassword.resetFailed') });
          return;
        }
      } else {
        const { data } = await client.mutate({
          mutation: UpdatePasswordDocument,
          variables: { password, confirmation },
        });
        const result = data?.updatePassword;
        if (!result?.success || !result.token) {
          const limit = limitText(result?.message);
          setOutcome({
            kind: 'error',
            message: limit ? t(limit) : result?.message || t('auth.updatePassword.updateFailed'),
          });
          return;
        }
        replaceToken(result.token);
      }
      setOutcome({ kind: 'done' });
    } catch (error) {
      console.error('Password change failed:', graphQLErrorMessage(error));
      setOutcome({
        kind: 'error',
        message: t(
          fromMail ? 'auth.updatePassword.resetFailed' : 'auth.updatePassword.updateFailed',
        ),
      });
    }
  };

  if (outcome?.kind === 'done') {
    return (
      <AuthCard title={t('auth.updatePassword.doneTitle')}>
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {t(fromMail ? 'auth.updatePassword.resetDone' : 'auth.updatePassword.updateDone')}
          </Alert>
          <Button
            component={RouterLink}
            to={fromMail ? paths.login : paths.dashboard}
            variant="contained"
          >
            {t(fromMail ? 'auth.updatePassword.toLogin' : 'auth.updatePassword.toDashboard')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.updatePassword.title')} subtitle={t('auth.updatePassword.subtitle')}>
      <Formik
        initialValues={initialValues}
        validationSchema={updatePasswordSchema}
        onSubmit={submit}
      >
        <Form noValidate>
          <Stack spacing={1}>
            {outcome?.kind === 'error' && (
              <Alert
                severity="error"
                action={
                  fromMail ? (
                    <Button
                      color="inherit"
                      size="small"
                      component={RouterLink}
                      to={paths.forgotPassword}
                    >
                      {t('auth.updatePassword.newLink')}
                    </Button>
                  ) : undefined
                }
              >
                {outcome.message}
              </Alert>
            )}
            <NewPasswordField label={t('auth.fields.newPassword')} autoFocus />
            <FormPasswordField
              name="confirmation"
              label={t('auth.fields.confirmPassword')}
              autoComplete="new-password"
            />
            <FormSubmitButton>{t('auth.updatePassword.submit')}</FormSubmitButton>
          </Stack>
        </Form>
      </Formik>
    </AuthCard>
  );
}

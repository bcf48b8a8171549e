import { Alert, Link, Stack } from '@mui/material';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';
import { RequestPasswordResetDocument } from './Auth.generated';
import { graphQLErrorMessage, limitText, type LimitText } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { useApiClient } from '../../lib/useApiClient';
import { AuthCard } from './AuthCard';
import { EmailField } from './AuthFields';
import { forgotPasswordSchema, type ForgotPasswordValues } from './authSchema';

/** Asks for a reset mail. The answer never reveals whether the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const apiClient = useApiClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [limited, setLimited] = useState<LimitText | null>(null);

  const backToLogin = (
    <Trans
      i18nKey="auth.forgot.remembered"
      components={{ login: <Link component={RouterLink} to={paths.login} /> }}
    />
  );

  if (sentTo) {
    return (
      <AuthCard title={t('auth.forgot.sentTitle')} footer={backToLogin}>
        <Alert severity="success" role="status">
          {t('auth.forgot.sent', { email: sentTo })}
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={backToLogin}
    >
      <Formik<ForgotPasswordValues>
        initialValues={{ email: '' }}
        validationSchema={forgotPasswordSchema}
        onSubmit={async ({ email }) => {
          setFailed(false);
          setLimited(null);
          try {
            const client = await apiClient();
            const { data } = await client.mutate({
              mutation: RequestPasswordResetDocument,
              variables: { email: email.trim() },
            });
            // success or not, the same neutral answer: whether the address exists stays unknown
            if (!data?.requestPasswordReset.success) {
              const message = data?.requestPasswordReset.message;
              console.error('Password reset request:', message);
              // but a limit (any address alike) is told: no mail is on its way
              const limit = limitText(message);
              if (limit) {
                setLimited(limit);
                return;
              }
            }
            setSentTo(email.trim());
          } catch (error) {
            console.error('Password reset request failed:', graphQLErrorMessage(error));
            setFailed(true);
          }
        }}
      >
        <Form noValidate>
          <Stack spacing={1}>
            {failed && <Alert severity="error">{t('errors.tryAgain')}</Alert>}
            {limited && <Alert severity="error">{t(limited)}</Alert>}
            <EmailField autoFocus />
            <FormSubmitButton>{t('auth.forgot.submit')}</FormSubmitButton>
          </Stack>
        </Form>
      </Formik>
    </AuthCard>
  );
}

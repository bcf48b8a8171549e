import { Alert, Link, Stack } from '@mui/material';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormCheckbox } from '../../components/form/FormCheckbox';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';
import { LoginUserDocument } from './Auth.generated';
import { LimitedError, LoginError, obtainAuthToken } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { storeSession } from '../../lib/session';
import { useApiClient } from '../../lib/useApiClient';
import { AuthCard } from './AuthCard';
import { EmailField } from './AuthFields';
import { loginSchema, type LoginValues } from './authSchema';

// Unticked: on a shared computer the session ends with the browser unless the person asks.
const initialValues: LoginValues = { email: '', password: '', remember: false };

/**
 * Sign in. Nothing is sent until both e-mail and password are filled. Any failure shows only
 * "Invalid email or password"; the server's message goes to the console. "Remember me" keeps the
 * session until the token expires; without it the session ends when the browser closes.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const apiClient = useApiClient();
  const navigate = useNavigate();
  /** What the failed attempt shows (an i18n key), or null. */
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = async ({ email, password }: LoginValues): Promise<string> => {
    if (!email.trim() || !password) throw new LoginError();
    return obtainAuthToken(
      'Login failed',
      () => new LoginError(),
      async () => {
        const client = await apiClient();
        const { data } = await client.query({
          query: LoginUserDocument,
          variables: { email: email.trim(), password },
          fetchPolicy: 'no-cache',
        });
        return data?.loginUser;
      },
    );
  };

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <Trans
          i18nKey="auth.login.noAccount"
          components={{ register: <Link component={RouterLink} to={paths.register} /> }}
        />
      }
    >
      <Formik
        initialValues={initialValues}
        validationSchema={loginSchema}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            const token = await signIn(values);
            // on the way first: this page stays drawn until the next one is ready (GuestOnly)
            void navigate(paths.dashboard, { replace: true });
            storeSession(token, values.remember);
          } catch (error) {
            setFailure(error instanceof LimitedError ? error.text : 'auth.login.failed');
          }
        }}
      >
        <Form noValidate>
          <Stack spacing={1}>
            {failure && <Alert severity="error">{t(failure)}</Alert>}
            <EmailField autoFocus />
            <FormPasswordField
              name="password"
              label={t('auth.fields.password')}
              autoComplete="current-password"
            />
            <Stack
              direction="row"
              sx={{
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
                gap: 1,
              }}
            >
              <FormCheckbox name="remember" label={t('auth.login.remember')} />
              <Link component={RouterLink} to={paths.forgotPassword} variant="body2">
                {t('auth.login.forgot')}
              </Link>
            </Stack>
            <FormSubmitButton>{t('auth.login.submit')}</FormSubmitButton>
          </Stack>
        </Form>
      </Formik>
    </AuthCard>
  );
}

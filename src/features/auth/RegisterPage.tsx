import { Alert, Link, Stack } from '@mui/material';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormCheckbox } from '../../components/form/FormCheckbox';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';
import { FormTextField } from '../../components/form/FormTextField';
import { SignupUserDocument } from './Auth.generated';
import { LimitedError, SignUpError, obtainAuthToken } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { storeSession } from '../../lib/session';
import { useApiClient } from '../../lib/useApiClient';
import { AuthCard } from './AuthCard';
import { EmailField, NewPasswordField } from './AuthFields';
import { registerSchema, type RegisterValues } from './authSchema';

const initialValues: RegisterValues = { fullname: '', email: '', password: '', terms: false };

/** Sign up; on success the (unverified) session starts and the user is asked to confirm the e-mail. */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const apiClient = useApiClient();
  /** What the failed attempt shows (an i18n key), or null. */
  const [failure, setFailure] = useState<string | null>(null);

  const signUp = (values: RegisterValues): Promise<string> =>
    obtainAuthToken(
      'Sign up failed',
      () => new SignUpError(),
      async () => {
        const client = await apiClient();
        const { data } = await client.mutate({
          mutation: SignupUserDocument,
          variables: {
            fullname: values.fullname.trim(),
            email: values.email.trim(),
            password: values.password,
            terms_accepted: values.terms,
            // their mails are written in the language they signed up in
            language: i18n.language,
          },
        });
        return data?.signupUser;
      },
    );

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <Trans
          i18nKey="auth.register.haveAccount"
          components={{ login: <Link component={RouterLink} to={paths.login} /> }}
        />
      }
    >
      <Formik
        initialValues={initialValues}
        validationSchema={registerSchema}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            const token = await signUp(values);
            // on the way first: this page stays drawn until the next one is ready (GuestOnly)
            void navigate(paths.emailConfirm, { replace: true });
            storeSession(token);
          } catch (error) {
            setFailure(error instanceof LimitedError ? error.text : 'auth.register.failed');
          }
        }}
      >
        <Form noValidate>
          <Stack spacing={1}>
            {failure && <Alert severity="error">{t(failure)}</Alert>}
            <FormTextField
              name="fullname"
              label={t('auth.fields.name')}
              autoComplete="name"
              autoFocus
            />
            <EmailField />
            <NewPasswordField />
            <FormCheckbox
              name="terms"
              label={
                <Trans
                  i18nKey="auth.register.terms"
                  components={{
                    terms: (
                      <Link
                        component={RouterLink}
                        to={paths.terms}
                        target="_blank"
                        rel="noopener"
                      />
                    ),
                  }}
                />
              }
            />
            <FormSubmitButton>{t('auth.register.submit')}</FormSubmitButton>
          </Stack>
        </Form>
      </Formik>
    </AuthCard>
  );
}

import FingerprintOutlined from '@mui/icons-material/FingerprintOutlined';
import { Alert, Button, Divider, Link, Stack } from '@mui/material';
import { Form, Formik, useFormikContext } from 'formik';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormCheckbox } from '../../components/form/FormCheckbox';
import { FormPasswordField } from '../../components/form/FormPasswordField';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';
import { LoginUserDocument } from './Auth.generated';
import {
  LimitedError,
  LoginError,
  obtainSignIn,
  type SecondFactorChallenge,
  type SignInOutcome,
} from '../../lib/errors';
import { paths } from '../../lib/paths';
import { storeSession } from '../../lib/session';
import { useApiClient } from '../../lib/useApiClient';
import { AuthCard } from './AuthCard';
import { EmailField } from './AuthFields';
import { passkeySignIn } from './passkeySignIn';
import { SecondFactorForm } from './SecondFactorForm';
import { loginSchema, type LoginValues } from './authSchema';

/**
 * "Sign in with a passkey", in the sign-in form (for its "Remember me"): the browser offers the
 * passkeys it holds for this site, and the one chosen signs in on its own.
 */
function PasskeyButton({
  onToken,
  onFailure,
}: {
  onToken: (token: string, remember: boolean) => void;
  onFailure: (failure: string | null) => void;
}) {
  const { t } = useTranslation();
  const apiClient = useApiClient();
  const { values } = useFormikContext<LoginValues>();
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    onFailure(null);
    setBusy(true);
    const outcome = await passkeySignIn(apiClient);
    setBusy(false);
    if ('token' in outcome) onToken(outcome.token, values.remember);
    else onFailure(outcome.failure);
  };
  return (
    <Button
      variant="outlined"
      size="large"
      startIcon={<FingerprintOutlined />}
      disabled={busy}
      onClick={() => void signIn()}
    >
      {t('auth.login.passkey')}
    </Button>
  );
}

// Unticked: on a shared computer the session ends with the browser unless the person asks.
const initialValues: LoginValues = { email: '', password: '', remember: false };

/**
 * Sign in. Nothing is sent until both e-mail and password are filled. Any failure shows only
 * "Invalid email or password"; the server's message goes to the console. "Remember me" keeps the
 * session until the token expires; without it the session ends when the browser closes. An
 * account with two-factor sign-in answers the password with a second step (SecondFactorForm).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const apiClient = useApiClient();
  const navigate = useNavigate();
  /** What the failed attempt shows (an i18n key), or null. */
  const [failure, setFailure] = useState<string | null>(null);
  /** The second step the password answered, and whether to remember the session. */
  const [second, setSecond] = useState<{ challenge: SecondFactorChallenge; values: LoginValues }>();
  /** What the form starts with: empty, or the address (and choice) of a second step left. */
  const [start, setStart] = useState(initialValues);

  const enter = (token: string, remember: boolean) => {
    // on the way first: this page stays drawn until the next one is ready (GuestOnly)
    void navigate(paths.dashboard, { replace: true });
    storeSession(token, remember);
  };

  const signIn = async ({ email, password }: LoginValues): Promise<SignInOutcome> => {
    if (!email.trim() || !password) throw new LoginError();
    return obtainSignIn(
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

  if (second) {
    return (
      <SecondFactorForm
        challenge={second.challenge}
        onSignedIn={(token) => enter(token, second.values.remember)}
        onRestart={(why) => {
          setStart({ ...second.values, password: '' });
          setSecond(undefined);
          setFailure(why);
        }}
      />
    );
  }

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
        initialValues={start}
        validationSchema={loginSchema}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            const outcome = await signIn(values);
            if ('token' in outcome) enter(outcome.token, values.remember);
            else setSecond({ challenge: outcome.secondFactor, values });
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
            <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>
              {t('auth.login.or')}
            </Divider>
            <PasskeyButton onToken={enter} onFailure={setFailure} />
          </Stack>
        </Form>
      </Formik>
    </AuthCard>
  );
}

import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { VerifyEmailDocument } from './Auth.generated';
import { graphQLErrorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { replaceToken } from '../../lib/session';
import { useSession } from '../../lib/useSession';
import { useApiClient } from '../../lib/useApiClient';
import { AuthCard } from './AuthCard';

type State = 'verifying' | 'verified' | 'failed';

/** The link from the confirmation mail: verifies once, then starts the verified session. */
export function EmailVerifyPage() {
  const { t } = useTranslation();
  const { token } = useParams<{ token: string }>();
  const session = useSession();
  const apiClient = useApiClient();
  const [state, setState] = useState<State>(token ? 'verifying' : 'failed');
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return; // the token is single-use: call once, also under StrictMode
    started.current = true;
    apiClient()
      .then((client) => client.mutate({ mutation: VerifyEmailDocument, variables: { token } }))
      .then(({ data }) => {
        const result = data?.verifyEmail;
        if (result?.success && result.token) {
          replaceToken(result.token);
          setState('verified');
        } else {
          console.error('E-mail verification failed:', result?.message, result?.errors ?? []);
          setState('failed');
        }
      })
      .catch((error: unknown) => {
        console.error('E-mail verification failed:', graphQLErrorMessage(error));
        setState('failed');
      });
  }, [token, apiClient]);

  if (state === 'verifying') {
    return (
      <AuthCard title={t('auth.emailVerify.verifying')}>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress aria-label={t('auth.emailVerify.verifying')} />
        </Box>
      </AuthCard>
    );
  }

  if (state === 'verified') {
    return (
      <AuthCard title={t('auth.emailVerify.verifiedTitle')}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <CheckCircleOutline color="success" sx={{ fontSize: 56 }} aria-hidden />
          <Typography>{t('auth.emailVerify.verified')}</Typography>
          <Button component={RouterLink} to={paths.dashboard} variant="contained" size="large">
            {t('auth.emailVerify.toDashboard')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const signedIn = session.status === 'valid';
  return (
    <AuthCard title={t('auth.emailVerify.failedTitle')}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <ErrorOutline color="error" sx={{ fontSize: 56 }} aria-hidden />
        <Typography role="alert">{t('auth.emailVerify.failed')}</Typography>
        <Button
          component={RouterLink}
          to={signedIn ? paths.emailConfirm : paths.login}
          variant="contained"
        >
          {t(signedIn ? 'auth.emailVerify.resend' : 'auth.emailVerify.signInToResend')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

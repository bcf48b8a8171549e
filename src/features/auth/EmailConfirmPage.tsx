import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VerifyEmailRequestTokenDocument } from './Auth.generated';
import { GetMeDocument } from '../../graphql/Session.generated';
import { graphQLErrorMessage, limitText } from '../../lib/errors';
import { useLogout } from '../../lib/useLogout';
import { AuthCard } from './AuthCard';

export const RESEND_COOLDOWN_SECONDS = 60;

/** Shown after sign-up and whenever the user is unverified: the link was sent; resend; log out. */
export function EmailConfirmPage() {
  const { t } = useTranslation();
  const logout = useLogout();
  const { data } = useQuery(GetMeDocument);
  const email = data?.getMe.user?.email;
  const [requestToken, { loading }] = useMutation(VerifyEmailRequestTokenDocument);
  // the countdown runs against a deadline, so a throttled background tab still counts right
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    null,
  );

  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) setDeadline(null);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const resend = async () => {
    if (!email) return;
    setNotice(null);
    try {
      const { data: answer } = await requestToken({ variables: { email } });
      const result = answer?.verifyEmailRequestToken;
      if (!result?.success) {
        const limit = limitText(result?.message);
        setNotice({
          severity: 'error',
          text: limit ? t(limit) : result?.message || t('auth.emailConfirm.resendFailed'),
        });
        return;
      }
      setNotice({ severity: 'success', text: t('auth.emailConfirm.resent') });
      const time = Date.now();
      setNow(time);
      setDeadline(time + RESEND_COOLDOWN_SECONDS * 1000);
    } catch (error) {
      console.error('Resending the confirmation mail failed:', graphQLErrorMessage(error));
      setNotice({ severity: 'error', text: t('auth.emailConfirm.resendFailed') });
    }
  };

  return (
    <AuthCard title={t('auth.emailConfirm.title')}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', justifyContent: 'center', color: 'primary.main' }}>
          <MarkEmailReadOutlined sx={{ fontSize: 56 }} aria-hidden />
        </Box>
        <Typography>
          {email ? t('auth.emailConfirm.sentTo', { email }) : t('auth.emailConfirm.sent')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('auth.emailConfirm.hint')}
        </Typography>
        {notice && (
          <Alert
            severity={notice.severity}
            role={notice.severity === 'success' ? 'status' : 'alert'}
          >
            {notice.text}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          onClick={() => void resend()}
          disabled={!email || loading || secondsLeft > 0}
        >
          {secondsLeft > 0
            ? t('auth.emailConfirm.resendIn', { seconds: secondsLeft })
            : t('auth.emailConfirm.resend')}
        </Button>
        <Button variant="text" onClick={() => void logout()}>
          {t('auth.emailConfirm.logout')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

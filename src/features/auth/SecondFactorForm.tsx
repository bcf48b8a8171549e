import { Alert, Link, Stack } from '@mui/material';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';
import { graphQLErrorMessage, limitText, type SecondFactorChallenge } from '../../lib/errors';
import { useApiClient } from '../../lib/useApiClient';
import { LoginSecondFactorDocument } from './Auth.generated';
import { passkeySignIn } from './passkeySignIn';
import { AuthCard } from './AuthCard';
import { codeSchema, FormCodeField, type CodeValues } from '../../components/form/FormCodeField';

/** The server's answers this step turns into the app's texts (server/domain/twoFactor.ts). */
const EXPIRED = 'This sign-in has expired: enter your password again';

/**
 * The second step of a sign-in that asks for one: a code from the authenticator app, or one of
 * the recovery codes. Answers the session's token to `onSignedIn`; an expired ticket sends the
 * person back to their password (`onRestart` with what to show there).
 */
export function SecondFactorForm({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: SecondFactorChallenge;
  onSignedIn: (token: string) => void;
  onRestart: (failure: string | null) => void;
}) {
  const { t } = useTranslation();
  const apiClient = useApiClient();
  const [recovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [signing, setSigning] = useState(false);

  /** The person's passkey instead of a code. */
  const withPasskey = async () => {
    setFailure(null);
    setSigning(true);
    const outcome = await passkeySignIn(apiClient, challenge.ticket);
    setSigning(false);
    if ('token' in outcome) onSignedIn(outcome.token);
    else setFailure(outcome.failure);
  };

  const submit = async (
    { code }: CodeValues,
    setFieldError: (field: string, key: string) => void,
  ) => {
    setFailure(null);
    try {
      const client = await apiClient();
      const { data } = await client.mutate({
        mutation: LoginSecondFactorDocument,
        variables: { ticket: challenge.ticket, code: code.trim() },
      });
      const answer = data?.loginSecondFactor;
      if (answer?.success && answer.token) return onSignedIn(answer.token);
      if (answer?.message === EXPIRED) return onRestart('auth.secondFactor.expired');
      const limited = limitText(answer?.message);
      if (limited) return setFailure(limited);
      if (answer?.field_errors?.some((error) => error.field === 'code')) {
        return setFieldError('code', 'validation.invalidCode');
      }
      console.error('Second factor failed:', answer?.message, answer?.errors ?? []);
      setFailure('auth.secondFactor.failed');
    } catch (error) {
      console.error('Second factor failed:', graphQLErrorMessage(error));
      setFailure('auth.secondFactor.failed');
    }
  };

  return (
    <AuthCard
      title={t('auth.secondFactor.title')}
      subtitle={t(recovery ? 'auth.secondFactor.recoveryText' : 'auth.secondFactor.appText')}
    >
      <Formik<CodeValues>
        initialValues={{ code: '' }}
        validationSchema={codeSchema}
        onSubmit={(values, helpers) => submit(values, helpers.setFieldError)}
      >
        {({ resetForm }) => (
          <Form noValidate>
            <Stack spacing={1}>
              {failure && <Alert severity="error">{t(failure)}</Alert>}
              <FormCodeField
                key={recovery ? 'recovery' : 'app'}
                label={t(recovery ? 'auth.secondFactor.recoveryCode' : 'auth.secondFactor.appCode')}
                numeric={!recovery}
                autoFocus
              />
              <FormSubmitButton>{t('auth.secondFactor.submit')}</FormSubmitButton>
              <Stack spacing={1} sx={{ alignItems: 'center', pt: 1 }}>
                {challenge.methods.includes('passkey') && (
                  <Link
                    component="button"
                    type="button"
                    variant="body2"
                    disabled={signing}
                    onClick={() => void withPasskey()}
                  >
                    {t('auth.secondFactor.usePasskey')}
                  </Link>
                )}
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => {
                    setRecovery(!recovery);
                    setFailure(null);
                    resetForm();
                  }}
                >
                  {t(recovery ? 'auth.secondFactor.useApp' : 'auth.secondFactor.useRecovery')}
                </Link>
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => onRestart(null)}
                >
                  {t('auth.secondFactor.back')}
                </Link>
              </Stack>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}

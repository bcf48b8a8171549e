// Two-factor sign-in, from the account menu: set up an authenticator app (its QR code or key, then
// a first code), see the recovery codes once, renew them, turn it off. Not a resource of
// src/resource/: one setting of the person, without a list, records or a removal of its own.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStatusAlert } from '../../components/form/FormStatusAlert';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';
import { PageHeader } from '../../components/PageHeader';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { Section } from '../../components/Section';
import { answerFailure, assertSuccess, failureMessage, MutationFailure } from '../../lib/errors';
import { useAction } from '../../lib/useAction';
import { saveFile } from '../../lib/saveFile';
import { formatDate } from '../../lib/dates';
import { RecordSkeleton } from '../../resource/RecordLoadState';
import { codeSchema, FormCodeField, type CodeValues } from '../../components/form/FormCodeField';
import {
  BeginTotpSetupDocument,
  DisableTotpDocument,
  EnableTotpDocument,
  GetTwoFactorDocument,
  RenewRecoveryCodesDocument,
  type TwoFactorFieldsFragment,
} from './TwoFactor.generated';

/** The server's answers to a code that the page shows in the reader's language. */
const CODE_ANSWERS: Record<string, string> = {
  'Invalid code': 'validation.invalidCode',
  'Code is required': 'validation.codeRequired',
  'Too many attempts, try again later': 'errors.tooManyAttempts',
};

type Setup = { secret: string; qr_svg: string };
/** What the page shows besides the state: a setup under way, fresh codes, or a change to confirm. */
type Step =
  | { kind: 'status' }
  | { kind: 'setup'; setup: Setup }
  | { kind: 'codes'; codes: string[]; message: string }
  | { kind: 'confirm'; action: 'renew' | 'disable' };

/** The secret in groups of four, as apps print it and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function useCodeSubmit() {
  const { t } = useTranslation();
  /** Runs a mutation confirmed by a code; its failure goes on the code field or above the form. */
  return async (helpers: FormikHelpers<CodeValues>, action: () => Promise<void>) => {
    helpers.setStatus(null);
    try {
      await action();
    } catch (failure) {
      const onField = failure instanceof MutationFailure ? failure.fieldErrors.code : undefined;
      if (onField) helpers.setFieldError('code', CODE_ANSWERS[onField] ?? onField);
      else {
        const message = failureMessage(failure);
        helpers.setStatus(CODE_ANSWERS[message] ? t(CODE_ANSWERS[message]) : message);
      }
    }
  };
}

/** One field for a code and the buttons to confirm or go back. */
function CodeForm({
  label,
  numeric,
  submitLabel,
  destructive = false,
  onSubmit,
  onCancel,
}: {
  label: string;
  numeric?: boolean;
  submitLabel: string;
  destructive?: boolean;
  onSubmit: (code: string, helpers: FormikHelpers<CodeValues>) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Formik<CodeValues>
      initialValues={{ code: '' }}
      validationSchema={codeSchema}
      onSubmit={({ code }, helpers) => onSubmit(code.trim(), helpers)}
    >
      <Form noValidate>
        <FormStatusAlert />
        <Box sx={{ maxWidth: 360 }}>
          <FormCodeField label={label} numeric={numeric} autoFocus />
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <FormSubmitButton size="medium" color={destructive ? 'error' : 'primary'}>
            {submitLabel}
          </FormSubmitButton>
          <Button onClick={onCancel}>{t('form.cancel')}</Button>
        </Stack>
      </Form>
    </Formik>
  );
}

/** The recovery codes, shown once: to copy, download or write down. */
function RecoveryCodes({
  codes,
  message,
  onDone,
}: {
  codes: string[];
  message: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = `${t('twoFactor.codes.fileTitle')}\n\n${codes.join('\n')}\n`;
  return (
    <Section card title={t('twoFactor.codes.title')}>
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {message}
      </Alert>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('twoFactor.codes.text')}
      </Typography>
      <Box
        component="ol"
        aria-label={t('twoFactor.codes.title')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, max-content)' },
          columnGap: 4,
          rowGap: 0.5,
          m: 0,
          mb: 2,
          pl: 3,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() =>
            saveFile(
              { filename: 'wealth-tracker-recovery-codes.txt', content: text },
              'text/plain;charset=utf-8',
            )
          }
        >
          {t('twoFactor.codes.download')}
        </Button>
        <Button
          startIcon={<ContentCopyIcon />}
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true));
          }}
        >
          {t(copied ? 'twoFactor.codes.copied' : 'twoFactor.codes.copy')}
        </Button>
        <Button variant="contained" onClick={onDone} sx={{ ml: { sm: 'auto' } }}>
          {t('twoFactor.codes.done')}
        </Button>
      </Stack>
    </Section>
  );
}

function TwoFactorSettings({ state }: { state: TwoFactorFieldsFragment }) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const submitCode = useCodeSubmit();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const starting = useAction();
  /** What the last change says once done (turned off). */
  const [notice, setNotice] = useState<string | null>(null);

  /** The state a mutation answered becomes getTwoFactor's. */
  const keep = (two_factor: TwoFactorFieldsFragment | null | undefined) => {
    if (!two_factor) return;
    client.cache.updateQuery({ query: GetTwoFactorDocument }, (data) =>
      data ? { getTwoFactor: { ...data.getTwoFactor, two_factor } } : data,
    );
  };

  const beginSetup = () => {
    setNotice(null);
    return starting.run(async () => {
      const { data } = await client.mutate({ mutation: BeginTotpSetupDocument });
      const { setup } = assertSuccess(data?.beginTotpSetup);
      if (setup) setStep({ kind: 'setup', setup });
    });
  };

  if (step.kind === 'codes') {
    return (
      <RecoveryCodes
        codes={step.codes}
        message={step.message}
        onDone={() => setStep({ kind: 'status' })}
      />
    );
  }

  if (step.kind === 'setup') {
    const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.setup.qr_svg)}`;
    return (
      <Section card title={t('twoFactor.setup.title')}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('twoFactor.setup.scan')}
            </Typography>
            {/* white around the code in dark mode too: apps read dark on light */}
            <Paper variant="outlined" sx={{ p: 1, bgcolor: '#fff', width: 'fit-content' }}>
              <img src={qr} alt={t('twoFactor.setup.qrAlt')} width={192} height={192} />
            </Paper>
          </Box>
          <Stack spacing={2} sx={{ minWidth: 0, flex: 1 }}>
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                {t('twoFactor.setup.key')}
              </Typography>
              <Typography
                data-testid="totp-secret"
                sx={{ fontFamily: 'monospace', fontSize: '1.05rem', overflowWrap: 'anywhere' }}
              >
                {grouped(step.setup.secret)}
              </Typography>
            </Box>
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t('twoFactor.setup.confirm')}
              </Typography>
              <CodeForm
                label={t('twoFactor.setup.code')}
                numeric
                submitLabel={t('twoFactor.setup.submit')}
                onCancel={() => setStep({ kind: 'status' })}
                onSubmit={(code, helpers) =>
                  submitCode(helpers, async () => {
                    const { data } = await client.mutate({
                      mutation: EnableTotpDocument,
                      variables: { code },
                    });
                    const answer = assertSuccess(data?.enableTotp);
                    keep(answer.two_factor);
                    setStep({
                      kind: 'codes',
                      codes: answer.recovery_codes ?? [],
                      message: t('twoFactor.enabled'),
                    });
                  })
                }
              />
            </Box>
          </Stack>
        </Stack>
      </Section>
    );
  }

  const confirming = step.kind === 'confirm' ? step.action : null;
  return (
    <Section
      card
      title={t('twoFactor.app.title')}
      action={
        <Chip
          size="small"
          color={state.totp ? 'success' : 'default'}
          variant={state.totp ? 'filled' : 'outlined'}
          label={t(state.totp ? 'twoFactor.on' : 'twoFactor.off')}
        />
      }
    >
      {starting.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {starting.error}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {!state.totp ? (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('twoFactor.app.offText')}
          </Typography>
          <Button
            variant="contained"
            onClick={() => void beginSetup()}
            disabled={starting.busy}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('twoFactor.app.setUp')}
          </Button>
        </>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('twoFactor.app.onText', {
              date: formatDate(state.enabled_at, i18n.language),
            })}
          </Typography>
          <Typography
            variant="body2"
            color={state.recovery_codes_left <= 3 ? 'warning' : undefined}
            sx={{ mb: 2 }}
          >
            {t('twoFactor.app.codesLeft', { count: state.recovery_codes_left })}
          </Typography>
          {confirming ? (
            <>
              <Typography variant="body2" sx={{ mb: 1.5 }}>
                {t(confirming === 'renew' ? 'twoFactor.renew.text' : 'twoFactor.disable.text')}
              </Typography>
              <CodeForm
                label={t('twoFactor.anyCode')}
                submitLabel={t(
                  confirming === 'renew' ? 'twoFactor.renew.submit' : 'twoFactor.disable.submit',
                )}
                destructive={confirming === 'disable'}
                onCancel={() => setStep({ kind: 'status' })}
                onSubmit={(code, helpers) =>
                  submitCode(helpers, async () => {
                    if (confirming === 'renew') {
                      const { data } = await client.mutate({
                        mutation: RenewRecoveryCodesDocument,
                        variables: { code },
                      });
                      const answer = assertSuccess(data?.renewRecoveryCodes);
                      keep(answer.two_factor);
                      setStep({
                        kind: 'codes',
                        codes: answer.recovery_codes ?? [],
                        message: t('twoFactor.renewed'),
                      });
                    } else {
                      const { data } = await client.mutate({
                        mutation: DisableTotpDocument,
                        variables: { code },
                      });
                      keep(assertSuccess(data?.disableTotp).two_factor);
                      setStep({ kind: 'status' });
                      setNotice(t('twoFactor.disabled'));
                    }
                  })
                }
              />
            </>
          ) : (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                onClick={() => {
                  setNotice(null);
                  setStep({ kind: 'confirm', action: 'renew' });
                }}
              >
                {t('twoFactor.renew.button')}
              </Button>
              <Button color="error" onClick={() => setStep({ kind: 'confirm', action: 'disable' })}>
                {t('twoFactor.disable.button')}
              </Button>
            </Stack>
          )}
        </>
      )}
    </Section>
  );
}

export function TwoFactorPage() {
  const { t } = useTranslation();
  const query = useQuery(GetTwoFactorDocument, { fetchPolicy: 'cache-and-network' });
  const answer = query.data?.getTwoFactor;
  const failure = answerFailure(query.error, answer, t('twoFactor.loadFailed'));
  return (
    <>
      <PageHeader title={t('twoFactor.title')} subtitle={t('twoFactor.subtitle')} />
      {failure ? (
        <QueryErrorAlert message={failure} onRetry={() => void query.refetch()} />
      ) : answer?.two_factor ? (
        // a box of the card's own height (a Section card fills its parent's), a form's width
        <Box sx={{ maxWidth: 880 }}>
          <TwoFactorSettings state={answer.two_factor} />
        </Box>
      ) : (
        <RecordSkeleton variant="details" />
      )}
    </>
  );
}

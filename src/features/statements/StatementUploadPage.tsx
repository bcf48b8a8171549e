import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, AlertTitle, Box, Button, LinearProgress, Paper, Stack } from '@mui/material';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FormFileField } from '../../components/form/FormFileField';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';
import { PageHeader } from '../../components/PageHeader';
import { StatementEntryToggle } from '../../ledger/StatementEntryToggle';
import {
  ConfirmUploadDocument,
  GetUploadRowsDocument,
  UploadBankStatementDocument,
} from './Statements.generated';
import type { StatementMappingInput } from '../../graphql/types';
import { evictLedgerQueries } from '../../ledger/cache';
import { accountOptionsOf, useAccountPicker } from '../../ledger/pickers';
import { useLedgerArea } from '../../ledger/ledgerArea';
import { ColumnMappingForm } from './ColumnMappingForm';
import { StatementChoiceForm } from './StatementChoiceForm';
import { statementMessage } from './statementMessage';
import { StatementReview } from './StatementReview';
import {
  STATEMENT_FILE_TYPES,
  MAX_ROW_CHANGES,
  toConfirmedRows,
  UPLOAD_PAGE,
  toMappingInput,
  uploadSchema,
  type ReviewRow,
  type UploadAnswer,
  type UploadValues,
} from './statementSchema';
import { formatMoney } from '../../lib/format';

/** What is uploaded: the account, the file and, from a file of several accounts, whose statement. */
type Chosen = { account_id: string; file: File; statement_account?: string };
type ConfirmAnswer = {
  count: number;
  message: string;
  difference: string | null;
  balance: string | null;
  closing: string | null;
};

type Step =
  | { kind: 'choose' }
  | { kind: 'map'; chosen: Chosen; upload: UploadAnswer }
  | { kind: 'account'; chosen: Chosen; upload: UploadAnswer }
  | { kind: 'review'; chosen: Chosen; upload: UploadAnswer }
  | { kind: 'done'; chosen: Chosen; answer: ConfirmAnswer };

/** The mapping form's job: the API asked for columns (it could not place them all). */
const asksForMapping = (upload: UploadAnswer) =>
  !upload.success && !!upload.columns?.length && !!upload.unplaced?.length;

/** The choice of account's job: the file holds statements of several accounts (or of another). */
const asksForAccount = (upload: UploadAnswer) => !upload.success && !!upload.statements?.length;

/**
 * banking/transactions/create: a bank statement into an account. Choose the account and one file
 * (or drop it), upload; a CSV whose columns the API cannot place asks which column holds what,
 * and a file of several accounts' statements which account's to import (none of them the
 * account's number); then the rows come back to review (duplicates unticked) and the ticked ones are booked at once.
 * `?account_id=` preselects the account (the upload entry on a bank account's page).
 */
export function StatementUploadPage() {
  const { t, i18n } = useTranslation();
  const area = useLedgerArea();
  const [params] = useSearchParams();
  const accounts = useAccountPicker();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [lastChoice, setLastChoice] = useState<UploadValues>(() => ({
    account_id: params.get('account_id') ?? '',
    file: null,
  }));
  const client = useApolloClient();
  const [uploadStatement, { loading: uploading }] = useMutation(UploadBankStatementDocument);
  const [confirmUpload] = useMutation(ConfirmUploadDocument, {
    update: (cache) => evictLedgerQueries(cache),
  });
  const options = useMemo(
    () => accountOptionsOf(accounts.accounts, area.accountClass ?? 'bank', lastChoice.account_id),
    [accounts.accounts, area.accountClass, lastChoice.account_id],
  );

  /** Sends the file (with a mapping, when the person chose one); a failure is its message. */
  const send = async (chosen: Chosen, mapping?: StatementMappingInput): Promise<string | null> => {
    let upload: UploadAnswer | undefined;
    try {
      const { data } = await uploadStatement({ variables: { ...chosen, mapping } });
      upload = data?.uploadBankStatement;
    } catch {
      return t('statements.messages.error');
    }
    if (!upload) return t('statements.messages.error');
    if (asksForMapping(upload)) {
      setStep({ kind: 'map', chosen, upload });
      return null;
    }
    if (asksForAccount(upload)) {
      setStep({ kind: 'account', chosen, upload });
      return null;
    }
    if (!upload.success || !upload.upload_id) {
      if (upload.problem) return statementMessage(t, upload.problem);
      return upload.message || t('statements.messages.fail');
    }
    const nodes = await allRows(upload);
    if (typeof nodes === 'string') return nodes;
    setStep({ kind: 'review', chosen, upload: { ...upload, nodes } });
    return null;
  };

  /**
   * The upload's rows: the first page comes with it, the others are read a page at a time (a
   * long statement answered at once held the server for everybody); a failure is its message.
   */
  const allRows = async (upload: UploadAnswer): Promise<UploadAnswer['nodes'] | string> => {
    const nodes = [...upload.nodes];
    while (nodes.length < upload.count) {
      try {
        const { data } = await client.query({
          query: GetUploadRowsDocument,
          variables: { upload_id: upload.upload_id!, start: nodes.length, limit: UPLOAD_PAGE },
          fetchPolicy: 'no-cache',
        });
        const page = data?.getUploadRows;
        if (!page?.success || page.nodes.length === 0) {
          return page?.message || t('statements.messages.fail');
        }
        nodes.push(...page.nodes);
      } catch {
        return t('statements.messages.error');
      }
    }
    return nodes;
  };

  /** The review's rows read again, from the first (a rule made from a row changed them). */
  const readStaged = async (review: Extract<Step, { kind: 'review' }>) => {
    const nodes = await allRows({ ...review.upload, nodes: [] });
    if (typeof nodes !== 'string') setStep({ ...review, upload: { ...review.upload, nodes } });
    return nodes;
  };

  const submit = async (values: UploadValues, helpers: FormikHelpers<UploadValues>) => {
    helpers.setStatus(null);
    setLastChoice(values);
    const failure = await send({ account_id: values.account_id, file: values.file! });
    if (failure) helpers.setStatus(failure);
  };

  const confirm = async (chosen: Chosen, upload: UploadAnswer, rows: readonly ReviewRow[]) => {
    const confirmed = toConfirmedRows(rows, upload.nodes);
    if (confirmed.changes.length > MAX_ROW_CHANGES) {
      return t('statements.messages.tooManyChanges', { count: MAX_ROW_CHANGES });
    }
    try {
      const { data } = await confirmUpload({
        variables: { account_id: chosen.account_id, upload_id: upload.upload_id!, ...confirmed },
      });
      const answer = data?.confirmUpload;
      if (!answer?.success) return answer?.message || t('statements.messages.fail');
      setStep({
        kind: 'done',
        chosen,
        answer: {
          message: answer.message || t('statements.messages.success'),
          count: answer.count,
          difference: answer.difference ?? null,
          balance: answer.balance ?? null,
          closing: answer.statement_balance ?? null,
        },
      });
      return null;
    } catch {
      return t('statements.messages.error');
    }
  };

  const account = (id: string) => accounts.byId.get(id);
  const money = (id: string, value: string) =>
    formatMoney(value, account(id)?.instrument ?? {}, i18n.language);
  const restart = () => setStep({ kind: 'choose' });

  return (
    <>
      <PageHeader title={t('statements.title')} subtitle={t('statements.subtitle')} />
      {area.statementEntry && <StatementEntryToggle {...area.statementEntry} />}
      {step.kind === 'choose' && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
          <Formik initialValues={lastChoice} validationSchema={uploadSchema} onSubmit={submit}>
            {({ handleSubmit, status, submitCount, values }) => (
              <Box
                component="form"
                noValidate
                onSubmit={handleSubmit}
                aria-label={t('statements.title')}
              >
                {submitCount > 0 && !values.account_id && !values.file && (
                  <Alert severity="error" sx={{ mb: 2 }}>
                    {t('statements.validation.bothRequired')}
                  </Alert>
                )}
                {typeof status === 'string' && (
                  <Alert severity="error" sx={{ mb: 2 }}>
                    {status}
                  </Alert>
                )}
                <Stack spacing={1}>
                  <FormSelectField
                    name="account_id"
                    label={t('statements.fields.account')}
                    options={options}
                    required
                    disabled={accounts.loading}
                  />
                  <FormFileField
                    name="file"
                    label={t('statements.fields.file')}
                    accept={STATEMENT_FILE_TYPES}
                    helperText={t('statements.fields.fileHelp')}
                    oneFileMessage="statements.validation.oneFile"
                  />
                </Stack>
                {uploading && (
                  <LinearProgress sx={{ my: 2 }} aria-label={t('statements.uploading')} />
                )}
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
                  <Button component={RouterLink} to={area.transactions.list}>
                    {t('form.cancel')}
                  </Button>
                  <FormSubmitButton>{t('statements.upload')}</FormSubmitButton>
                </Stack>
              </Box>
            )}
          </Formik>
        </Paper>
      )}
      {step.kind === 'map' && (
        <>
          {uploading && <LinearProgress sx={{ mb: 2 }} aria-label={t('statements.uploading')} />}
          <ColumnMappingForm
            columns={step.upload.columns ?? []}
            mapping={step.upload.mapping}
            unplaced={step.upload.unplaced ?? []}
            onCancel={restart}
            onSubmit={(values) => send(step.chosen, toMappingInput(values))}
          />
        </>
      )}
      {step.kind === 'account' && (
        <>
          {uploading && <LinearProgress sx={{ mb: 2 }} aria-label={t('statements.uploading')} />}
          <StatementChoiceForm
            statements={step.upload.statements ?? []}
            account={account(step.chosen.account_id) ?? { name: '' }}
            onCancel={restart}
            onSubmit={(number) => send({ ...step.chosen, statement_account: number })}
          />
        </>
      )}
      {step.kind === 'review' && (
        <Stack spacing={2}>
          <Alert severity="success">
            {step.upload.message || t('statements.messages.success')}
          </Alert>
          <StatementReview
            upload={step.upload}
            accountId={step.chosen.account_id}
            currency={account(step.chosen.account_id)?.instrument ?? {}}
            balance={account(step.chosen.account_id)?.value}
            onConfirm={(rows) => confirm(step.chosen, step.upload, rows)}
            readStaged={() => readStaged(step)}
            onCancel={restart}
            onRemap={
              step.upload.columns?.length
                ? () => setStep({ kind: 'map', chosen: step.chosen, upload: step.upload })
                : undefined
            }
          />
        </Stack>
      )}
      {step.kind === 'done' && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
          <Stack spacing={2}>
            <Alert severity="success">
              <AlertTitle>{step.answer.message}</AlertTitle>
              {t('statements.done.booked', { count: step.answer.count })}
            </Alert>
            {step.answer.difference && step.answer.balance && step.answer.closing && (
              <Alert severity="warning">
                {t('statements.done.difference', {
                  balance: money(step.chosen.account_id, step.answer.balance),
                  closing: money(step.chosen.account_id, step.answer.closing),
                  difference: money(step.chosen.account_id, step.answer.difference),
                })}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button
                variant="contained"
                component={RouterLink}
                to={area.accounts.show(step.chosen.account_id)}
              >
                {t('statements.done.viewAccount')}
              </Button>
              <Button onClick={restart}>{t('statements.done.another')}</Button>
            </Stack>
          </Stack>
        </Paper>
      )}
    </>
  );
}

import {
  Alert,
  Box,
  Button,
  Chip,
  Grid,
  Link,
  Paper,
  Stack,
  Tooltip,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AutoFixHighOutlined from '@mui/icons-material/AutoFixHighOutlined';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridRowSelectionModel,
  type GridRowId,
} from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import * as yup from 'yup';
import { AmountText } from '../../ledger/AmountText';
import { translateMessage } from '../../components/form/useFieldError';
import { useGridLocaleText } from '../../resource/gridLocale';
import { StatCard } from '../../components/StatCard';
import {
  amountColumn,
  dateColumn,
  descriptionColumn,
  typeColumn,
} from '../../ledger/transactionColumns';
import { formatDate } from '../../lib/dates';
import { decimalSign, negateDecimal, sumDecimals } from '../../lib/decimal';
import { useCategoryPicker } from '../../ledger/pickers';
import { useLedgerArea } from '../../ledger/ledgerArea';
import { SetAsideLines } from './SetAsideLines';
import { RuleDialog, rulePresetFrom } from '../../ledger/rules/RuleDialog';
import type { RuleValues } from '../../ledger/rules/rulesResource';
import { restaged, reviewRowSchema, type ReviewRow, type UploadAnswer } from './statementSchema';
import { formatMoney, type CurrencyInfo } from '../../lib/format';

export type StatementReviewProps = {
  upload: UploadAnswer;
  /** The account the rows go to. */
  accountId: string;
  /** The account's currency and its balance before booking. */
  currency: CurrencyInfo;
  balance: string | null | undefined;
  /** Books the chosen rows (as edited); a failure comes back as its message. */
  onConfirm: (rows: readonly ReviewRow[]) => Promise<string | null>;
  onCancel: () => void;
  /** CSV only: choose the columns again. */
  onRemap?: () => void;
  /** The upload's rows as staged now (a rule made from a row changed them), or why not. */
  readStaged: () => Promise<UploadAnswer['nodes'] | string>;
};

/** A phone shows date, description and amount; the rest is on the rows' pages once booked. */
const PHONE_HIDDEN = {
  category_id: false,
  payee: false,
  transaction_type: false,
  duplicate_of: false,
  actions: false,
};

/** The status of a row that repeats a booked transaction, as the review names it. */
const matchOf = (matchedBy: string | null | undefined) =>
  matchedBy === 'probable' || matchedBy === 'transfer' ? matchedBy : 'duplicate';

/** A row's signed amount: money out negative. */
const signed = (row: ReviewRow) =>
  row.transaction_type === 'debit' ? negateDecimal(row.amount) : row.amount;

/**
 * The confirm step of a statement upload: the rows in an editable grid (amount, description and
 * category; each edit checked as a transaction made by hand is), duplicates marked and unticked,
 * bulk selection, and what booking the ticked rows would do to the balance next to the
 * statement's own closing balance.
 */
export function StatementReview({
  upload,
  accountId,
  currency,
  balance,
  onConfirm,
  onCancel,
  onRemap,
  readStaged,
}: StatementReviewProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const area = useLedgerArea();
  const localeText = useGridLocaleText();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const categories = useCategoryPicker();
  const [rows, setRows] = useState<ReviewRow[]>(() =>
    upload.nodes.map((row) => ({ ...row, id: row.row })),
  );
  const [selection, setSelection] = useState<GridRowSelectionModel>(() => ({
    type: 'include',
    // rows already booked, and rows that move no money, start unticked
    ids: new Set(
      upload.nodes
        .filter((row) => !row.duplicate_of && decimalSign(row.amount) !== 0)
        .map((row) => row.row),
    ),
  }));
  const [editError, setEditError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [rulePreset, setRulePreset] = useState<Partial<RuleValues> | null>(null);
  const [ruleOutcome, setRuleOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  /** A rule is made and applied: the rows as now staged, the person's own edits kept. */
  const ruleApplied = async (outcome: { changed: number } | string) => {
    const before = upload.nodes;
    const now = typeof outcome === 'string' ? outcome : await readStaged();
    if (typeof outcome === 'string' || typeof now === 'string') {
      setRuleOutcome({ ok: false, text: typeof now === 'string' ? now : String(outcome) });
      return;
    }
    setRows((current) => restaged(current, before, now));
    setRuleOutcome({
      ok: true,
      text: t('resources.rules.fromRow.applied', { count: outcome.changed }),
    });
  };

  const isChosen = (id: GridRowId) =>
    selection.type === 'include' ? selection.ids.has(id) : !selection.ids.has(id);
  const chosen = rows.filter((row) => isChosen(row.id));
  const sum = sumDecimals(chosen.map(signed)) ?? '0';
  const after = balance != null ? sumDecimals([balance, sum]) : null;
  const money = (value: string) => formatMoney(value, currency, locale);
  const differs =
    upload.balance != null &&
    after != null &&
    decimalSign(sumDecimals([after, negateDecimal(upload.balance)])) !== 0;

  const columns = useMemo<GridColDef<ReviewRow>[]>(
    () => [
      dateColumn(t, locale),
      descriptionColumn(t, { editable: true, minWidth: 160 }),
      // the file's party, or the one a rule gives: a rule changes it, not an edit
      {
        field: 'payee',
        headerName: t('resources.transactions.fields.payee'),
        minWidth: 110,
        flex: 0.4,
      },
      {
        field: 'category_id',
        headerName: t('resources.transactions.fields.category'),
        type: 'singleSelect',
        editable: true,
        minWidth: 130,
        flex: 0.5,
        valueOptions: [
          { value: '', label: t('statements.review.noCategory') },
          ...categories.options,
        ],
        valueGetter: (value: string | null) => value ?? '',
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, height: '100%' }}>
            {categories.nameOf(row.category_id) ?? ''}
            {row.rule_id && (
              <Tooltip title={t('statements.review.byRule')}>
                <AutoFixHighOutlined fontSize="inherit" color="action" aria-hidden={false} />
              </Tooltip>
            )}
          </Stack>
        ),
      },
      typeColumn(t, ['credit', 'debit'], { width: 100 }),
      amountColumn(
        t,
        (row) => (
          <AmountText type={row.transaction_type} signed>
            {money(row.amount)}
          </AmountText>
        ),
        // edited as text: a decimal string, never a float
        {
          type: 'string',
          editable: true,
          align: 'right',
          headerAlign: 'right',
          minWidth: 110,
        },
      ),
      {
        field: 'duplicate_of',
        headerName: t('statements.review.status'),
        width: 130,
        sortable: true,
        renderCell: ({ row }) =>
          row.duplicate_of ? (
            // booked for sure (the bank's id, or date, amount and text), or probably (entered by
            // hand, or a transfer recorded by hand, of the amount a few days apart)
            <Tooltip title={t(`statements.review.${matchOf(row.matched_by)}Help`)}>
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                label={t(`statements.review.${matchOf(row.matched_by)}`)}
                component={RouterLink}
                to={area.transactions.show(row.duplicate_of)}
                target="_blank"
                clickable
              />
            </Tooltip>
          ) : (
            <Chip size="small" variant="outlined" label={t('statements.review.new')} />
          ),
      },
      {
        field: 'actions',
        type: 'actions',
        width: 56,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="rule"
            icon={<AutoFixHighOutlined />}
            label={t('resources.rules.fromRow.button')}
            onClick={() => setRulePreset(rulePresetFrom(row))}
          />,
        ],
      },
    ],
    // money() reads currency and locale, both listed
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale, categories.options, categories.nameOf, currency, area],
  );

  /** An edit is kept only when the row is still a valid transaction; else it says why. */
  const processRowUpdate = async (next: ReviewRow, previous: ReviewRow) => {
    const row = {
      ...next,
      amount: String(next.amount ?? '').trim(),
      description: String(next.description ?? '').trim(),
      category_id: next.category_id || null,
    };
    try {
      await reviewRowSchema.validate(row);
    } catch (error) {
      const field = error instanceof yup.ValidationError ? error.path : undefined;
      const title = columns.find((column) => column.field === field)?.headerName;
      const empty = field && !(row as Record<string, unknown>)[field];
      throw new Error(
        empty && title
          ? t('statements.review.inputRequired', { title })
          : translateMessage((error as Error).message, t, i18n.exists.bind(i18n)),
        { cause: error },
      );
    }
    setEditError(null);
    setRows((current) => current.map((r) => (r.id === previous.id ? row : r)));
    return row;
  };

  const confirm = async () => {
    setConfirming(true);
    setConfirmError(await onConfirm(chosen));
    setConfirming(false);
  };

  return (
    <Stack spacing={2}>
      <SetAsideLines upload={upload} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            compact
            label={t('statements.review.rows')}
            value={t('statements.review.chosenOf', { chosen: chosen.length, total: rows.length })}
            caption={
              upload.duplicates.length > 0
                ? t('statements.review.duplicates', { count: upload.duplicates.length })
                : undefined
            }
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            compact
            label={t('statements.review.sum')}
            value={
              <AmountText
                type={sum.startsWith('-') ? 'debit' : 'credit'}
                signed
                variant="inherit"
                // a card is 160 px wide on a phone: a long sum wraps as the other figures do
                sx={{ fontWeight: 'inherit', whiteSpace: 'normal' }}
              >
                {money(sum.replace(/^-/u, ''))}
              </AmountText>
            }
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            compact
            label={t('statements.review.balanceAfter')}
            value={after != null ? money(after) : '—'}
            caption={
              balance != null
                ? t('statements.review.balanceNow', { balance: money(balance) })
                : undefined
            }
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            compact
            label={t('statements.review.closing')}
            value={upload.balance != null ? money(upload.balance) : '—'}
            caption={
              upload.balance == null
                ? t('statements.review.noClosing')
                : upload.balance_date
                  ? t('statements.review.closingOn', {
                      date: formatDate(upload.balance_date, locale),
                    })
                  : undefined
            }
          />
        </Grid>
      </Grid>
      {differs && after && upload.balance && (
        <Alert severity="warning">
          {t('statements.review.mismatch', {
            after: money(after),
            closing: money(upload.balance),
          })}
        </Alert>
      )}
      {editError && (
        <Alert severity="error" onClose={() => setEditError(null)}>
          {editError}
        </Alert>
      )}
      {confirmError && <Alert severity="error">{confirmError}</Alert>}
      {ruleOutcome && (
        <Alert severity={ruleOutcome.ok ? 'success' : 'error'} onClose={() => setRuleOutcome(null)}>
          {ruleOutcome.text}
        </Alert>
      )}
      <RuleDialog
        preset={rulePreset}
        uploadId={upload.upload_id!}
        onApplied={(outcome) => void ruleApplied(outcome)}
        onClose={() => setRulePreset(null)}
      />
      <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
        {/* a flex parent without a height: the grid is as tall as the page of rows it shows */}
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <DataGrid<ReviewRow>
            rows={rows}
            columns={columns}
            checkboxSelection
            disableRowSelectionOnClick
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            processRowUpdate={processRowUpdate}
            onProcessRowUpdateError={(error: Error) => setEditError(error.message)}
            initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
            columnVisibilityModel={phone ? PHONE_HIDDEN : undefined}
            pageSizeOptions={[25, 50, 100]}
            localeText={localeText}
            getRowClassName={({ row }) => (row.duplicate_of ? 'duplicate' : '')}
            aria-label={t('statements.review.title')}
            sx={{ border: 0, '& .duplicate': { color: 'text.secondary' } }}
          />
        </Box>
      </Paper>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'flex-end' }}
      >
        {onRemap && <Button onClick={onRemap}>{t('statements.review.remap')}</Button>}
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
        <Button
          variant="contained"
          size="large"
          onClick={() => void confirm()}
          disabled={confirming || chosen.length === 0}
        >
          {t('statements.review.confirm', { count: chosen.length })}
        </Button>
      </Stack>
      {upload.duplicates.length > 0 && (
        <Alert severity="info">
          {t('statements.review.duplicatesHelp')}{' '}
          <Link component={RouterLink} to={area.accounts.show(accountId)}>
            {t('statements.review.seeTransactions')}
          </Link>
        </Alert>
      )}
    </Stack>
  );
}

import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { Formik, useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormStatusAlert } from '../../components/form/FormStatusAlert';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';
import { translateMessage } from '../../components/form/useFieldError';
import { formatDate } from '../../lib/dates';
import { formatAccountNumber, formatMoney } from '../../lib/format';
import { choiceSchema, type StatementChoice } from './statementSchema';

export type StatementChoiceFormProps = {
  /** The accounts whose statements the file holds. */
  statements: readonly StatementChoice[];
  /** The account the rows go into: its name, and its number when it has one stored. */
  account: { name: string; account_number?: string | null };
  /** Reads the file again for the chosen account's number; a failure comes back as its message. */
  onSubmit: (number: string) => Promise<string | null>;
  onCancel: () => void;
};

/** One account's statement as the choice shows it: number, then currency, rows and balance. */
function ChoiceLabel({ statement }: { statement: StatementChoice }) {
  const { t, i18n } = useTranslation();
  const currency = { ticker: statement.currency };
  const balance =
    statement.balance == null
      ? t('statements.choice.noBalance')
      : statement.balance_date
        ? t('statements.choice.balanceOn', {
            balance: formatMoney(statement.balance, currency, i18n.language),
            date: formatDate(statement.balance_date, i18n.language),
          })
        : t('statements.choice.balance', {
            balance: formatMoney(statement.balance, currency, i18n.language),
          });
  const details = [
    statement.currency,
    t('statements.choice.rows', { count: statement.count }),
    balance,
  ].filter(Boolean);
  return (
    <span>
      <Typography component="span" sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}>
        {formatAccountNumber(statement.number)}
      </Typography>
      <Typography component="span" variant="body2" color="textSecondary">
        {details.join(' · ')}
      </Typography>
    </span>
  );
}

/** The radio list of the file's accounts, bound to the form's `number`. */
function StatementRadios({ statements }: { statements: readonly StatementChoice[] }) {
  const { t, i18n } = useTranslation();
  const [field, meta] = useField<string>('number');
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FormControl error={!!error} component="fieldset">
      <RadioGroup {...field} aria-label={t('statements.choice.title')}>
        {statements.map((statement) => (
          <FormControlLabel
            key={statement.number}
            value={statement.number}
            control={<Radio />}
            label={<ChoiceLabel statement={statement} />}
            sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { mt: -0.5 } }}
          />
        ))}
      </RadioGroup>
      {error && (
        <FormHelperText>{translateMessage(error, t, i18n.exists.bind(i18n))}</FormHelperText>
      )}
    </FormControl>
  );
}

/**
 * Which account's statement to import, when the file holds statements of several accounts (some
 * banks export all of a customer's accounts in one MT940 or CAMT file): each with its number,
 * currency, rows and closing balance. The API remembers the chosen number for an account that has
 * none, so the next such file is read without asking.
 */
export function StatementChoiceForm({
  statements,
  account,
  onSubmit,
  onCancel,
}: StatementChoiceFormProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('statements.choice.title')}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {account.account_number
          ? t('statements.choice.notThisAccount', {
              account: account.name,
              number: formatAccountNumber(account.account_number),
            })
          : t('statements.choice.explain', { account: account.name })}
      </Alert>
      <Formik
        initialValues={{ number: '' }}
        validationSchema={choiceSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(null);
          helpers.setStatus(await onSubmit(values.number));
        }}
      >
        {({ handleSubmit }) => (
          <form noValidate onSubmit={handleSubmit} aria-label={t('statements.choice.title')}>
            <FormStatusAlert />
            <StatementRadios statements={statements} />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
              <Button onClick={onCancel}>{t('form.cancel')}</Button>
              <FormSubmitButton>{t('statements.choice.submit')}</FormSubmitButton>
            </Stack>
          </form>
        )}
      </Formik>
    </Paper>
  );
}

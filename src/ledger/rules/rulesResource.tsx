// A person's rules as a resource: /rules lists them, the form says what a transaction's text
// contains and what it then gets (a category, a payee or both), and a rule's page applies it to
// the transactions already booked. The statement review makes one from a reviewed row
// (RuleDialog). The server applies them at every upload (server/domain/ledger/rules.ts).
import { useMutation } from '@apollo/client/react';
import AutoFixHighOutlined from '@mui/icons-material/AutoFixHighOutlined';
import { Alert, Button, Grid, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormSelectField } from '../../components/form/FormSelectField';
import { FormTextField } from '../../components/form/FormTextField';
import type { RuleField } from '../../graphql/types';
import {
  ApplyRulesDocument,
  CreateRuleDocument,
  DeleteRuleDocument,
  GetRuleDocument,
  GetRulesDocument,
  UpdateRuleDocument,
  type RuleFieldsFragment,
} from './Rules.generated';
import { formatDateTime } from '../../lib/dates';
import { assertSuccess, graphQLErrorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { optionalName, requiredName } from '../../lib/validation';
import {
  clientForm,
  deleteBy,
  listQuery,
  mutationForm,
  recordQuery,
  type Resource,
  type ResourcePlace,
} from '../../resource/resource';
import { evictLedgerQueries } from '../cache';
import { CategoryField } from '../CategoryField';
import { useCategoryPicker } from '../pickers';

type Rule = RuleFieldsFragment;

export const ruleFields: readonly RuleField[] = ['any', 'description', 'payee'];

const schema = yup.object({
  match: requiredName('resources.rules.validation.match'),
  field: yup.string<RuleField>().oneOf(ruleFields).default('any'),
  category_id: yup
    .string()
    .default('')
    .test(
      'sets-something',
      'resources.rules.validation.setsNothing',
      (category, { parent }) => !!category || !!(parent as { payee?: string }).payee?.trim(),
    ),
  payee: optionalName(),
});
export type RuleValues = yup.InferType<typeof schema>;

function RuleFields() {
  const { t } = useTranslation();
  const field = (name: string) => t(`resources.rules.fields.${name}`);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          name="match"
          label={field('match')}
          required
          helperText={t('resources.rules.help.match')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          name="field"
          label={field('field')}
          options={ruleFields.map((value) => ({ value, label: t(`resources.rules.in.${value}`) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <CategoryField label={field('category')} helperText={t('resources.rules.help.sets')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="payee" label={field('payee')} helperText={t('form.optional')} />
      </Grid>
    </Grid>
  );
}

const toVariables = (values: RuleValues) => ({
  match: values.match.trim(),
  field: values.field,
  category_id: values.category_id || null,
  payee: values.payee.trim() || null,
});

/** A new rule's values; a reviewed row gives its text, category and payee (RuleDialog). */
export const newRuleValues = (preset: Partial<RuleValues> = {}): RuleValues => ({
  match: '',
  field: 'any',
  category_id: '',
  payee: '',
  ...preset,
});

/** What a rule does, in a line: "Category Groceries · payee REWE". */
function useRuleEffect() {
  const { t } = useTranslation();
  const categories = useCategoryPicker();
  return (rule: Pick<Rule, 'category_id' | 'payee'>) =>
    [
      rule.category_id &&
        t('resources.rules.sets.category', { category: categories.nameOf(rule.category_id) }),
      rule.payee && t('resources.rules.sets.payee', { payee: rule.payee }),
    ]
      .filter(Boolean)
      .join(' · ');
}

/** A rule's page applies it to the transactions already booked, once the person agrees. */
function useRuleActions(rule: Rule): { actions: ReactNode; notice: ReactNode } {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState<number | null>(null);
  const [apply, { loading }] = useMutation(ApplyRulesDocument, {
    // categories and payees of the lists changed
    update: (cache) => evictLedgerQueries(cache),
  });
  const run = async () => {
    setError(null);
    try {
      const { data } = await apply({ variables: { rule_id: rule.id } });
      setChanged(assertSuccess(data?.applyRules).count);
      setAsking(false);
    } catch (failure) {
      setError(graphQLErrorMessage(failure));
    }
  };
  return {
    actions: (
      <>
        <Button
          variant="outlined"
          startIcon={<AutoFixHighOutlined />}
          onClick={() => setAsking(true)}
        >
          {t('resources.rules.apply.button')}
        </Button>
        <ConfirmDialog
          open={asking}
          title={t('resources.rules.apply.title')}
          message={t('resources.rules.apply.message', { match: rule.match })}
          confirmLabel={t('resources.rules.apply.confirm')}
          destructive={false}
          busy={loading}
          error={error}
          onConfirm={() => void run()}
          onClose={() => setAsking(false)}
        />
      </>
    ),
    notice: changed !== null && (
      <Stack sx={{ mb: 2 }}>
        <Alert severity="success" onClose={() => setChanged(null)}>
          {t('resources.rules.apply.done', { count: changed })}
        </Alert>
      </Stack>
    ),
  };
}

const place: ResourcePlace = { routes: paths.rules };

/** /rules: what the person's transactions get when their text says so. */
export const rulesResource: Resource<Rule, RuleValues> = {
  key: 'rules',
  usePlace: () => place,
  id: (rule) => rule.id,
  name: (rule) => rule.match,
  queries: { list: 'getRules', record: 'getRule' },
  list: {
    useList: listQuery(GetRulesDocument, (data) => data.getRules),
    useView: function useRuleView() {
      const { t } = useTranslation();
      const effect = useRuleEffect();
      const categories = useCategoryPicker();
      const field = (name: string) => t(`resources.rules.fields.${name}`);
      const inOptions = ruleFields.map((value) => ({
        value,
        label: t(`resources.rules.in.${value}`),
      }));
      return {
        columns: [
          { field: 'match', headerName: field('match'), flex: 1, minWidth: 180 },
          {
            field: 'field',
            headerName: field('field'),
            type: 'singleSelect',
            valueOptions: inOptions,
            width: 170,
            hideWhenNarrow: 1,
          },
          {
            field: 'category_id',
            headerName: field('category'),
            type: 'singleSelect',
            valueOptions: categories.options,
            width: 160,
            renderCell: ({ row }) => categories.nameOf(row.category_id) ?? '',
          },
          { field: 'payee', headerName: field('payee'), flex: 0.6, minWidth: 140 },
        ],
        card: (rule) => ({
          subtitle: `${t(`resources.rules.in.${rule.field}`)} · ${effect(rule)}`,
        }),
      };
    },
    searchFields: ['match', 'payee'],
  },
  useRecord: recordQuery(GetRuleDocument, ({ getRule }) => ({
    record: getRule.rule,
    message: getRule.message,
  })),
  form: {
    Fields: RuleFields,
    useModel: clientForm({
      schema: () => schema,
      initialValues: () => newRuleValues(),
      toValues: (rule) =>
        newRuleValues({
          match: rule.match,
          field: rule.field,
          category_id: rule.category_id ?? '',
          payee: rule.payee ?? '',
        }),
      ...mutationForm({
        create: CreateRuleDocument,
        createVariables: toVariables,
        created: (data) => assertSuccess(data?.createRule).rule,
        update: UpdateRuleDocument,
        updateVariables: (rule, values) => ({ id: rule.id, ...toVariables(values) }),
        updated: (data) => assertSuccess(data?.updateRule).rule,
      }),
    }),
  },
  show: {
    subtitle: (rule, { t }) => t(`resources.rules.in.${rule.field}`),
    useDetails: function useRuleDetails(rule) {
      const { t, i18n } = useTranslation();
      const effect = useRuleEffect();
      const field = (name: string) => t(`resources.rules.fields.${name}`);
      return {
        fields: [
          { label: field('match'), value: rule.match },
          { label: field('field'), value: t(`resources.rules.in.${rule.field}`) },
          { label: field('sets'), value: effect(rule) },
          { label: field('created_at'), value: formatDateTime(rule.created_at, i18n.language) },
        ],
      };
    },
    useActions: useRuleActions,
  },
  remove: deleteBy(DeleteRuleDocument, (data) => data?.deleteRule),
};

// Making a rule in a dialog, from a row of a statement under review: the rules resource's own
// create form, started with the row's text, category and payee; once made, the rules are applied
// to the upload's rows.
import { useMutation } from '@apollo/client/react';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCreateForm } from '../../resource/ResourceCreateForm';
import { ApplyRulesDocument } from './Rules.generated';
import { assertSuccess, graphQLErrorMessage } from '../../lib/errors';
import { rulesResource, type RuleValues } from './rulesResource';

export type RuleDialogProps = {
  /** The values it starts with; none: closed. */
  preset: Partial<RuleValues> | null;
  /** The upload whose rows the rules are applied to once the rule is made. */
  uploadId: string;
  /** Made and applied: how many rows changed; or why applying failed. */
  onApplied: (outcome: { changed: number } | string) => void;
  onClose: () => void;
};

export function RuleDialog({ preset, uploadId, onApplied, onClose }: RuleDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [apply] = useMutation(ApplyRulesDocument);
  const created = async () => {
    onClose();
    try {
      const { data } = await apply({ variables: { upload_id: uploadId } });
      onApplied({ changed: assertSuccess(data?.applyRules).count });
    } catch (failure) {
      onApplied(graphQLErrorMessage(failure));
    }
  };
  return (
    <Dialog
      open={preset !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('resources.rules.fromRow.title')}</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        {preset && (
          <ResourceCreateForm
            resource={rulesResource}
            preset={preset}
            inPlace={{ created: () => void created(), cancel: onClose }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A rule's starting values from a statement's row: its counterparty (else its text) and what it has. */
export function rulePresetFrom(row: {
  counterparty?: string | null;
  description: string;
  category_id?: string | null;
  payee?: string | null;
}): Partial<RuleValues> {
  const party = row.counterparty?.trim();
  return {
    match: (party || row.description).slice(0, 100),
    field: party ? 'payee' : 'description',
    category_id: row.category_id ?? '',
    payee: row.payee ?? party ?? '',
  };
}

import { Button, Stack, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FormSubmitButton } from './FormSubmitButton';

export type EditFormActionsProps = {
  /** Where "Done" leads: the record's own page. */
  doneTo: string;
  doneLabel: ReactNode;
  /** While an auto-save runs, Save waits. */
  saving: boolean;
  sx?: SxProps<Theme>;
};

/** The footer of an auto-saving edit form: "Done" back to the record, and Save to save now. */
export function EditFormActions({ doneTo, doneLabel, saving, sx }: EditFormActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={[{ justifyContent: 'flex-end' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Button component={RouterLink} to={doneTo}>
        {doneLabel}
      </Button>
      <FormSubmitButton disabled={saving}>{t('form.save')}</FormSubmitButton>
    </Stack>
  );
}

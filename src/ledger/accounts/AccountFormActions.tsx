import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';

/** Cancel and "Create account" at the foot of the create forms. */
export function AccountFormActions({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
      <Button onClick={onCancel}>{t('form.cancel')}</Button>
      <FormSubmitButton>{t('resources.accounts.create.submit')}</FormSubmitButton>
    </Stack>
  );
}

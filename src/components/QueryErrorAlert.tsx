import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type QueryErrorAlertProps = { message?: string | null; onRetry?: () => void };

/** Data could not be loaded: the reason and a "Try again" button. */
export function QueryErrorAlert({ message, onRetry }: QueryErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        )
      }
    >
      {message || t('list.loadFailed')}
    </Alert>
  );
}

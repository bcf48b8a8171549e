import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { CircularProgress, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AutoSaveStatus } from './form/useAutoSave';

export type AutoSaveIndicatorProps = {
  status: AutoSaveStatus;
  /** The reason of a failure, shown as a tooltip (forms also show it in an Alert). */
  error?: string | null;
};

/**
 * The save state of an edit form: idle ("Changes are saved automatically"), saving ("Saving…"),
 * saved ("Saved") or error ("Auto save failure"). A live region: screen readers hear changes.
 */
export function AutoSaveIndicator({ status, error }: AutoSaveIndicatorProps) {
  const { t } = useTranslation();
  const look = {
    idle: { icon: <CloudDoneOutlined fontSize="small" />, color: 'text.secondary' },
    saving: { icon: <CircularProgress size={16} aria-hidden />, color: 'text.secondary' },
    saved: { icon: <CheckCircleOutlined fontSize="small" />, color: 'success.main' },
    error: { icon: <ErrorOutlined fontSize="small" />, color: 'error.main' },
  }[status];
  const label = t(`autoSave.${status}`);
  const content = (
    <Stack
      direction="row"
      spacing={0.75}
      role="status"
      aria-live="polite"
      data-status={status}
      sx={{ alignItems: 'center', color: look.color, minHeight: 24 }}
    >
      {look.icon}
      <Typography variant="body2" component="span" sx={{ color: 'inherit' }}>
        {label}
      </Typography>
    </Stack>
  );
  return status === 'error' && error ? <Tooltip title={error}>{content}</Tooltip> : content;
}

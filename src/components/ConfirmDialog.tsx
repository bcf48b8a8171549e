import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  /** Defaults to "Delete". */
  confirmLabel?: ReactNode;
  /** Defaults to "Cancel". */
  cancelLabel?: ReactNode;
  /** Red confirm button (default true: this is mostly a delete confirmation). */
  destructive?: boolean;
  /** While the action runs: buttons disabled. */
  busy?: boolean;
  /** Why the action failed, shown in the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a destructive action (delete). Cancel has the focus, so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = true,
  busy = false,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={message ? textId : undefined}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {message && <DialogContentText id={textId}>{message}</DialogContentText>}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {cancelLabel ?? t('confirm.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          color={destructive ? 'error' : 'primary'}
          variant="contained"
        >
          {confirmLabel ?? t('confirm.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useCallback, useState, type ReactNode } from 'react';
import { failureMessage } from '../lib/errors';
import { ConfirmDialog } from '../components/ConfirmDialog';

export type ConfirmDeleteOptions<T> = {
  /** Deletes; throws on failure (e.g. assertSuccess's MutationFailure). */
  remove: (target: T) => Promise<void>;
  title: ReactNode;
  message: (target: T) => ReactNode;
  /** The confirm button's text (default "Delete"). */
  confirmLabel?: ReactNode;
  /** Runs after a successful deletion. */
  onDeleted?: (target: T) => void | Promise<void>;
};

/**
 * Delete after a confirmation: `ask(record)` opens the dialog, `dialog` is to be rendered. A
 * failure stays in the dialog with its message.
 */
export function useConfirmDelete<T>({
  remove,
  title,
  message,
  confirmLabel,
  onDeleted,
}: ConfirmDeleteOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (target === null) return;
    setError(null);
    setBusy(true);
    try {
      await remove(target);
      setTarget(null);
      await onDeleted?.(target);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const ask = useCallback((record: T) => {
    setError(null);
    setTarget(record);
  }, []);

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={title}
      message={target !== null ? message(target) : undefined}
      confirmLabel={confirmLabel}
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onClose={() => setTarget(null)}
    />
  );

  return { ask, dialog };
}

import { useCallback, useState } from 'react';
import { failureMessage } from './errors';

/**
 * An action a button starts (a mutation, a download): whether it is running, and why its last run
 * failed (failureMessage: the server's message or the GraphQL error), for the button to wait and
 * the screen to say so. `run` clears the last failure first.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  }, []);
  const clearError = useCallback(() => setError(null), []);
  return { busy, error, run, clearError };
}

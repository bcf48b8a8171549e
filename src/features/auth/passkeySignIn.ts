import { LimitedError, obtainAuthToken } from '../../lib/errors';
import { passkeyDismissed, signWithPasskey } from '../../lib/passkey';
import type { useApiClient } from '../../lib/useApiClient';
import { BeginPasskeySignInDocument, FinishPasskeySignInDocument } from './Auth.generated';

/** A passkey's sign-in: the session's token, or what to show (an i18n key; null: nothing). */
export type PasskeyOutcome = { token: string } | { failure: string | null };

/**
 * A sign-in with a passkey: the server's challenge, the browser's passkey dialog, the server's
 * check. On its own (any passkey of this site), or with the `ticket` of a right password as its
 * second step. A dialog the person closed is no failure to show; a limit of the server says so;
 * anything else is "That passkey did not sign you in" (the details go to the console).
 */
export async function passkeySignIn(
  apiClient: ReturnType<typeof useApiClient>,
  ticket?: string,
): Promise<PasskeyOutcome> {
  const refused = () => new Error('Passkey sign-in failed');
  try {
    const client = await apiClient();
    const { data } = await client.mutate({
      mutation: BeginPasskeySignInDocument,
      variables: ticket ? { ticket } : {},
    });
    const begun = data?.beginPasskeySignIn;
    if (!begun?.success || !begun.ceremony) throw refused();
    const response = await signWithPasskey(begun.options);
    const token = await obtainAuthToken('Passkey sign-in failed', refused, async () => {
      const { data: finished } = await client.mutate({
        mutation: FinishPasskeySignInDocument,
        variables: { ceremony: begun.ceremony!, response, ...(ticket && { ticket }) },
      });
      return finished?.finishPasskeySignIn;
    });
    return { token };
  } catch (error) {
    if (error instanceof LimitedError) return { failure: error.text };
    if (passkeyDismissed(error)) return { failure: null };
    console.error('Passkey sign-in failed:', error);
    return { failure: 'auth.login.passkeyFailed' };
  }
}

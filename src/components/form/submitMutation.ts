import type { FormikHelpers } from 'formik';
import { MutationFailure, failureMessage } from '../../lib/errors';

/**
 * Runs a create form's mutation: clears the last failure, and on failure puts the server's field
 * errors on their fields and its message (or "Failed", or the GraphQL error) into the form's
 * status, where FormStatusAlert shows it. Returns true when `action` succeeded.
 */
export async function submitMutation<V>(
  helpers: Pick<FormikHelpers<V>, 'setStatus' | 'setErrors'>,
  action: () => Promise<void>,
): Promise<boolean> {
  helpers.setStatus(null);
  try {
    await action();
    return true;
  } catch (failure) {
    if (failure instanceof MutationFailure) helpers.setErrors(failure.fieldErrors as never);
    helpers.setStatus(failureMessage(failure));
    return false;
  }
}

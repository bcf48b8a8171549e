import { useFormikContext } from 'formik';
import { UnsavedChangesGuard } from '../UnsavedChangesGuard';

/** Inside <Formik>: asks before leaving while the form has unsaved changes (not while it submits). */
export function FormUnsavedChangesGuard() {
  const { dirty, isSubmitting } = useFormikContext();
  return <UnsavedChangesGuard when={dirty && !isSubmitting} />;
}

import { Alert } from '@mui/material';
import { useFormikContext } from 'formik';

/** Inside <Formik>: the form's failure message (its status, set by submitMutation), if any. */
export function FormStatusAlert() {
  const { status } = useFormikContext();
  if (typeof status !== 'string' || !status) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {status}
    </Alert>
  );
}

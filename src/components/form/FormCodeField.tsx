import * as yup from 'yup';
import { FormTextField } from './FormTextField';

/** A code of an authenticator app (6 digits) or a recovery code: the server tells which. */
export const codeSchema = yup.object({
  code: yup.string().trim().required('validation.codeRequired').max(64, 'validation.invalidCode'),
});
export type CodeValues = yup.InferType<typeof codeSchema>;

export type FormCodeFieldProps = {
  label: string;
  /** A 6-digit code of the app only (a phone's number pad), rather than any code. */
  numeric?: boolean;
  autoFocus?: boolean;
};

/**
 * A field for a code of the authenticator app or a recovery code, bound to the Formik field `code`
 * (validated by `codeSchema`): the sign-in's second step and the two-factor settings.
 */
export function FormCodeField({ label, numeric = false, autoFocus }: FormCodeFieldProps) {
  return (
    <FormTextField
      name="code"
      label={label}
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      slotProps={{
        htmlInput: numeric
          ? { inputMode: 'numeric', pattern: '[0-9 ]*' }
          : { autoCapitalize: 'none', spellCheck: false },
      }}
    />
  );
}

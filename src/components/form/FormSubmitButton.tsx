import { Button, type ButtonProps } from '@mui/material';
import { useFormikContext } from 'formik';

export type FormSubmitButtonProps = Omit<ButtonProps, 'type'>;

/** The submit button of a Formik form: disabled while the form is being submitted. */
export function FormSubmitButton({ disabled, ...rest }: FormSubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button
      variant="contained"
      size="large"
      {...rest}
      type="submit"
      disabled={disabled || isSubmitting}
    />
  );
}

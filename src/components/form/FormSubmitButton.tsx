import { Button, type ButtonProps } from '@mui/material';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

export type FormSubmitButtonProps = Omit<ButtonProps, 'type'>;

/** The fields that can take the focus and are marked invalid (a select's hidden input is not). */
const INVALID_FIELD = '[aria-invalid="true"]:not([aria-hidden="true"]):not([tabindex="-1"])';

/**
 * The submit button of a Formik form: disabled while the form is being submitted. A submit that
 * ends with errors (the schema's or the server's field errors) moves the focus to the first field
 * in error, so a screen reader reads out its label and its message (aria-describedby).
 */
export function FormSubmitButton({ disabled, ...rest }: FormSubmitButtonProps) {
  const { isSubmitting, submitCount, isValid } = useFormikContext();
  const button = useRef<HTMLButtonElement>(null);
  const handledSubmit = useRef(submitCount);
  useEffect(() => {
    // once per submit, when it is over: never while the person is typing afterwards
    if (isSubmitting || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    if (isValid) return;
    // the errors render with this update: look for their fields once they are painted
    requestAnimationFrame(() => {
      const form = button.current?.form;
      form?.querySelector<HTMLElement>(INVALID_FIELD)?.focus();
    });
  }, [isSubmitting, submitCount, isValid]);
  return (
    <Button
      variant="contained"
      size="large"
      {...rest}
      ref={button}
      type="submit"
      disabled={disabled || isSubmitting}
    />
  );
}

// The app's text field: MUI's outlined TextField without its `select` mode. TextField imports
// Select whether or not a field uses it, and with it Menu, Popover, Modal and the filled and
// standard inputs (about 15 kB gzip before the sign-in form could be drawn). This field is built
// from the parts MUI composes TextField of (FormControl, InputLabel, OutlinedInput,
// FormHelperText), with TextField's ids and accessible names: the label names the input, the
// helper line describes it. Choices are FormSelectField's.
import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type InputBaseComponentProps,
  type InputLabelProps,
  type OutlinedInputProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useId, type ChangeEvent, type FocusEvent, type ReactNode, type Ref } from 'react';

type InputEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

export type TextInputProps = {
  id?: string;
  name?: string;
  value?: unknown;
  label?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  maxRows?: number;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  onChange?: (event: InputEvent) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** As TextField's: the input's own props (adornments), the `<input>`'s, the label's. */
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
  };
};

export function TextInput({
  id: givenId,
  label,
  helperText,
  error,
  required,
  disabled,
  fullWidth,
  size,
  sx,
  slotProps,
  ...input
}: TextInputProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const labelId = label && id ? `${id}-label` : undefined;
  const helperId = helperText && id ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      sx={sx}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={labelId} {...slotProps?.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        id={id}
        // the outline's gap for the label (OutlinedInput adds a required field's asterisk)
        label={label}
        notched={slotProps?.inputLabel?.shrink}
        aria-describedby={helperId}
        inputProps={slotProps?.htmlInput}
        {...input}
        {...slotProps?.input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

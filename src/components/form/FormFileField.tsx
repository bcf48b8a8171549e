import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { useFieldError } from './useFieldError';

export type FormFileFieldProps = {
  /** The Formik field holding the File (or null). */
  name: string;
  label: string;
  /** The file picker's filter, e.g. ".csv,.ofx". */
  accept?: string;
  /** Shown under the drop zone while there is no error. */
  helperText?: string;
  /** The message when more than one file is dropped (a translation key or a sentence). */
  oneFileMessage: string;
};

/**
 * One file, chosen with the button or dropped on the zone, bound to a Formik field. Dropping
 * several files keeps none and says so: the field takes exactly one.
 */
export function FormFileField({
  name,
  label,
  accept,
  helperText,
  oneFileMessage,
}: FormFileFieldProps) {
  const { t, i18n } = useTranslation();
  const { field, helpers, error } = useFieldError<File | null>(name);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const helperId = `${inputId}-helper`;
  const file = field.value;

  const choose = async (list: FileList | null) => {
    // a copy: the input's own list empties when the input is reset for the next choice
    const files = [...(list ?? [])];
    await helpers.setTouched(true, false);
    if (files.length > 1) {
      await helpers.setValue(null, false);
      helpers.setError(oneFileMessage);
      return;
    }
    await helpers.setValue(files[0] ?? null, true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files);
  };

  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid={`${name}-dropzone`}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 2,
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
        }}
      >
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <UploadFileIcon color="action" fontSize="large" aria-hidden />
          <Typography variant="body2" color="textSecondary">
            {t('form.file.drop')}
          </Typography>
          <Button variant="outlined" component="label" htmlFor={inputId}>
            {label}
            <input
              id={inputId}
              name={name}
              type="file"
              accept={accept}
              hidden
              aria-describedby={helperId}
              onChange={(event) => {
                void choose(event.target.files);
                // the same file chosen again after an error still counts as a change
                event.target.value = '';
              }}
            />
          </Button>
          {file && (
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {t('form.file.chosen', {
                name: file.name,
                size: formatNumber(
                  String(Math.max(1, Math.round(file.size / 1024))),
                  i18n.language,
                ),
              })}
            </Typography>
          )}
        </Stack>
      </Box>
      <FormHelperText id={helperId} error={!!error} sx={{ mx: 1.75 }}>
        {error ?? helperText ?? ' '}
      </FormHelperText>
    </Box>
  );
}

// "Export CSV" of a list's toolbar: asks the resource's export for the list under its filters and
// order (every page) and saves the answer as a file; a refusal (too many rows) is said under the
// button until the next try.
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Button, CircularProgress, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../lib/saveFile';
import { useAction } from '../lib/useAction';
import type { ListExportVariables, ListFile } from './resource';

export type ExportButtonProps = {
  run: (variables: ListExportVariables) => Promise<ListFile>;
  variables: ListExportVariables;
};

export function ExportButton({ run, variables }: ExportButtonProps) {
  const { t } = useTranslation();
  const { busy, error, run: start, clearError } = useAction();
  const onClick = () => start(async () => saveFile(await run(variables)));
  return (
    <>
      <Button
        variant="outlined"
        onClick={onClick}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <FileDownloadOutlined />}
      >
        {t('list.exportCsv')}
      </Button>
      <Snackbar
        open={error !== null}
        onClose={clearError}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={clearError}>
          {error}
        </Alert>
      </Snackbar>
    </>
  );
}

import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export type ShowPageActionsProps = {
  /** The record's edit page. */
  editTo: string;
  /** Asks to delete the record (opens the confirmation). */
  onDelete: () => void;
};

/** The Edit and Delete buttons of a show page's header. */
export function ShowPageActions({ editTo, onDelete }: ShowPageActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button component={RouterLink} to={editTo} variant="contained" startIcon={<EditOutlined />}>
        {t('list.edit')}
      </Button>
      <Button color="error" variant="outlined" startIcon={<DeleteOutlined />} onClick={onDelete}>
        {t('list.delete')}
      </Button>
    </>
  );
}

import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export type ShowPageActionsProps = {
  /** The record's edit page; none, no Edit button (a resource without a form). */
  editTo?: string;
  /** Asks to delete the record (opens the confirmation); none, no Delete button. */
  onDelete?: () => void;
  /** The Delete button's text when the action is not called "Delete" (a venue is disabled). */
  deleteLabel?: ReactNode;
};

/** The Edit and Delete buttons of a show page's header. */
export function ShowPageActions({ editTo, onDelete, deleteLabel }: ShowPageActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {editTo && (
        <Button component={RouterLink} to={editTo} variant="contained" startIcon={<EditOutlined />}>
          {t('list.edit')}
        </Button>
      )}
      {onDelete && (
        <Button color="error" variant="outlined" startIcon={<DeleteOutlined />} onClick={onDelete}>
          {deleteLabel ?? t('list.delete')}
        </Button>
      )}
    </>
  );
}

import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type RowActionsProps = {
  /** The row's name, for the buttons' accessible names ("Edit Savings"). */
  name: string;
  onShow?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /** The delete button's name when the action is not called "Delete" ("End session"). */
  deleteLabel?: string;
};

type Action = { key: 'show' | 'edit' | 'delete'; run?: () => void; icon: ReactNode };

/** Show/edit/delete icon buttons of a list row or card; clicks do not reach the row's own click. */
export function RowActions({ name, onShow, onEdit, onDelete, deleteLabel }: RowActionsProps) {
  const { t } = useTranslation();
  const actions: Action[] = [
    { key: 'show', run: onShow, icon: <VisibilityOutlined fontSize="small" /> },
    { key: 'edit', run: onEdit, icon: <EditOutlined fontSize="small" /> },
    { key: 'delete', run: onDelete, icon: <DeleteOutlined fontSize="small" /> },
  ];
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', height: '100%' }}
      onClick={(event) => event.stopPropagation()}
    >
      {actions.map(
        ({ key, run, icon }) =>
          run && (
            <Tooltip key={key} title={(key === 'delete' && deleteLabel) || t(`list.${key}`)}>
              <IconButton
                size="small"
                color={key === 'delete' ? 'error' : 'default'}
                aria-label={
                  key === 'delete' && deleteLabel
                    ? t('list.actionNamed', { action: deleteLabel, name })
                    : t(`list.${key}Named`, { name })
                }
                onClick={(event) => {
                  event.stopPropagation();
                  run();
                }}
              >
                {icon}
              </IconButton>
            </Tooltip>
          ),
      )}
    </Stack>
  );
}

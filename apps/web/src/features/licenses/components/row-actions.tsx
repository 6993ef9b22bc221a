import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type RowActionsProps = {
  /** Names the row for screen readers ("Edit NY 12345"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
};

export function RowActions({ name, onEdit, onDelete, children }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end">
      {children}
      <Tooltip title={t('licenses.edit')}>
        <IconButton size="small" aria-label={`${t('licenses.edit')} ${name}`} onClick={onEdit}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('licenses.delete')}>
        <IconButton size="small" aria-label={`${t('licenses.delete')} ${name}`} onClick={onDelete}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

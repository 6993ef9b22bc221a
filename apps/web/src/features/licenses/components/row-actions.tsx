import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../../components/row-action.tsx';

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
      <RowAction
        title={t('licenses.edit')}
        name={name}
        icon={<EditOutlinedIcon fontSize="small" />}
        onClick={onEdit}
      />
      <RowAction
        title={t('licenses.delete')}
        name={name}
        icon={<DeleteOutlineIcon fontSize="small" />}
        onClick={onDelete}
      />
    </Stack>
  );
}

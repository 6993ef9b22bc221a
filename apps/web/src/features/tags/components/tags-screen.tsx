import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { Tag } from '@cyber/domain';
import { Box, Button, Checkbox, IconButton, Tooltip, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeleteTags } from '../api/delete-tags.ts';
import { useTags } from '../api/get-tags.ts';
import { useSaveTag } from '../api/save-tag.ts';
import { TagFormDialog } from './tag-form-dialog.tsx';

type DialogState = { kind: 'create' } | { kind: 'rename'; tag: Tag } | { kind: 'delete' } | null;

/** /agency/manage/tags: the agency's tags, create, rename and delete in bulk (DeleteTag). */
export function TagsScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { query, onQueryChange } = useTableQuery({ sort: 'name,asc' });
  const tags = useTags(query);
  const save = useSaveTag();
  const remove = useDeleteTags();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const close = () => {
    setDialog(null);
    save.reset();
    remove.reset();
  };
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const handleSave = (name: string) =>
    save.mutate(
      { id: dialog?.kind === 'rename' ? dialog.tag.id : undefined, name },
      {
        onSuccess: (result) => {
          close();
          enqueueSnackbar(result.message, { variant: 'success' });
        },
      },
    );
  const handleDelete = () =>
    remove.mutate(
      { ids: [...selected] },
      {
        onSuccess: (result) => {
          close();
          setSelected(new Set());
          enqueueSnackbar(result.message, { variant: 'success' });
        },
      },
    );

  const columns: DataTableColumn<Tag>[] = [
    {
      id: 'select',
      header: '',
      hideable: false,
      width: 48,
      cell: (tag) => (
        <Checkbox
          size="small"
          checked={selected.has(tag.id)}
          onChange={() => toggle(tag.id)}
          inputProps={{ 'aria-label': t('tags.select', { name: tag.name }) }}
        />
      ),
    },
    {
      id: 'name',
      header: t('tags.name'),
      cell: (tag) => tag.name,
      sortable: true,
      hideable: false,
    },
    { id: 'accountCount', header: t('tags.accounts'), cell: (tag) => tag.accountCount },
    {
      id: 'createdAt',
      header: t('tags.created'),
      cell: (tag) => formatDateTime(tag.createdAt),
      sortable: true,
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      align: 'right',
      cell: (tag) => (
        <Tooltip title={t('tags.rename')}>
          <IconButton
            size="small"
            aria-label={t('tags.renameNamed', { name: tag.name })}
            onClick={() => setDialog({ kind: 'rename', tag })}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('tags.title')}
      </Typography>
      <DataTable
        tableId="tags"
        label={t('tags.title')}
        columns={columns}
        rows={tags.data?.content}
        totalElements={tags.data?.totalElements ?? 0}
        loading={tags.isFetching}
        error={tags.error}
        getRowId={(tag) => tag.id}
        query={query}
        onQueryChange={onQueryChange}
        toolbar={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'create' })}
          >
            {t('tags.create')}
          </Button>
        }
        bulkActions={
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            disabled={selected.size === 0}
            onClick={() => setDialog({ kind: 'delete' })}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {t('tags.deleteSelected', { count: selected.size })}
          </Button>
        }
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'rename') && (
        <TagFormDialog
          open
          tag={dialog.kind === 'rename' ? dialog.tag : null}
          pending={save.isPending}
          error={save.error?.message ?? null}
          onSave={handleSave}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('tags.deleteTitle')}
        body={t('tags.deleteBody', { count: selected.size })}
        confirmLabel={t('tags.delete')}
        danger
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={handleDelete}
        onClose={close}
      />
    </Box>
  );
}

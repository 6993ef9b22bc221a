import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { NaicsCode, NaicsCodeInput } from '@cyber/domain';
import { Box, Button, Stack } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { useDeleteNaicsCode } from '../api/delete-naics-code.ts';
import { useSaveNaicsCode } from '../api/save-naics-code.ts';
import { useNaicsCodes } from '../api/search-naics.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { IndustryCodeFormDialog } from './industry-code-form-dialog.tsx';

type DialogState =
  | { kind: 'create' }
  | { kind: 'edit'; code: NaicsCode }
  | { kind: 'delete'; code: NaicsCode }
  | null;

/** {base}/manage/industry-codes: NAICS codes, searched by code prefix or words; add, edit, delete. */
export function IndustryCodesScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { query, onQueryChange } = useTableQuery({ sort: 'naicsCode,asc' });
  const codes = useNaicsCodes(query);
  const save = useSaveNaicsCode();
  const remove = useDeleteNaicsCode();
  const [dialog, setDialog] = useState<DialogState>(null);

  const closeDialog = () => {
    setDialog(null);
    save.reset();
  };

  const handleSave = (values: NaicsCodeInput) => {
    const editing = dialog?.kind === 'edit' ? dialog.code : undefined;
    save.mutate(
      { ...values, id: editing?.id },
      {
        onSuccess: (saved) => {
          closeDialog();
          enqueueSnackbar(
            t(
              editing
                ? 'reference.industryCodes.updated_toast'
                : 'reference.industryCodes.created_toast',
              {
                code: saved.naicsCode,
              },
            ),
            { variant: 'success' },
          );
        },
      },
    );
  };

  const handleDelete = (code: NaicsCode) =>
    remove.mutate(code.id, {
      onSuccess: () => {
        setDialog(null);
        enqueueSnackbar(t('reference.industryCodes.deleted_toast', { code: code.naicsCode }), {
          variant: 'success',
        });
      },
      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    });

  const columns = useMemo<DataTableColumn<NaicsCode>[]>(
    () => [
      {
        id: 'naicsCode',
        header: t('reference.industryCodes.code'),
        cell: (c) => (
          <Box component="code" sx={{ fontFamily: 'monospace' }}>
            {c.naicsCode}
          </Box>
        ),
        sortable: true,
        hideable: false,
      },
      {
        id: 'primaryIndustry',
        header: t('reference.industryCodes.primaryIndustry'),
        cell: (c) => c.primaryIndustry,
        sortable: true,
      },
      {
        id: 'secondaryIndustry',
        header: t('reference.industryCodes.secondaryIndustry'),
        cell: (c) => c.secondaryIndustry,
        sortable: true,
      },
      {
        id: 'level',
        header: t('reference.industryCodes.level'),
        cell: (c) => c.level,
        sortable: true,
      },
      {
        id: 'parentCode',
        header: t('reference.industryCodes.parent'),
        cell: (c) => c.parentCode ?? '—',
      },
      {
        id: 'actions',
        header: t('reference.actions'),
        hideable: false,
        align: 'right',
        cell: (c) => (
          <Stack direction="row" justifyContent="flex-end">
            <RowAction
              title={t('reference.edit')}
              name={c.naicsCode}
              icon={<EditOutlinedIcon fontSize="small" />}
              onClick={() => setDialog({ kind: 'edit', code: c })}
            />
            <RowAction
              title={t('reference.delete')}
              name={c.naicsCode}
              icon={<DeleteOutlineIcon fontSize="small" />}
              onClick={() => setDialog({ kind: 'delete', code: c })}
            />
          </Stack>
        ),
      },
    ],
    [t],
  );

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('reference.industryCodes.title')}
        subtitle={t('reference.industryCodes.subtitle')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'create' })}
          >
            {t('reference.industryCodes.add')}
          </Button>
        }
      />

      <DataTable
        tableId="industry-codes"
        label={t('reference.industryCodes.title')}
        columns={columns}
        rows={codes.data?.content}
        totalElements={codes.data?.totalElements ?? 0}
        loading={codes.isFetching}
        error={codes.error}
        getRowId={(c) => c.id}
        query={query}
        onQueryChange={onQueryChange}
      />

      <IndustryCodeFormDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        code={dialog?.kind === 'edit' ? dialog.code : undefined}
        pending={save.isPending}
        error={save.error?.message}
        onSubmit={handleSave}
        onClose={closeDialog}
      />
      <ConfirmDialog
        confirmLabel={t('reference.delete')}
        danger
        open={dialog?.kind === 'delete'}
        title={t('reference.industryCodes.deleteTitle')}
        body={
          dialog?.kind === 'delete'
            ? t('reference.industryCodes.deleteBody', {
                code: dialog.code.naicsCode,
                title: dialog.code.secondaryIndustry,
              })
            : ''
        }
        pending={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && handleDelete(dialog.code)}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}

import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { State } from '@cyber/domain';
import { Stack } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { useDeleteState } from '../api/delete-state.ts';
import { useStates } from '../api/search-states.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

/** {base}/manage/states: the states offered on forms; delete with StateDeleteConfirm. */
export function StatesScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { query, onQueryChange } = useTableQuery({ sort: 'stateName,asc' });
  const states = useStates(query);
  const remove = useDeleteState();
  const [deleting, setDeleting] = useState<State | null>(null);

  const handleDelete = (state: State) =>
    remove.mutate(state.id, {
      onSuccess: () => {
        setDeleting(null);
        enqueueSnackbar(t('reference.states.deleted_toast', { name: state.stateName }), {
          variant: 'success',
        });
      },
      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    });

  const columns = useMemo<DataTableColumn<State>[]>(
    () => [
      {
        id: 'stateName',
        header: t('reference.states.name'),
        cell: (s) => s.stateName,
        sortable: true,
        hideable: false,
      },
      {
        id: 'stateNameAbbrv',
        header: t('reference.states.abbreviation'),
        cell: (s) => s.stateNameAbbrv,
        sortable: true,
      },
      {
        id: 'timeZone',
        header: t('reference.states.timeZone'),
        cell: (s) => s.timeZone,
        sortable: true,
      },
      {
        id: 'actions',
        header: t('reference.actions'),
        hideable: false,
        align: 'right',
        cell: (s) => (
          <RowAction
            title={t('reference.delete')}
            name={s.stateName}
            icon={<DeleteOutlineIcon fontSize="small" />}
            onClick={() => setDeleting(s)}
          />
        ),
      },
    ],
    [t],
  );

  return (
    <Stack spacing={3}>
      <PageHeader title={t('reference.states.title')} subtitle={t('reference.states.subtitle')} />

      <DataTable
        tableId="states"
        label={t('reference.states.title')}
        columns={columns}
        rows={states.data?.content}
        totalElements={states.data?.totalElements ?? 0}
        loading={states.isFetching}
        error={states.error}
        getRowId={(s) => s.id}
        query={query}
        onQueryChange={onQueryChange}
      />

      <ConfirmDialog
        confirmLabel={t('reference.delete')}
        danger
        open={deleting !== null}
        title={t('reference.states.deleteTitle')}
        body={
          deleting
            ? t('reference.states.deleteBody', {
                name: deleting.stateName,
                abbreviation: deleting.stateNameAbbrv,
              })
            : ''
        }
        pending={remove.isPending}
        onConfirm={() => deleting && handleDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

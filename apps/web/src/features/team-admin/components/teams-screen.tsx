import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { USERS_MESSAGES, type TeamInput, type TeamRow } from '@cyber/domain';
import { Button, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDialogState } from '../../../lib/use-dialog-state.ts';
import { useDeleteTeam } from '../api/delete-team.ts';
import { useTeams } from '../api/get-teams.ts';
import { useSaveTeam } from '../api/save-team.ts';
import { MigrateDialog } from './migrate-dialog.tsx';
import { TeamFormDialog } from './team-form-dialog.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

/** The screen's dialogs: add, rename, confirm delete, and moving users between teams. */
type TeamDialog = 'create' | 'rename' | 'delete' | 'migrate';

/** {persona}/manage/teams: the organisation's teams, and moving users between them. */
export function TeamsScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { permissions } = useCurrentUser();
  const canManage = permissions.includes('team:manage');
  const { query, onQueryChange } = useTableQuery({ sort: 'name,asc' });
  const teams = useTeams(query);
  const saveTeam = useSaveTeam();
  const deleteTeam = useDeleteTeam();
  const dialog = useDialogState<TeamDialog, TeamRow>({
    onClose: () => {
      saveTeam.reset();
      deleteTeam.reset();
    },
  });
  const renaming = dialog.targetOf('rename');
  const openDialog = dialog.open;

  const handleSave = (values: TeamInput) =>
    saveTeam.mutate(
      { ...values, id: renaming?.id },
      {
        onSuccess: () => {
          enqueueSnackbar(t(renaming ? 'teamAdmin.renamed_toast' : 'teamAdmin.created_toast'), {
            variant: 'success',
          });
          dialog.close();
        },
      },
    );

  const handleDelete = (team: TeamRow) =>
    deleteTeam.mutate(team.id, {
      onSuccess: () => {
        dialog.close();
        enqueueSnackbar(USERS_MESSAGES.teamRemoved, { variant: 'success' });
      },
    });

  const columns = useMemo<DataTableColumn<TeamRow>[]>(
    () => [
      {
        id: 'name',
        header: t('teamAdmin.name'),
        sortable: true,
        hideable: false,
        cell: (x) => x.name,
      },
      { id: 'members', header: t('teamAdmin.members'), sortable: true, cell: (x) => x.members },
      {
        id: 'createdAt',
        header: t('teamAdmin.created'),
        sortable: true,
        cell: (x) => formatDateTime(x.createdAt),
      },
      ...(canManage
        ? [
            {
              id: 'actions',
              header: t('teamAdmin.actions'),
              hideable: false,
              align: 'right' as const,
              cell: (x: TeamRow) => (
                <Stack direction="row" justifyContent="flex-end">
                  <RowAction
                    title={t('teamAdmin.rename')}
                    name={x.name}
                    icon={<EditOutlinedIcon fontSize="small" />}
                    onClick={() => openDialog('rename', x)}
                  />
                  <RowAction
                    title={t('teamAdmin.delete')}
                    name={x.name}
                    icon={<DeleteOutlineIcon fontSize="small" />}
                    onClick={() => openDialog('delete', x)}
                  />
                </Stack>
              ),
            },
          ]
        : []),
    ],
    [t, canManage, openDialog],
  );

  const deleting = dialog.targetOf('delete');

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-end' }}>
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <Typography variant="h2" component="h1">
            {t('teamAdmin.title')}
          </Typography>
          <Typography color="text.secondary">{t('teamAdmin.subtitle')}</Typography>
        </Stack>
        {canManage && (
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              startIcon={<SwapHorizIcon />}
              onClick={() => dialog.open('migrate')}
            >
              {t('teamAdmin.migrate')}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => dialog.open('create')}
            >
              {t('teamAdmin.create')}
            </Button>
          </Stack>
        )}
      </Stack>

      <DataTable
        tableId="teams"
        label={t('teamAdmin.title')}
        columns={columns}
        rows={teams.data?.content}
        totalElements={teams.data?.totalElements ?? 0}
        loading={teams.isFetching}
        error={teams.error}
        getRowId={(x) => x.id}
        query={query}
        onQueryChange={onQueryChange}
        searchPlaceholder={t('teamAdmin.searchPlaceholder')}
      />

      <TeamFormDialog
        open={dialog.isOpen('create', 'rename')}
        team={renaming}
        pending={saveTeam.isPending}
        error={saveTeam.error?.message}
        onSubmit={handleSave}
        onClose={dialog.close}
      />
      <ConfirmDialog
        open={!!deleting}
        title={t('teamAdmin.deleteTitle', { name: deleting?.name ?? '' })}
        body={t('teamAdmin.deleteBody')}
        confirmLabel={t('teamAdmin.deleteConfirm')}
        danger
        pending={deleteTeam.isPending}
        error={deleteTeam.isError ? deleteTeam.error.message : null}
        onConfirm={() => deleting && handleDelete(deleting)}
        onClose={dialog.close}
      />
      <MigrateDialog open={dialog.isOpen('migrate')} onClose={dialog.close} />
    </Stack>
  );
}

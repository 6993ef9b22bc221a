import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LibraryAddOutlinedIcon from '@mui/icons-material/LibraryAddOutlined';
import {
  deleteWordingOf,
  displayUserPhone,
  USERS_MESSAGES,
  type OrganisationUser,
} from '@cyber/domain';
import { Alert, Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/shell/current-user.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCreateUser } from '../api/create-user.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useRoles } from '../api/get-roles.ts';
import { useUsers } from '../api/get-users.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { AddAccountsDialog } from './add-accounts-dialog.tsx';
import { UserFormDialog, type UserFormValues } from './user-form-dialog.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

type DialogState =
  | { kind: 'create' }
  | { kind: 'edit'; user: OrganisationUser }
  | { kind: 'delete'; user: OrganisationUser }
  | { kind: 'accounts'; user: OrganisationUser }
  | null;

const fullName = (u: OrganisationUser) => `${u.firstName} ${u.lastName}`;

/** {persona}/manage/users: the organisation's users, their roles and contacts. */
export function UsersScreen() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { me, persona, claims, permissions } = useCurrentUser();
  const isProvider = claims.subscriberType === 'COWBELL';
  const canManage = permissions.includes('user:manage');
  const { query, onQueryChange } = useTableQuery({ sort: 'name,asc' });
  const users = useUsers(query);
  const roles = useRoles(undefined, canManage);
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();
  const [dialog, setDialog] = useState<DialogState>(null);

  const closeDialog = () => {
    setDialog(null);
    createUser.reset();
    updateUser.reset();
    deleteUser.reset();
  };

  const handleSave = (values: UserFormValues) => {
    const body = { ...values, slackHandle: isProvider ? values.slackHandle : undefined };
    if (dialog?.kind === 'edit') {
      updateUser.mutate(
        { id: dialog.user.id, ...body },
        {
          onSuccess: () => {
            closeDialog();
            enqueueSnackbar(t('users.updated_toast'), { variant: 'success' });
          },
        },
      );
      return;
    }
    createUser.mutate(body, {
      onSuccess: (created) => {
        closeDialog();
        enqueueSnackbar(t('users.created_toast', { email: created.email }), {
          variant: 'success',
        });
      },
    });
  };

  const handleDelete = (user: OrganisationUser) =>
    deleteUser.mutate(user.id, {
      onSuccess: () => {
        closeDialog();
        enqueueSnackbar(USERS_MESSAGES.userRemoved, { variant: 'success' });
      },
    });

  const roleLabel = (name: string) => t(`role.${name}`, { defaultValue: name });

  const columns = useMemo<DataTableColumn<OrganisationUser>[]>(
    () => [
      {
        id: 'name',
        header: t('users.name'),
        sortable: true,
        hideable: false,
        cell: (u) => (
          <Stack direction="row" spacing={1} alignItems="center">
            <span>{fullName(u)}</span>
            {!u.confirmed && <Chip size="small" variant="outlined" label={t('users.pending')} />}
          </Stack>
        ),
      },
      { id: 'email', header: t('users.email'), sortable: true, cell: (u) => u.email },
      {
        id: 'role',
        header: t('users.role'),
        sortable: true,
        cell: (u) => t(`role.${u.role.name}`, { defaultValue: u.role.name }),
      },
      { id: 'phone', header: t('users.phone'), cell: (u) => displayUserPhone(u.phone) },
      {
        id: 'contacts',
        header: t('users.contacts'),
        cell: (u) => (
          <Stack direction="row" spacing={0.5}>
            {u.primaryContact && <Chip size="small" label={t('users.primaryContact')} />}
            {u.billingContact && <Chip size="small" label={t('users.billingContact')} />}
          </Stack>
        ),
      },
      {
        id: 'lastLoginAt',
        header: t('users.lastLogin'),
        sortable: true,
        cell: (u) => formatDateTime(u.lastLoginAt) ?? t('users.never'),
      },
      ...(canManage
        ? [
            {
              id: 'actions',
              header: t('users.actions'),
              hideable: false,
              align: 'right' as const,
              cell: (u: OrganisationUser) => (
                <Stack direction="row" justifyContent="flex-end">
                  {isProvider && (
                    <Tooltip title={t('users.addAccounts')}>
                      <IconButton
                        size="small"
                        aria-label={`${t('users.addAccounts')} ${fullName(u)}`}
                        onClick={() => setDialog({ kind: 'accounts', user: u })}
                      >
                        <LibraryAddOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                  <Tooltip title={t('users.edit')}>
                    <IconButton
                      size="small"
                      aria-label={`${t('users.edit')} ${fullName(u)}`}
                      onClick={() => setDialog({ kind: 'edit', user: u })}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {u.id !== me.id && (
                    <Tooltip title={t('users.delete')}>
                      <IconButton
                        size="small"
                        aria-label={`${t('users.delete')} ${fullName(u)}`}
                        onClick={() => setDialog({ kind: 'delete', user: u })}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Stack>
              ),
            },
          ]
        : []),
    ],
    [t, canManage, isProvider, me.id],
  );

  const deleting = dialog?.kind === 'delete' ? dialog.user : null;
  const deleteBody = deleting
    ? t(
        {
          allAccounts: 'users.deleteAllAccounts',
          customer: 'users.deleteCustomer',
          assigned: 'users.deleteAssigned',
        }[deleteWordingOf(deleting.role.name)],
        { name: fullName(deleting), role: roleLabel(deleting.role.name) },
      )
    : '';

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-end' }}>
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <Typography variant="h2" component="h1">
            {t('users.title')}
          </Typography>
          <Typography color="text.secondary">{t('users.subtitle')}</Typography>
        </Stack>
        {canManage && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'create' })}
          >
            {t('users.create')}
          </Button>
        )}
      </Stack>

      {users.isError && <Alert severity="error">{users.error.message}</Alert>}
      {roles.isError && <Alert severity="error">{USERS_MESSAGES.rolesLoadFailed}</Alert>}

      <DataTable
        tableId="users"
        label={t('users.title')}
        columns={columns}
        rows={users.data?.content}
        totalElements={users.data?.totalElements ?? 0}
        loading={users.isFetching}
        getRowId={(u) => u.id}
        query={query}
        onQueryChange={onQueryChange}
        searchPlaceholder={t('users.searchPlaceholder')}
      />

      {canManage && (
        <UserFormDialog
          open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
          user={dialog?.kind === 'edit' ? dialog.user : undefined}
          roles={roles.data ?? []}
          persona={persona}
          isProvider={isProvider}
          defaultCountry={i18n.language === 'en-GB' ? 'UK' : 'US'}
          pending={createUser.isPending || updateUser.isPending}
          error={(createUser.error ?? updateUser.error)?.message}
          onSubmit={handleSave}
          onClose={closeDialog}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('users.deleteTitle', { name: deleting ? fullName(deleting) : '' })}
        body={deleteBody}
        confirmLabel={t('users.deleteConfirm')}
        danger
        pending={deleteUser.isPending}
        error={
          deleteUser.isError ? deleteUser.error.message || USERS_MESSAGES.deleteRequestFailed : null
        }
        onConfirm={() => deleting && handleDelete(deleting)}
        onClose={closeDialog}
      />
      {isProvider && (
        <AddAccountsDialog
          user={dialog?.kind === 'accounts' ? dialog.user : null}
          onClose={closeDialog}
        />
      )}
    </Stack>
  );
}

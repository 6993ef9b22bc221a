import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LibraryAddOutlinedIcon from '@mui/icons-material/LibraryAddOutlined';
import {
  deleteWordingOf,
  displayUserPhone,
  isActingAsProvider,
  type OrganisationUser,
  USERS_MESSAGES,
} from '@cyber/domain';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDialogState } from '../../../lib/use-dialog-state.ts';
import { useCreateUser } from '../api/create-user.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useRoles } from '../api/get-roles.ts';
import { useUsers } from '../api/get-users.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { AddAccountsDialog } from './add-accounts-dialog.tsx';
import { UserFormDialog, type UserFormValues } from './user-form-dialog.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

/** The screen's dialogs: add, edit, confirm delete and (provider staff) the user's accounts. */
type UserDialog = 'create' | 'edit' | 'delete' | 'accounts';

const fullName = (u: OrganisationUser) => `${u.firstName} ${u.lastName}`;

/** {persona}/manage/users: the organisation's users, their roles and contacts. */
export function UsersScreen() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { me, persona, claims, permissions } = useCurrentUser();
  const isProvider = isActingAsProvider(claims);
  const canManage = permissions.includes('user:manage');
  const { query, onQueryChange } = useTableQuery({ sort: 'name,asc' });
  const users = useUsers(query);
  const roles = useRoles(undefined, canManage);
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();
  const dialog = useDialogState<UserDialog, OrganisationUser>({
    onClose: () => {
      createUser.reset();
      updateUser.reset();
      deleteUser.reset();
    },
  });
  const editing = dialog.targetOf('edit');
  const openDialog = dialog.open;

  const handleSave = (values: UserFormValues) => {
    const body = { ...values, slackHandle: isProvider ? values.slackHandle : undefined };
    if (editing) {
      updateUser.mutate(
        { id: editing.id, ...body },
        {
          onSuccess: () => {
            dialog.close();
            enqueueSnackbar(t('users.updated_toast'), { variant: 'success' });
          },
        },
      );
      return;
    }
    createUser.mutate(body, {
      onSuccess: (created) => {
        dialog.close();
        enqueueSnackbar(t('users.created_toast', { email: created.email }), {
          variant: 'success',
        });
      },
    });
  };

  const handleDelete = (user: OrganisationUser) =>
    deleteUser.mutate(user.id, {
      onSuccess: () => {
        dialog.close();
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
                    <RowAction
                      title={t('users.addAccounts')}
                      name={fullName(u)}
                      icon={<LibraryAddOutlinedIcon fontSize="small" />}
                      onClick={() => openDialog('accounts', u)}
                    />
                  )}
                  <RowAction
                    title={t('users.edit')}
                    name={fullName(u)}
                    icon={<EditOutlinedIcon fontSize="small" />}
                    onClick={() => openDialog('edit', u)}
                  />
                  {u.id !== me.id && (
                    <RowAction
                      title={t('users.delete')}
                      name={fullName(u)}
                      icon={<DeleteOutlineIcon fontSize="small" />}
                      onClick={() => openDialog('delete', u)}
                    />
                  )}
                </Stack>
              ),
            },
          ]
        : []),
    ],
    [t, canManage, isProvider, me.id, openDialog],
  );

  const deleting = dialog.targetOf('delete');
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
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => dialog.open('create')}>
            {t('users.create')}
          </Button>
        )}
      </Stack>

      {roles.isError && <Alert severity="error">{USERS_MESSAGES.rolesLoadFailed}</Alert>}

      <DataTable
        tableId="users"
        label={t('users.title')}
        columns={columns}
        rows={users.data?.content}
        totalElements={users.data?.totalElements ?? 0}
        loading={users.isFetching}
        error={users.error}
        getRowId={(u) => u.id}
        query={query}
        onQueryChange={onQueryChange}
        searchPlaceholder={t('users.searchPlaceholder')}
      />

      {canManage && (
        <UserFormDialog
          open={dialog.isOpen('create', 'edit')}
          user={editing}
          roles={roles.data ?? []}
          persona={persona}
          isProvider={isProvider}
          defaultCountry={i18n.language === 'en-GB' ? 'UK' : 'US'}
          pending={createUser.isPending || updateUser.isPending}
          error={(createUser.error ?? updateUser.error)?.message}
          onSubmit={handleSave}
          onClose={dialog.close}
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
        onClose={dialog.close}
      />
      {isProvider && (
        <AddAccountsDialog user={dialog.targetOf('accounts') ?? null} onClose={dialog.close} />
      )}
    </Stack>
  );
}

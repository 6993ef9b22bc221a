import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { formatAccountPhone, type SecurityContact, type SecurityContactInput } from '@cyber/domain';
import { Alert, Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import {
  useDeleteSecurityContact,
  useSaveSecurityContact,
  useSecurityContacts,
} from '../api/security-contacts.ts';
import { SecurityContactDialog } from './security-contact-dialog.tsx';

type DialogState =
  | { kind: 'add' }
  | { kind: 'edit'; contact: SecurityContact }
  | { kind: 'delete'; contact: SecurityContact }
  | null;

const nameOf = (c: SecurityContact) => `${c.firstName} ${c.lastName}`;

/** {base}/manage/security-contacts: the customer's security contacts (spec 2 §1, §3). */
export function SecurityContactsScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const contacts = useSecurityContacts();
  const save = useSaveSecurityContact();
  const remove = useDeleteSecurityContact();
  const { query, onQueryChange } = useTableQuery({ size: 25 });
  const [dialog, setDialog] = useState<DialogState>(null);
  const region = contacts.data?.region ?? 'US';
  const max = contacts.data?.max ?? 10;
  const all = contacts.data?.content;
  const full = (all?.length ?? 0) >= max;

  const close = () => {
    setDialog(null);
    save.reset();
    remove.reset();
  };
  const handleSave = (input: SecurityContactInput) =>
    save.mutate(
      { ...input, id: dialog?.kind === 'edit' ? dialog.contact.id : undefined },
      {
        onSuccess: (result) => {
          close();
          enqueueSnackbar(result.message, { variant: 'success' });
        },
      },
    );
  const handleDelete = () => {
    if (dialog?.kind !== 'delete') return;
    remove.mutate(dialog.contact.id, {
      onSuccess: (result) => {
        close();
        enqueueSnackbar(result.message, { variant: 'success' });
      },
    });
  };

  const columns: DataTableColumn<SecurityContact>[] = [
    { id: 'name', header: t('securityContacts.name'), cell: nameOf, hideable: false },
    { id: 'email', header: t('securityContacts.email'), cell: (c) => c.email },
    {
      id: 'phoneNumber',
      header: t('securityContacts.phoneNumber'),
      cell: (c) => formatAccountPhone(c.phoneNumber, region),
    },
    { id: 'title', header: t('securityContacts.jobTitle'), cell: (c) => c.title ?? '' },
    { id: 'company', header: t('securityContacts.company'), cell: (c) => c.company ?? '' },
    {
      id: 'actions',
      header: '',
      hideable: false,
      align: 'right',
      cell: (c) => (
        <Stack direction="row" spacing={0.5} justifyContent="flex-end">
          <Tooltip title={t('securityContacts.edit', { name: nameOf(c) })}>
            <IconButton
              size="small"
              aria-label={t('securityContacts.edit', { name: nameOf(c) })}
              onClick={() => setDialog({ kind: 'edit', contact: c })}
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('securityContacts.delete', { name: nameOf(c) })}>
            <IconButton
              size="small"
              aria-label={t('securityContacts.delete', { name: nameOf(c) })}
              onClick={() => setDialog({ kind: 'delete', contact: c })}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];

  const rows = all?.slice(query.page * query.size, (query.page + 1) * query.size);

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('securityContacts.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('securityContacts.intro', { max })}
      </Typography>
      {full && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('securityContacts.limitReached', { max })}
        </Alert>
      )}
      <DataTable
        tableId="security-contacts"
        label={t('securityContacts.title')}
        columns={columns}
        rows={rows}
        totalElements={all?.length ?? 0}
        loading={contacts.isFetching}
        error={contacts.error}
        getRowId={(c) => c.id}
        query={query}
        onQueryChange={onQueryChange}
        searchable={false}
        toolbar={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!contacts.data || full}
            onClick={() => setDialog({ kind: 'add' })}
          >
            {t('securityContacts.add')}
          </Button>
        }
      />
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <SecurityContactDialog
          contact={dialog.kind === 'edit' ? dialog.contact : null}
          region={region}
          pending={save.isPending}
          error={save.error?.message ?? null}
          onSave={handleSave}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('securityContacts.deleteTitle')}
        body={
          dialog?.kind === 'delete'
            ? t('securityContacts.deleteBody', { name: nameOf(dialog.contact) })
            : ''
        }
        confirmLabel={t('securityContacts.deleteConfirm')}
        danger
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={handleDelete}
        onClose={close}
      />
    </Box>
  );
}

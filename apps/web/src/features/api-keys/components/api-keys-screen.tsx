import AddIcon from '@mui/icons-material/Add';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  API_KEY_HEADER,
  type ApiKey,
  type ApiKeyInput,
  type ApiKeyWithSecret,
} from '@cyber/domain';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCreateApiKey } from '../api/create-api-key.ts';
import { useDeleteApiKey } from '../api/delete-api-key.ts';
import { useApiKeys } from '../api/get-api-keys.ts';
import { useRegenerateApiKey } from '../api/regenerate-api-key.ts';
import { useUpdateApiKey } from '../api/update-api-key.ts';
import { ApiKeyFormDialog } from './api-key-form-dialog.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SecretDialog } from './secret-dialog.tsx';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; key: ApiKey }
  | { kind: 'regenerate'; key: ApiKey }
  | { kind: 'delete'; key: ApiKey }
  | null;

/** {persona}/manage/api-keys: the organisation's keys; secrets are shown once. */
export function ApiKeysScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { query, onQueryChange } = useTableQuery({ sort: 'createdAt,desc' });
  const keys = useApiKeys(query);
  const createKey = useCreateApiKey();
  const updateKey = useUpdateApiKey();
  const regenerateKey = useRegenerateApiKey();
  const deleteKey = useDeleteApiKey();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [secret, setSecret] = useState<ApiKeyWithSecret | null>(null);

  const closeDialog = () => {
    setDialog(null);
    createKey.reset();
    updateKey.reset();
  };

  const handleSave = (values: ApiKeyInput) => {
    if (dialog?.kind === 'edit') {
      updateKey.mutate(
        { keyId: dialog.key.keyId, ...values },
        {
          onSuccess: (saved) => {
            closeDialog();
            enqueueSnackbar(t('apiKeys.updated_toast', { name: saved.name }), {
              variant: 'success',
            });
          },
        },
      );
      return;
    }
    createKey.mutate(values, {
      onSuccess: (created) => {
        closeDialog();
        setSecret(created);
        enqueueSnackbar(t('apiKeys.created_toast', { name: created.name }), { variant: 'success' });
      },
    });
  };

  const handleRegenerate = (key: ApiKey) =>
    regenerateKey.mutate(key.keyId, {
      onSuccess: (next) => {
        setDialog(null);
        setSecret(next);
        enqueueSnackbar(t('apiKeys.regenerated_toast', { name: next.name }), {
          variant: 'success',
        });
      },
      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    });

  const handleDelete = (key: ApiKey) =>
    deleteKey.mutate(key.keyId, {
      onSuccess: () => {
        setDialog(null);
        enqueueSnackbar(t('apiKeys.deleted_toast', { name: key.name }), { variant: 'success' });
      },
      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    });

  const columns = useMemo<DataTableColumn<ApiKey>[]>(
    () => [
      {
        id: 'name',
        header: t('apiKeys.name'),
        cell: (k) => k.name,
        sortable: true,
        hideable: false,
      },
      {
        id: 'keyId',
        header: t('apiKeys.keyId'),
        cell: (k) => (
          <Box component="code" sx={{ fontFamily: 'monospace' }}>
            {k.keyId}
          </Box>
        ),
        sortable: true,
      },
      { id: 'secretHint', header: t('apiKeys.hint'), cell: (k) => `…${k.secretHint}` },
      { id: 'owner', header: t('apiKeys.owner'), cell: (k) => k.owner.name },
      {
        id: 'createdAt',
        header: t('apiKeys.created'),
        cell: (k) => formatDateTime(k.createdAt),
        sortable: true,
      },
      {
        id: 'lastUsedAt',
        header: t('apiKeys.lastUsed'),
        cell: (k) => formatDateTime(k.lastUsedAt) ?? t('apiKeys.never'),
        sortable: true,
      },
      {
        id: 'actions',
        header: t('apiKeys.actions'),
        hideable: false,
        align: 'right',
        cell: (k) => (
          <Stack direction="row" justifyContent="flex-end">
            <Tooltip title={t('apiKeys.edit')}>
              <IconButton
                size="small"
                aria-label={`${t('apiKeys.edit')} ${k.name}`}
                onClick={() => setDialog({ kind: 'edit', key: k })}
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('apiKeys.regenerate')}>
              <IconButton
                size="small"
                aria-label={`${t('apiKeys.regenerate')} ${k.name}`}
                onClick={() => setDialog({ kind: 'regenerate', key: k })}
              >
                <AutorenewIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('apiKeys.delete')}>
              <IconButton
                size="small"
                aria-label={`${t('apiKeys.delete')} ${k.name}`}
                onClick={() => setDialog({ kind: 'delete', key: k })}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        ),
      },
    ],
    [t],
  );

  const formError = (createKey.error ?? updateKey.error)?.message;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-end' }}>
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <Typography variant="h2" component="h1">
            {t('apiKeys.title')}
          </Typography>
          <Typography color="text.secondary">
            {t('apiKeys.subtitle', { header: API_KEY_HEADER })}
          </Typography>
        </Stack>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setDialog({ kind: 'create' })}
        >
          {t('apiKeys.create')}
        </Button>
      </Stack>

      <DataTable
        tableId="api-keys"
        label={t('apiKeys.title')}
        columns={columns}
        rows={keys.data?.content}
        totalElements={keys.data?.totalElements ?? 0}
        loading={keys.isFetching}
        error={keys.error}
        getRowId={(k) => k.id}
        query={query}
        onQueryChange={onQueryChange}
        searchPlaceholder={t('apiKeys.searchPlaceholder')}
        renderExpanded={(k) => (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {k.description || '—'} · {k.owner.email}
          </Typography>
        )}
      />

      <ApiKeyFormDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        apiKey={dialog?.kind === 'edit' ? dialog.key : undefined}
        pending={createKey.isPending || updateKey.isPending}
        error={formError}
        onSubmit={handleSave}
        onClose={closeDialog}
      />
      <ConfirmDialog
        open={dialog?.kind === 'regenerate'}
        title={t('apiKeys.regenerateTitle', {
          name: dialog?.kind === 'regenerate' ? dialog.key.name : '',
        })}
        body={t('apiKeys.regenerateBody')}
        confirmLabel={t('apiKeys.regenerateConfirm')}
        pending={regenerateKey.isPending}
        onConfirm={() => dialog?.kind === 'regenerate' && handleRegenerate(dialog.key)}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        danger
        title={t('apiKeys.deleteTitle', { name: dialog?.kind === 'delete' ? dialog.key.name : '' })}
        body={t('apiKeys.deleteBody')}
        confirmLabel={t('apiKeys.deleteConfirm')}
        pending={deleteKey.isPending}
        onConfirm={() => dialog?.kind === 'delete' && handleDelete(dialog.key)}
        onClose={() => setDialog(null)}
      />
      <SecretDialog apiKey={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}

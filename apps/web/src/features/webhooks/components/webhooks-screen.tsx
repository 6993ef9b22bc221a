import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ListAltIcon from '@mui/icons-material/ListAlt';
import type { Webhook } from '@cyber/domain';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useUpdateWebhook,
  useWebhooks,
} from '../api/webhooks.ts';
import { WebhookCreateDialog } from './webhook-create-dialog.tsx';
import { WebhookDeliveriesDrawer } from './webhook-deliveries-drawer.tsx';
import { WebhookEditDialog, type WebhookEditValues } from './webhook-edit-dialog.tsx';
import { WebhookStatusChip } from './webhook-status-chip.tsx';

type DialogState =
  | { kind: 'create' }
  | { kind: 'edit'; webhook: Webhook }
  | { kind: 'delete'; webhook: Webhook }
  | { kind: 'deliveries'; webhook: Webhook }
  | null;

/** {base}/manage/webhooks: the hooks the caller manages, their set-up and delivery logs. */
export function WebhooksScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { query, onQueryChange } = useTableQuery({ sort: 'createdAt,desc' });
  const hooks = useWebhooks(query);
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const [dialog, setDialog] = useState<DialogState>(null);

  const close = () => {
    setDialog(null);
    create.reset();
    update.reset();
    remove.reset();
  };

  const handleCreate = (companyName: string) =>
    create.mutate(
      { companyName },
      {
        onSuccess: (result) => {
          enqueueSnackbar(result.message, { variant: 'success' });
          create.reset();
          // Straight on to the set-up of the new hook.
          setDialog({ kind: 'edit', webhook: result.webhook });
        },
      },
    );

  const handleSave = (values: WebhookEditValues) => {
    if (dialog?.kind !== 'edit') return;
    update.mutate(
      {
        id: dialog.webhook.id,
        clientId: values.clientId,
        webhookUrl: values.webhookUrl,
        active: values.active,
        ...(values.clientSecret ? { clientSecret: values.clientSecret } : {}),
      },
      {
        onSuccess: (result) => {
          close();
          enqueueSnackbar(result.message, { variant: 'success' });
        },
      },
    );
  };

  const handleDelete = () => {
    if (dialog?.kind !== 'delete') return;
    remove.mutate(dialog.webhook.id, {
      onSuccess: (result) => {
        close();
        enqueueSnackbar(result.message, { variant: 'success' });
      },
    });
  };

  const columns: DataTableColumn<Webhook>[] = [
    {
      id: 'companyName',
      header: t('webhooks.companyName'),
      sortable: true,
      hideable: false,
      cell: (h) => (
        <Stack>
          <span>{h.companyName}</span>
          {h.organisationName && (
            <Typography variant="caption" color="text.secondary">
              {h.organisationName}
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      id: 'clientId',
      header: t('webhooks.clientId'),
      sortable: true,
      cell: (h) =>
        h.clientId ? (
          <Box component="code" sx={{ fontFamily: 'monospace' }}>
            {h.clientId}
          </Box>
        ) : (
          '—'
        ),
    },
    {
      id: 'webhookUrl',
      header: t('webhooks.webhookUrl'),
      sortable: true,
      cell: (h) => (
        <Box component="span" sx={{ wordBreak: 'break-all' }}>
          {h.webhookUrl ?? '—'}
        </Box>
      ),
    },
    {
      id: 'active',
      header: t('webhooks.statusHeader'),
      sortable: true,
      cell: (h) => <WebhookStatusChip status={h.status} />,
    },
    {
      id: 'createdAt',
      header: t('webhooks.created'),
      sortable: true,
      cell: (h) => formatDateTime(h.createdAt),
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      align: 'right',
      cell: (h) => (
        <Stack direction="row" justifyContent="flex-end">
          <Tooltip title={t('webhooks.deliveries')}>
            <IconButton
              size="small"
              aria-label={t('webhooks.deliveriesOf', { name: h.companyName })}
              onClick={() => setDialog({ kind: 'deliveries', webhook: h })}
            >
              <ListAltIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('webhooks.edit')}>
            <IconButton
              size="small"
              aria-label={t('webhooks.editOf', { name: h.companyName })}
              onClick={() => setDialog({ kind: 'edit', webhook: h })}
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('webhooks.delete')}>
            <IconButton
              size="small"
              aria-label={t('webhooks.deleteOf', { name: h.companyName })}
              onClick={() => setDialog({ kind: 'delete', webhook: h })}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-end' }}>
        <Stack spacing={0.5} sx={{ flex: 1 }}>
          <Typography variant="h2" component="h1">
            {t('webhooks.title')}
          </Typography>
          <Typography color="text.secondary">{t('webhooks.subtitle')}</Typography>
        </Stack>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setDialog({ kind: 'create' })}
        >
          {t('webhooks.new')}
        </Button>
      </Stack>

      <DataTable
        tableId="webhooks"
        label={t('webhooks.title')}
        columns={columns}
        rows={hooks.data?.content}
        totalElements={hooks.data?.totalElements ?? 0}
        loading={hooks.isFetching}
        error={hooks.error}
        getRowId={(h) => h.id}
        query={query}
        onQueryChange={onQueryChange}
        searchPlaceholder={t('webhooks.searchPlaceholder')}
      />

      <WebhookCreateDialog
        open={dialog?.kind === 'create'}
        pending={create.isPending}
        error={create.error?.message ?? null}
        onCreate={handleCreate}
        onClose={close}
      />
      <WebhookEditDialog
        webhook={dialog?.kind === 'edit' ? dialog.webhook : null}
        pending={update.isPending}
        error={update.error?.message ?? null}
        onSave={handleSave}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        danger
        title={t('webhooks.deleteTitle')}
        body={t('webhooks.deleteBody', {
          name: dialog?.kind === 'delete' ? dialog.webhook.companyName : '',
        })}
        confirmLabel={t('webhooks.delete')}
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={handleDelete}
        onClose={close}
      />
      <WebhookDeliveriesDrawer
        webhook={dialog?.kind === 'deliveries' ? dialog.webhook : null}
        onClose={close}
      />
    </Stack>
  );
}

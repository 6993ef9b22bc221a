import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import type { Webhook, WebhookDelivery } from '@cyber/domain';
import { Alert, Box, Button, Drawer, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSendWebhookTest, useWebhookDeliveries } from '../api/webhooks.ts';
import { WebhookStatusChip } from './webhook-status-chip.tsx';

export type WebhookDeliveriesDrawerProps = {
  webhook: Webhook | null;
  onClose: () => void;
};

/** A hook's delivery log (status, attempts, response code, time) and "Send test event". */
export function WebhookDeliveriesDrawer({ webhook, onClose }: WebhookDeliveriesDrawerProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { query, onQueryChange } = useTableQuery({ size: 25 });
  const deliveries = useWebhookDeliveries(webhook?.id ?? null, {
    page: query.page,
    size: query.size,
  });
  const test = useSendWebhookTest();
  const canTest = webhook?.status === 'ACTIVE';

  const columns: DataTableColumn<WebhookDelivery>[] = [
    {
      id: 'createdAt',
      header: t('webhooks.deliveryTime'),
      cell: (d) => formatDateTime(d.lastAttemptAt ?? d.createdAt),
      hideable: false,
    },
    { id: 'eventType', header: t('webhooks.eventType'), cell: (d) => d.eventType },
    {
      id: 'status',
      header: t('webhooks.statusHeader'),
      cell: (d) => <WebhookStatusChip status={d.status} />,
    },
    { id: 'attempts', header: t('webhooks.attempts'), cell: (d) => d.attempts, align: 'right' },
    {
      id: 'responseStatus',
      header: t('webhooks.responseCode'),
      cell: (d) => d.responseStatus ?? '—',
      align: 'right',
    },
  ];

  const handleTest = () => {
    if (!webhook) return;
    test.mutate(webhook.id, {
      onSuccess: (result) => enqueueSnackbar(result.message, { variant: 'success' }),
    });
  };

  return (
    <Drawer
      anchor="right"
      open={!!webhook}
      onClose={() => {
        test.reset();
        onClose();
      }}
      // Above the app bar (which sits over the navigation drawer), like a dialog.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', md: 760 } } } }}
    >
      <Box role="region" aria-label={t('webhooks.deliveriesTitle')} sx={{ p: 3 }}>
        <Stack direction="row" alignItems="flex-start" spacing={2} sx={{ mb: 2 }}>
          <Stack sx={{ flex: 1 }} spacing={0.5}>
            <Typography variant="h5" component="h2">
              {t('webhooks.deliveriesTitle')}
            </Typography>
            <Typography color="text.secondary">
              {webhook?.companyName} · {webhook?.webhookUrl ?? t('webhooks.noUrl')}
            </Typography>
          </Stack>
          <Tooltip title={t('webhooks.close')}>
            <IconButton aria-label={t('webhooks.close')} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        <Stack spacing={2}>
          {!canTest && webhook && <Alert severity="info">{t('webhooks.testNeedsActive')}</Alert>}
          {test.error && (
            <Alert severity="error" role="alert">
              {test.error.message}
            </Alert>
          )}
          <DataTable
            tableId="webhook-deliveries"
            label={t('webhooks.deliveriesTitle')}
            columns={columns}
            rows={deliveries.data?.content}
            totalElements={deliveries.data?.totalElements ?? 0}
            loading={deliveries.isFetching}
            error={deliveries.error}
            getRowId={(d) => d.id}
            query={query}
            onQueryChange={onQueryChange}
            searchable={false}
            renderExpanded={(d) => (
              <Stack spacing={0.5} sx={{ py: 1 }}>
                <Typography variant="body2">
                  {t('webhooks.eventId')}: <code>{d.eventId}</code>
                </Typography>
                <Typography variant="body2" color={d.lastError ? 'error' : 'text.secondary'}>
                  {d.lastError ?? t('webhooks.noError')}
                </Typography>
              </Stack>
            )}
            toolbar={
              <Button
                variant="contained"
                startIcon={<SendIcon />}
                disabled={!canTest || test.isPending}
                onClick={handleTest}
              >
                {t('webhooks.sendTest')}
              </Button>
            }
          />
        </Stack>
      </Box>
    </Drawer>
  );
}

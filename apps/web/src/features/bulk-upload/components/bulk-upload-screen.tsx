import type { BulkUpload } from '@cyber/domain';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useIsMutating } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { downloadReport } from '../api/download-report.ts';
import { useUploads } from '../api/get-uploads.ts';
import { uploadFileKey } from '../api/upload-file.ts';
import { BulkUploadPanel } from './bulk-upload-panel.tsx';

const STATUS_COLOR = { PROCESSING: 'info', COMPLETED: 'success', FAILED: 'error' } as const;

/** {persona}/manage/bulk-upload: the upload panel and the history (spec 2 §3). */
export function BulkUploadScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { query, onQueryChange } = useTableQuery({ sort: 'uploadTime,desc' });
  // While this screen sends a file, follow its history row (rows checked so far).
  const sending = useIsMutating({ mutationKey: uploadFileKey }) > 0;
  const uploads = useUploads(query, { watching: sending });

  const columns: DataTableColumn<BulkUpload>[] = [
    { id: 'fileName', header: t('bulkUpload.fileName'), cell: (u) => u.fileName, sortable: true },
    {
      id: 'numUploaded',
      header: t('bulkUpload.numUploaded'),
      cell: (u) => u.numUploaded,
      sortable: true,
    },
    {
      id: 'numSuccess',
      header: t('bulkUpload.numSuccess'),
      cell: (u) => u.numSuccess,
      sortable: true,
    },
    {
      id: 'numFailure',
      header: t('bulkUpload.numFailure'),
      cell: (u) => u.numFailure,
      sortable: true,
    },
    {
      id: 'uploadTime',
      header: t('bulkUpload.uploadTime'),
      cell: (u) => formatDateTime(u.uploadTime),
      sortable: true,
    },
    { id: 'uploadedBy', header: t('bulkUpload.uploadedBy'), cell: (u) => u.uploadedBy ?? '' },
    {
      id: 'status',
      header: t('bulkUpload.status'),
      cell: (u) => (
        <Stack direction="row" spacing={1} alignItems="center">
          <Chip
            size="small"
            color={STATUS_COLOR[u.status]}
            label={t(`bulkUpload.statuses.${u.status}`)}
          />
          {u.status === 'PROCESSING' && (
            <Typography variant="caption">
              {t('bulkUpload.checkedOf', {
                checked: u.numSuccess + u.numFailure,
                total: u.numUploaded,
              })}
            </Typography>
          )}
          {u.status === 'FAILED' && u.failureReason && (
            <Typography variant="caption" color="error">
              {u.failureReason}
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      id: 'report',
      header: t('bulkUpload.report'),
      hideable: false,
      cell: (u) =>
        u.hasReport ? (
          <Button
            size="small"
            onClick={() =>
              downloadReport(u.id).catch((error: Error) =>
                enqueueSnackbar(error.message, { variant: 'error' }),
              )
            }
          >
            {t('bulkUpload.download')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('bulkUpload.title')}
      </Typography>
      <BulkUploadPanel uploads={uploads.data?.content} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('bulkUpload.history')}
      </Typography>
      <DataTable
        tableId="bulk-upload-history"
        label={t('bulkUpload.history')}
        columns={columns}
        rows={uploads.data?.content}
        totalElements={uploads.data?.totalElements ?? 0}
        loading={uploads.isFetching}
        error={uploads.error}
        getRowId={(u) => u.id}
        query={query}
        onQueryChange={onQueryChange}
        searchable={false}
      />
    </Box>
  );
}

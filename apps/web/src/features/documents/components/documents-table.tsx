import {
  formatBytes,
  isDocumentDeleteBlocked,
  DOCUMENT_MESSAGES,
  type DocumentView,
} from '@cyber/domain';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeleteDocument } from '../api/delete-document.ts';
import { downloadDocument } from '../api/download-document.ts';
import { useDocuments, type DocumentFilters } from '../api/get-documents.ts';

export type DocumentsTableProps = {
  tableId: string;
  persona: string;
  filters?: DocumentFilters;
  /** Hide the account column (on an account's own page). */
  hideAccount?: boolean;
  toolbar?: ReactNode;
};

/** The documents a caller may see: download, and delete where allowed (confirmed). */
export function DocumentsTable({
  tableId,
  persona,
  filters = {},
  hideAccount,
  toolbar,
}: DocumentsTableProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { query, onQueryChange } = useTableQuery({ sort: 'createdAt,desc' });
  const documents = useDocuments({ ...query, ...filters });
  const remove = useDeleteDocument();
  const [toDelete, setToDelete] = useState<DocumentView | null>(null);
  const deleteBlocked = isDocumentDeleteBlocked(persona);

  const handleDownload = (doc: DocumentView) =>
    downloadDocument(doc).catch((error: unknown) =>
      enqueueSnackbar(error instanceof Error ? error.message : String(error), { variant: 'error' }),
    );
  const handleDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: (result) => {
        setToDelete(null);
        enqueueSnackbar(result.message, { variant: 'success' });
      },
    });
  };

  const columns: DataTableColumn<DocumentView>[] = [
    {
      id: 'docName',
      header: t('documents.name'),
      cell: (d) => d.docName,
      sortable: true,
      hideable: false,
    },
    { id: 'docType', header: t('documents.type'), cell: (d) => d.docTypeLabel, sortable: true },
    ...(hideAccount
      ? []
      : [
          {
            id: 'account',
            header: t('documents.account'),
            cell: (d: DocumentView) => d.accountName ?? '—',
          },
        ]),
    { id: 'productType', header: t('documents.product'), cell: (d) => d.productType ?? '—' },
    {
      id: 'visibility',
      header: t('documents.sharedWith'),
      cell: (d) => (d.internalOnly ? t('documents.internalOnly') : (d.agencyName ?? '—')),
    },
    { id: 'uploadedBy', header: t('documents.uploadedBy'), cell: (d) => d.uploadedByName ?? '—' },
    {
      id: 'createdAt',
      header: t('documents.date'),
      cell: (d) => formatDateTime(d.createdAt),
      sortable: true,
    },
    {
      id: 'byteSize',
      header: t('documents.size'),
      cell: (d) => formatBytes(d.byteSize),
      sortable: true,
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      align: 'right',
      cell: (d) => (
        <Stack direction="row" justifyContent="flex-end">
          <Tooltip title={t('documents.download')}>
            <IconButton
              size="small"
              aria-label={t('documents.downloadNamed', { name: d.docName })}
              onClick={() => void handleDownload(d)}
            >
              <DownloadIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {d.canDelete && (
            <Tooltip title={deleteBlocked ? t('documents.deleteBlocked') : t('documents.delete')}>
              <span>
                <IconButton
                  size="small"
                  disabled={deleteBlocked}
                  aria-label={t('documents.deleteNamed', { name: d.docName })}
                  onClick={() => setToDelete(d)}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <DataTable
        tableId={tableId}
        label={t('documents.title')}
        columns={columns}
        rows={documents.data?.content}
        totalElements={documents.data?.totalElements ?? 0}
        loading={documents.isFetching}
        error={documents.error}
        getRowId={(d) => d.id}
        query={query}
        onQueryChange={onQueryChange}
        toolbar={toolbar}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('documents.deleteTitle')}
        body={t('documents.deleteBody', { name: toDelete?.docName ?? '' })}
        confirmLabel={t('documents.delete')}
        danger
        pending={remove.isPending}
        error={remove.error ? DOCUMENT_MESSAGES.deleteFailed : null}
        onConfirm={handleDelete}
        onClose={() => {
          setToDelete(null);
          remove.reset();
        }}
      />
    </>
  );
}

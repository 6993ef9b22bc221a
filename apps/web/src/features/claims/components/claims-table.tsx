import type { ClaimSummary } from '@cyber/domain';
import { Button, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { ModalHost, openModal } from '../../../components/modal-registry/index.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useClaims } from '../api/claims.ts';
import { ClaimDetailDialog } from './claim-detail-dialog.tsx';
import {
  CLAIM_CREATE_EDIT_MODAL,
  CLAIM_DELETE_CONFIRM_MODAL,
  type ClaimCreateEditData,
  type ClaimDeleteConfirmData,
} from './claim-modals.tsx';
import { ClaimStatusChip } from './claim-status-chip.tsx';

export type ClaimsTableProps = {
  tableId: string;
  /** One account's claims (the account page), or every claim the caller may see. */
  accountId?: string | undefined;
  showAccount: boolean;
  toolbar?: ReactNode;
};

/** The claims table: server paging, sort (created, isFiled, modified), search, row actions. */
export function ClaimsTable({ tableId, accountId, showAccount, toolbar }: ClaimsTableProps) {
  const { t } = useTranslation();
  const { query, onQueryChange } = useTableQuery({ sort: 'modified,desc' });
  const claims = useClaims({ ...query, accountId });
  const [viewing, setViewing] = useState<string>();

  const edit = (c: { id: string; accountId: string }) =>
    openModal<ClaimCreateEditData>(CLAIM_CREATE_EDIT_MODAL, {
      accountId: c.accountId,
      claimId: c.id,
    });

  const columns: DataTableColumn<ClaimSummary>[] = [
    {
      id: 'claimNumber',
      header: t('claims.fields.claimNumber'),
      cell: (c) => c.claimNumber,
      hideable: false,
    },
    ...(showAccount
      ? [
          {
            id: 'account',
            header: t('claims.fields.account'),
            cell: (c: ClaimSummary) => c.accountName,
          },
        ]
      : []),
    { id: 'name', header: t('claims.fields.name'), cell: (c) => c.name },
    {
      id: 'lossDate',
      header: t('claims.fields.lossDate'),
      cell: (c) => formatDate(c.lossDate) ?? '—',
    },
    {
      id: 'isFiled',
      header: t('claims.fields.status'),
      cell: (c) => <ClaimStatusChip status={c.status} />,
      sortable: true,
    },
    { id: 'vendor', header: t('claims.fields.vendor'), cell: (c) => c.vendorName ?? '—' },
    {
      id: 'created',
      header: t('claims.fields.created'),
      cell: (c) => formatDateTime(c.createdAt),
      sortable: true,
    },
    {
      id: 'modified',
      header: t('claims.fields.modified'),
      cell: (c) => formatDateTime(c.updatedAt),
      sortable: true,
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      align: 'right',
      cell: (c) => (
        <Stack direction="row" spacing={0.5} justifyContent="flex-end">
          <Button
            size="small"
            onClick={() => setViewing(c.id)}
            aria-label={`${t('claims.buttons.view')} ${c.claimNumber}`}
          >
            {t('claims.buttons.view')}
          </Button>
          {c.canEdit && (
            <Button
              size="small"
              onClick={() => edit(c)}
              aria-label={`${t('claims.buttons.edit')} ${c.claimNumber}`}
            >
              {t('claims.buttons.edit')}
            </Button>
          )}
          {c.canDelete && (
            <Button
              size="small"
              color="error"
              aria-label={`${t('claims.buttons.delete')} ${c.claimNumber}`}
              onClick={() =>
                openModal<ClaimDeleteConfirmData>(CLAIM_DELETE_CONFIRM_MODAL, {
                  id: c.id,
                  claimNumber: c.claimNumber,
                })
              }
            >
              {t('claims.buttons.delete')}
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <DataTable
        tableId={tableId}
        label={t('claims.title')}
        columns={columns}
        rows={claims.data?.content}
        totalElements={claims.data?.totalElements ?? 0}
        loading={claims.isFetching}
        error={claims.error}
        getRowId={(c) => c.id}
        query={query}
        onQueryChange={onQueryChange}
        searchable
        toolbar={toolbar}
      />
      <ClaimDetailDialog
        claimId={viewing}
        onClose={() => setViewing(undefined)}
        onEdit={(c) => {
          setViewing(undefined);
          edit(c);
        }}
      />
      <ModalHost />
    </>
  );
}

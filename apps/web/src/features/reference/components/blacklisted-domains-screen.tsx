import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { REFERENCE_MESSAGES, type BlacklistedDomain } from '@cyber/domain';
import { Button, Stack } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useBlacklistDomain } from '../api/blacklist-domain.ts';
import { useDeleteBlacklistedDomain } from '../api/delete-blacklisted-domain.ts';
import { useBlacklistedDomains } from '../api/get-blacklisted-domains.ts';
import { BlacklistDomainDialog } from './blacklist-domain-dialog.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

/** {base}/manage/blacklisted-domains: domains that cannot sign up, join or be invited. */
export function BlacklistedDomainsScreen() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  // Spec 2 §9: this table pages by 25.
  const { query, onQueryChange } = useTableQuery({ size: 25, sort: 'createdAt,desc' });
  const domains = useBlacklistedDomains(query);
  const add = useBlacklistDomain();
  const remove = useDeleteBlacklistedDomain();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<BlacklistedDomain | null>(null);

  const closeAdd = () => {
    setAdding(false);
    add.reset();
  };

  const handleAdd = (name: string) =>
    add.mutate(name, {
      onSuccess: () => {
        closeAdd();
        enqueueSnackbar(REFERENCE_MESSAGES.domainBlacklisted, { variant: 'success' });
      },
      onError: () => enqueueSnackbar(REFERENCE_MESSAGES.blacklistFailed, { variant: 'error' }),
    });

  const handleDelete = (domain: BlacklistedDomain) =>
    remove.mutate(domain.id, {
      onSuccess: () => {
        setDeleting(null);
        enqueueSnackbar(t('reference.domains.deleted_toast', { name: domain.name }), {
          variant: 'success',
        });
      },
      onError: (error) =>
        enqueueSnackbar(REFERENCE_MESSAGES.deleteDomainFailed(error.message), {
          variant: 'error',
        }),
    });

  const columns = useMemo<DataTableColumn<BlacklistedDomain>[]>(
    () => [
      {
        id: 'name',
        header: t('reference.domains.name'),
        cell: (d) => d.name,
        sortable: true,
        hideable: false,
      },
      {
        id: 'createdAt',
        header: t('reference.domains.createdAt'),
        cell: (d) => formatDateTime(d.createdAt),
        sortable: true,
      },
      {
        id: 'createdBy',
        header: t('reference.domains.createdBy'),
        cell: (d) => d.createdBy ?? '—',
      },
      {
        id: 'actions',
        header: t('reference.actions'),
        hideable: false,
        align: 'right',
        cell: (d) => (
          <RowAction
            title={t('reference.delete')}
            name={d.name}
            icon={<DeleteOutlineIcon fontSize="small" />}
            onClick={() => setDeleting(d)}
          />
        ),
      },
    ],
    [t],
  );

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('reference.domains.title')}
        subtitle={t('reference.domains.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('reference.domains.add')}
          </Button>
        }
      />

      <DataTable
        tableId="blacklisted-domains"
        label={t('reference.domains.title')}
        columns={columns}
        rows={domains.data?.content}
        totalElements={domains.data?.totalElements ?? 0}
        loading={domains.isFetching}
        error={domains.error}
        getRowId={(d) => d.id}
        query={query}
        onQueryChange={onQueryChange}
      />

      <BlacklistDomainDialog
        open={adding}
        pending={add.isPending}
        error={add.error?.message}
        onSubmit={handleAdd}
        onClose={closeAdd}
      />
      <ConfirmDialog
        confirmLabel={t('reference.delete')}
        danger
        open={deleting !== null}
        title={t('reference.domains.deleteTitle')}
        body={deleting ? t('reference.domains.deleteBody', { name: deleting.name }) : ''}
        pending={remove.isPending}
        onConfirm={() => deleting && handleDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

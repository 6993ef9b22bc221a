import AddIcon from '@mui/icons-material/Add';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import type { SurplusLicense, SurplusLicenseInput } from '@cyber/domain';
import { Alert, Button, IconButton, Tooltip } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { useTableQuery } from '../../../components/data-table/use-table-query.ts';
import {
  useDeleteSurplusLicense,
  useSaveSurplusLicense,
  useSurplusLicenses,
} from '../api/surplus-licenses.ts';
import { downloadSurplusNotice } from '../api/surplus-notice.ts';
import { deleteFailureMessage, saveFailureMessage } from './license-messages.ts';
import { RowActions } from './row-actions.tsx';
import { SurplusLicenseDialog } from './surplus-license-dialog.tsx';

export type SurplusLicensesTabProps = {
  canManage: boolean;
  isProvider: boolean;
  isProviderAdmin: boolean;
};

/** Surplus-lines broker licences; provider staff see every agency's. */
export function SurplusLicensesTab({
  canManage,
  isProvider,
  isProviderAdmin,
}: SurplusLicensesTabProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { query, onQueryChange } = useTableQuery({ sort: 'surplusLinesState,asc' });
  const licenses = useSurplusLicenses(isProvider, query);
  const save = useSaveSurplusLicense();
  const remove = useDeleteSurplusLicense();
  const [editing, setEditing] = useState<SurplusLicense | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SurplusLicense | null>(null);
  const [error, setError] = useState<string>();

  const open = (value: SurplusLicense | 'new') => {
    save.reset();
    setError(undefined);
    setEditing(value);
  };
  const current = editing && editing !== 'new' ? editing : undefined;

  const submit = (values: SurplusLicenseInput) =>
    save.mutate(
      { ...values, id: current?.id },
      {
        onSuccess: (res) => {
          setEditing(null);
          enqueueSnackbar(res.message, { variant: 'success' });
        },
        onError: (e) => setError(saveFailureMessage(e, !!current)),
      },
    );

  const notice = (state: string) =>
    downloadSurplusNotice(state).catch((e: unknown) =>
      enqueueSnackbar(deleteFailureMessage(e), { variant: 'error' }),
    );

  const columns = useMemo<DataTableColumn<SurplusLicense>[]>(() => {
    const list: DataTableColumn<SurplusLicense>[] = [
      {
        id: 'brokerLastName',
        header: t('licenses.fields.broker'),
        cell: (l) => `${l.brokerFirstName} ${l.brokerLastName}`,
        sortable: true,
        hideable: false,
      },
      {
        id: 'brokerEmail',
        header: t('licenses.fields.brokerEmail'),
        cell: (l) => l.brokerEmail,
        sortable: true,
      },
      {
        id: 'surplusLicenseNumber',
        header: t('licenses.fields.surplusLicenseNumber'),
        cell: (l) => l.surplusLicenseNumber,
        sortable: true,
      },
      {
        id: 'surplusLinesState',
        header: t('licenses.fields.state'),
        cell: (l) => l.surplusLinesState,
        sortable: true,
      },
      {
        id: 'signatureOnFile',
        header: t('licenses.fields.signatureOnFile'),
        cell: (l) => (l.signatureOnFile ? t('licenses.yes') : t('licenses.no')),
        sortable: true,
      },
    ];
    if (isProvider) {
      list.push({
        id: 'agencyName',
        header: t('licenses.fields.agency'),
        cell: (l) => l.agencyName,
        sortable: true,
      });
    }
    list.push({
      id: 'actions',
      header: t('licenses.actions'),
      hideable: false,
      align: 'right',
      cell: (l) => {
        const template = (
          <Tooltip title={t('licenses.surplus.notice')}>
            <IconButton
              size="small"
              aria-label={`${t('licenses.surplus.notice')} ${l.surplusLinesState}`}
              onClick={() => void notice(l.surplusLinesState)}
            >
              <DescriptionOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        );
        return canManage ? (
          <RowActions
            name={`${l.brokerFirstName} ${l.brokerLastName} ${l.surplusLinesState}`}
            onEdit={() => open(l)}
            onDelete={() => {
              remove.reset();
              setDeleting(l);
            }}
          >
            {template}
          </RowActions>
        ) : (
          template
        );
      },
    });
    return list;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, canManage, isProvider]);

  return (
    <>
      {licenses.isError && <Alert severity="error">{licenses.error.message}</Alert>}
      <DataTable
        tableId="surplus-licenses"
        label={t('licenses.tabs.surplus')}
        columns={columns}
        rows={licenses.data?.content}
        totalElements={licenses.data?.totalElements ?? 0}
        loading={licenses.isFetching}
        getRowId={(l) => l.id}
        query={query}
        onQueryChange={onQueryChange}
        toolbar={
          canManage ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('new')}>
              {t('licenses.surplus.add')}
            </Button>
          ) : undefined
        }
      />
      <SurplusLicenseDialog
        open={editing !== null}
        license={current}
        pickAgency={isProvider}
        canSetSignature={isProviderAdmin}
        pending={save.isPending}
        error={error}
        onSubmit={submit}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('licenses.surplus.deleteTitle')}
        body={
          deleting
            ? t('licenses.deleteBody', {
                name: `${deleting.brokerFirstName} ${deleting.brokerLastName} (${deleting.surplusLinesState})`,
              })
            : ''
        }
        confirmLabel={t('licenses.delete')}
        pending={remove.isPending}
        error={remove.error ? deleteFailureMessage(remove.error) : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (res) => {
              setDeleting(null);
              enqueueSnackbar(res.message, { variant: 'success' });
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
